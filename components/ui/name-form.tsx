'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { Button } from './button';
import { Field } from './field';

interface NameFormProps {
  label: string;
  /** The saved name; the button is off while the field holds it. */
  current: string;
  max: number;
  /** Said when the field is left empty ("Give the account a name"). */
  emptyMessage: string;
  submitLabel: string;
  pending: boolean;
  save: (name: string) => Promise<unknown>;
  ariaLabel?: string;
  className?: string;
}

/** One name, edited in place: checked here first (empty, too long), the platform's refusal kept at the field, "Saved" said once. */
export function NameForm({ label, current, max, emptyMessage, submitLabel, pending, save, ariaLabel, className }: NameFormProps) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const trimmed = name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!trimmed) return setError(emptyMessage);
    if (trimmed.length > max) return setError(`Use at most ${max} characters`);
    setError(null);
    try {
      await save(trimmed);
      setSaved(true);
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={ariaLabel} className={`flex flex-col gap-2 sm:flex-row sm:items-start ${className ?? ''}`}>
      <Field
        label={label}
        className="min-w-0 flex-1"
        value={name}
        maxLength={max + 20}
        onChange={(e) => {
          setName(e.target.value);
          setSaved(false);
        }}
        error={error ?? undefined}
        disabled={pending}
      />
      <Button type="submit" variant="primary" size="sm" className="sm:mt-6" pending={pending} disabled={trimmed === current}>
        {submitLabel}
      </Button>
      <p role="status" aria-live="polite" className="text-sm text-fg-muted sm:mt-7">{saved ? 'Saved' : ''}</p>
    </form>
  );
}
