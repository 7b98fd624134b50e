'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSignIn } from '@/lib/auth-client/hooks';
import { safeNextPath } from '@/lib/auth-client/next-path';
import { withHash } from './with-hash';
import { authErrorCodeMessage, signInErrorMessage } from './sign-in-error-message';

// The password schemas (and zod with them) load when the user starts typing, not with the page; until the page is
// hydrated the form posts without JavaScript and the BFF validates.
const loadSchemas = () => import('@/lib/contract/auth-inputs').then((m) => m.authInputs);
const loadEmailCodeForm = () => import('./email-code-form');
const EmailCodeForm = lazy(() => loadEmailCodeForm().then((m) => ({ default: m.EmailCodeForm })));

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Three ways in: password (a plain form post, so it works without JavaScript; with it, the page signs in without a
 * reload), an emailed code or link, and the demo provider (PKCE through the BFF).
 */
export function SignInForm({ next: requestedNext, urlError = null, outboxHref = null }: { next?: string | null; urlError?: string | null; outboxHref?: string | null }) {
  const router = useRouter();
  const next = safeNextPath(requestedNext ?? null);
  const [attempt, setAttempt] = useState(0);
  const signIn = useSignIn();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [way, setWay] = useState<'password' | 'code'>('password');
  const [dismissedUrlError, setDismissedUrlError] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setDismissedUrlError(true);
    setAttempt((n) => n + 1);
    const form = new FormData(element);
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      element.submit(); // the schemas could not load: post the form as without JavaScript
      return;
    }
    // The same schema the platform validates with, so the form and the server agree.
    const parsed = schemas.signInWithPassword.safeParse({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      signIn.reset();
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, { onSuccess: () => router.replace(withHash(next)) });
  }

  // A new attempt replaces the previous message: the mutation's error, else a redirect flow's `?error=`.
  const formError = signIn.error ? signInErrorMessage(signIn.error) : urlError && !dismissedUrlError ? authErrorCodeMessage(urlError) : null;
  const demoHref = (to: string) => `/api/auth/sign-in/provider?provider=demo&next=${encodeURIComponent(to)}`;

  return (
    <div className="flex flex-col gap-4">
      {way === 'password' ? (
        <form noValidate method="post" action="/api/auth/sign-in/password" aria-label="Sign in" onSubmit={(event) => void onSubmit(event)} onInput={() => void loadSchemas()} className="flex flex-col gap-4" aria-describedby={formError ? 'sign-in-error' : undefined}>
          {formError && (
            // Keyed by attempt: a repeated failure is a new alert (announced again), never the old one left standing.
            <p key={attempt} id="sign-in-error" role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger">
              {formError}
            </p>
          )}
          <input type="hidden" name="next" value={next} />
          <Field label="Email" name="email" type="email" autoComplete="email" required autoFocus error={fieldErrors.email} />
          <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
          <div className="-mt-2 text-right text-sm">
            <Link href="/reset-password" className="underline underline-offset-2">Forgot password?</Link>
          </div>
          <Button type="submit" variant="primary" pending={signIn.isPending}>
            {signIn.isPending ? 'Signing in' : 'Sign in'}
          </Button>
        </form>
      ) : (
        <Suspense fallback={<p className="text-sm text-fg-muted">Loading…</p>}>
          <EmailCodeForm next={next} outboxHref={outboxHref} />
        </Suspense>
      )}
      <div className="flex items-center gap-2 text-xs text-fg-muted" aria-hidden><span className="h-px flex-1 bg-border" />or<span className="h-px flex-1 bg-border" /></div>
      <Button onPointerEnter={() => void loadEmailCodeForm()} onFocus={() => void loadEmailCodeForm()} onClick={() => { setWay(way === 'password' ? 'code' : 'password'); setDismissedUrlError(true); signIn.reset(); }}>
        {way === 'password' ? 'Email me a code or link' : 'Use my password'}
      </Button>
      <a href={demoHref(next)} onClick={(e) => { e.currentTarget.href = demoHref(withHash(next)); }} className="inline-flex h-9 items-center justify-center rounded-md border border-border px-4 text-sm font-medium hover:bg-bg-muted">
        Continue with Demo
      </a>
      <p className="text-center text-sm text-fg-muted">
        New here? <Link href={`/sign-up${next !== '/projects' ? `?next=${encodeURIComponent(next)}` : ''}`} className="text-fg underline underline-offset-2">Create an account</Link>
      </p>
    </div>
  );
}
