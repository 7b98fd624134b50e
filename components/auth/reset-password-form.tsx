'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleAuthClient } from '@/lib/auth-client/client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CodeField } from './code-field';
import { OutboxHint } from './outbox-hint';
import { signInErrorMessage } from './sign-in-error-message';
import { useCooldown } from './use-cooldown';

// The platform's schemas (and zod with them, 32 KB gzipped) load on the first keystroke, not with the page.
const loadSchemas = () => import('@/lib/contract/auth-inputs').then((m) => m.authInputs);
const preload = () => void loadSchemas().catch(() => undefined);
const NOT_LOADED = 'The form could not load. Check your connection, then try again.';

/** Email → 6-digit recovery code (or the emailed link) → new password, with the platform's password rule. */
export function ResetPasswordForm({ outboxHref = null }: { outboxHref?: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const linkToken = params.get('type') === 'recovery' ? params.get('token') : null;
  const [step, setStep] = useState<'email' | 'code' | 'password'>(linkToken ? 'code' : 'email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cooldown = useCooldown(60);
  const fromLink = useRef(false);

  async function run(action: () => Promise<void>) {
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (e) {
      setError(signInErrorMessage(e));
    } finally {
      setPending(false);
    }
  }

  const sendCode = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Read from the form itself, so text typed before hydration is kept.
    const typed = event ? String(new FormData(event.currentTarget).get('email') ?? '') : email;
    setEmail(typed);
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) return setError(NOT_LOADED);
    const parsed = schemas.email.safeParse(typed.trim());
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    return run(async () => {
      await consoleAuthClient.resetPassword({ email: parsed.data });
      setEmail(parsed.data);
      setStep('code');
      cooldown.start();
    });
  };
  const verify = (token: string) =>
    run(async () => {
      try {
        await consoleAuthClient.verifyOtp({ email: (params.get('email') && linkToken ? params.get('email')! : email).trim(), token, type: 'recovery' });
        setStep('password');
      } catch (e) {
        setCode('');
        throw e;
      }
    });

  // The emailed link carries the email and the code: verify once, on arrival.
  useEffect(() => {
    if (fromLink.current || !linkToken) return;
    fromLink.current = true;
    void verify(linkToken);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkToken]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) return setError(NOT_LOADED);
    const parsed = schemas.updatePassword.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    await run(async () => {
      await consoleAuthClient.updatePassword(parsed.data);
      queryClient.clear();
      router.replace('/projects');
    });
  }

  if (step === 'email') {
    return (
      <form noValidate onSubmit={(e) => void sendCode(e)} onInput={preload} aria-label="Reset your password" className="flex flex-col gap-3">
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} error={error ?? undefined} />
        <Button type="submit" variant="primary" pending={pending}>Email me a reset code</Button>
      </form>
    );
  }
  if (step === 'code') {
    return (
      <form noValidate onSubmit={(e) => { e.preventDefault(); if (code.length === 6) verify(code); }} aria-label="Enter the reset code" className="flex flex-col gap-3">
        <p role="status" className="text-sm">If <strong>{email}</strong> has an account, we sent it a 6-digit code.</p>
        <OutboxHint href={outboxHref} />
        <CodeField value={code} onChange={setCode} onComplete={verify} error={error ?? undefined} disabled={pending} />
        <Button type="submit" variant="primary" pending={pending} disabled={code.length !== 6}>Continue</Button>
        <button type="button" disabled={cooldown.left > 0 || pending} onClick={() => void sendCode()} className="self-end text-sm underline-offset-2 hover:underline disabled:text-fg-muted">
          {cooldown.left > 0 ? `Resend in ${cooldown.left} s` : 'Resend the code'}
        </button>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void save(e)} onInput={preload} aria-label="Choose a new password" className="flex flex-col gap-3">
      <Field label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={error ?? undefined} hint="At least 8 characters." />
      <Button type="submit" variant="primary" pending={pending}>Save and sign in</Button>
    </form>
  );
}
