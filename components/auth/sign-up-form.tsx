'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { consoleAuthClient } from '@/lib/auth-client/client';
import { safeNextPath } from '@/lib/auth-client/next-path';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { signInErrorMessage } from './sign-in-error-message';

// The platform's sign-up schema (and zod with it, 32 KB gzipped) loads on the first keystroke, not with the page; the
// code form after the account is created.
const loadSchema = () => import('@/lib/contract/auth-inputs').then((m) => m.authInputs.signUp.pick({ email: true, password: true }));
const loadEmailCodeForm = () => import('./email-code-form');
const EmailCodeForm = lazy(() => loadEmailCodeForm().then((m) => ({ default: m.EmailCodeForm })));

type Errors = Partial<Record<'email' | 'password' | 'form', string>>;

/** Sign-up, then "check your email": the same answer whether or not the address already had an account. */
export function SignUpForm({ outboxHref = null }: { outboxHref?: string | null }) {
  const next = safeNextPath(useSearchParams().get('next'));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<{ email: string; password: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      return setErrors({ form: 'The form could not load. Check your connection, then try again.' });
    }
    const parsed = schema.safeParse({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'email' | 'password'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setPending(true);
    void loadEmailCodeForm().catch(() => undefined); // the next step's form, while the platform answers
    try {
      await consoleAuthClient.signUp({ ...parsed.data, next });
      setSentTo(parsed.data);
    } catch (e) {
      setErrors({ form: signInErrorMessage(e) });
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-3">
        <h2 className="font-medium">Check your email</h2>
        <Suspense fallback={<p className="text-sm text-fg-muted">Loading…</p>}>
          <EmailCodeForm next={next} initialEmail={sentTo.email} resend={() => consoleAuthClient.signUp({ ...sentTo, next })} outboxHref={outboxHref} />
        </Suspense>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} onInput={() => void loadSchema().catch(() => undefined)} aria-label="Create an account" className="flex flex-col gap-4">
      {errors.form && <p role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger">{errors.form}</p>}
      <Field label="Email" name="email" type="email" autoComplete="email" required autoFocus error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" required error={errors.password} hint="At least 8 characters." />
      <Button type="submit" variant="primary" pending={pending}>Create account</Button>
      <p className="text-center text-sm text-fg-muted">Have an account? <Link href="/sign-in" className="text-fg underline underline-offset-2">Sign in</Link></p>
    </form>
  );
}
