'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { contract } from '@/lib/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSignIn } from '@/lib/auth/hooks';
import { safeNextPath } from '@/lib/auth/next-path';
import { signInErrorMessage } from './sign-in-error-message';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function SignInForm() {
  const router = useRouter();
  const next = safeNextPath(useSearchParams().get('next'));
  const signIn = useSignIn();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The same schema the platform validates with, so the form and the server agree.
    const parsed = contract.auth.signInWithPassword.input.safeParse({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, { onSuccess: () => router.replace(next) });
  }

  const formError = signIn.error ? signInErrorMessage(signIn.error) : null;

  return (
    <form noValidate aria-label="Sign in" onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={formError ? 'sign-in-error' : undefined}>
      {formError && (
        <p id="sign-in-error" role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      )}
      <Field label="Email" name="email" type="email" autoComplete="email" required autoFocus error={fieldErrors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
      <Button type="submit" variant="primary" pending={signIn.isPending}>
        {signIn.isPending ? 'Signing in' : 'Sign in'}
      </Button>
    </form>
  );
}
