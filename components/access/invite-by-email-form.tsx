'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

/** An email and a role, validated here first; the platform's refusal (already a member, …) shows on the field. */
export function InviteByEmailForm<R extends string>({ formLabel, emailLabel, roleLabel, roles, initialRole, hint, submitLabel, onInvite }: {
  formLabel: string;
  emailLabel: string;
  roleLabel: string;
  roles: readonly R[];
  initialRole: R;
  hint?: string;
  submitLabel: string;
  onInvite: (email: string, role: R) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<R>(initialRole);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Enter an email address');
    setError(null);
    setPending(true);
    try {
      await onInvite(email.trim(), role);
      setDone(email.trim());
      setEmail('');
    } catch (e) {
      setError(describeError(e).detail);
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate aria-label={formLabel}>
      <Field label={emailLabel} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} hint={hint} className="min-w-56 flex-1" />
      <SelectField label={roleLabel} value={role} onChange={(e) => setRole(e.target.value as R)}>
        {roles.map((r) => <option key={r} value={r}>{r}</option>)}
      </SelectField>
      <Button type="submit" variant="primary" pending={pending}>{submitLabel}</Button>
      {done && <p role="status" className="w-full text-sm text-success">Done: {done}.</p>}
    </form>
  );
}
