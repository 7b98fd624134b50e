'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

const SUBGRID = 'sm:row-span-4 sm:grid sm:grid-rows-subgrid';

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
    // One grid for the whole form: below sm its fields stack on one column (same left edge, same width); from sm they
    // sit on one line, each field a subgrid of label, control, hint and error rows, so the role's select and the
    // button share the email input's row whatever the hint or an error under the email adds.
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(14rem,1fr)_minmax(8rem,12rem)_auto] sm:gap-x-2 sm:gap-y-1" noValidate aria-label={formLabel} data-invite-form>
      <Field label={emailLabel} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} hint={hint} className={SUBGRID} />
      <SelectField label={roleLabel} value={role} onChange={(e) => setRole(e.target.value as R)} className={SUBGRID}>
        {roles.map((r) => <option key={r} value={r}>{r}</option>)}
      </SelectField>
      <Button type="submit" variant="primary" pending={pending} className="justify-self-start sm:col-start-3 sm:row-start-2">{submitLabel}</Button>
      {done && <p role="status" className="col-span-full text-sm text-success">Done: {done}.</p>}
    </form>
  );
}
