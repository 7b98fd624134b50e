'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleAuthClient } from '@/lib/auth-client/client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CodeField } from './code-field';
import { OutboxHint } from './outbox-hint';
import { signInErrorMessage } from './sign-in-error-message';
import { useCooldown } from './use-cooldown';
import { withHash } from './with-hash';

const RESEND_SECONDS = 60;
const emailSchema = z.email({ error: 'Enter a valid email address' });

/**
 * Sign in with an emailed code (or the link in the same email). The answer never says whether the address has an
 * account. `initialEmail` starts at the code step (after sign-up).
 */
export function EmailCodeForm({ next, initialEmail, resend, outboxHref }: { next: string; initialEmail?: string; resend?: (email: string) => Promise<unknown>; outboxHref?: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [step, setStep] = useState<'email' | 'code'>(initialEmail ? 'code' : 'email');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cooldown = useCooldown(RESEND_SECONDS, Boolean(initialEmail));
  const send = resend ?? ((address: string) => consoleAuthClient.sendMagicLink({ email: address, next: withHash(next) }));

  async function sendCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    // Read from the form itself, so text typed before hydration is kept.
    const typed = event ? String(new FormData(event.currentTarget).get('email') ?? '') : email;
    setEmail(typed);
    const parsed = emailSchema.safeParse(typed.trim());
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setPending(true);
    try {
      await send(parsed.data);
      setStep('code');
      cooldown.start();
    } catch (e) {
      setError(signInErrorMessage(e));
    } finally {
      setPending(false);
    }
  }

  async function verify(token: string) {
    setError(null);
    setPending(true);
    try {
      const result = await consoleAuthClient.verifyOtp({ email: email.trim(), token, type: 'magiclink', next: withHash(next) });
      queryClient.clear();
      router.replace(result.next ?? next);
    } catch (e) {
      setError(signInErrorMessage(e));
      setCode('');
      setPending(false);
    }
  }

  if (step === 'email') {
    return (
      <form noValidate onSubmit={sendCode} aria-label="Email me a sign-in code" className="flex flex-col gap-3">
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} error={error ?? undefined} />
        <Button type="submit" pending={pending}>Email me a code</Button>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); if (code.length === 6) verify(code); }} aria-label="Enter the emailed code" className="flex flex-col gap-3">
      <p role="status" className="text-sm">If <strong>{email}</strong> can sign in, we sent it a 6-digit code and a link. Enter the code, or click the link.</p>
      <OutboxHint href={outboxHref} />
      <CodeField value={code} onChange={setCode} onComplete={verify} error={error ?? undefined} disabled={pending} />
      <Button type="submit" variant="primary" pending={pending} disabled={code.length !== 6}>Continue</Button>
      <div className="flex items-center justify-between text-sm">
        <button type="button" className="underline-offset-2 hover:underline" onClick={() => { setStep('email'); setCode(''); setError(null); }}>Use another email</button>
        <button type="button" disabled={cooldown.left > 0 || pending} onClick={() => sendCode()} className="underline-offset-2 hover:underline disabled:text-fg-muted disabled:no-underline">
          {cooldown.left > 0 ? `Resend in ${cooldown.left} s` : 'Resend the code'}
        </button>
      </div>
    </form>
  );
}
