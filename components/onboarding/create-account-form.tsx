'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useCreateAccount } from '@/lib/sdk/react/accounts';
import { setAccountId } from '@/lib/auth-client/account-store';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

const NAME_MAX = 100;

/** A user with no account creates one (and owns it), then lands on its projects. */
export function CreateAccountForm() {
  const create = useCreateAccount();
  const router = useRouter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the account a name');
    if (trimmed.length > NAME_MAX) return setError(`Use at most ${NAME_MAX} characters`);
    setError(null);
    try {
      const account = await create.mutateAsync(trimmed);
      setAccountId(account.id);
      router.push('/projects');
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account" className="mt-4 flex flex-col gap-2 text-left sm:flex-row sm:items-start">
      <Field
        label="Account name"
        className="min-w-0 flex-1"
        value={name}
        maxLength={NAME_MAX + 20}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        disabled={create.isPending}
        autoComplete="organization"
      />
      <Button type="submit" variant="primary" size="sm" className="sm:mt-6" pending={create.isPending}>
        Create account
      </Button>
    </form>
  );
}
