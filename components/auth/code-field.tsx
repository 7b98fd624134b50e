'use client';

import { useId } from 'react';

/** A 6-digit code: digits only, a pasted code (even with spaces or dashes) fills it, and six digits submit it. */
export function CodeField({ value, onChange, onComplete, error, disabled }: { value: string; onChange: (code: string) => void; onComplete: (code: string) => void; error?: string; disabled?: boolean }) {
  const id = useId();
  function set(raw: string) {
    const digits = raw.replace(/\D/g, '').slice(0, 6);
    onChange(digits);
    if (digits.length === 6) onComplete(digits);
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">6-digit code</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={14}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => set(e.target.value)}
        onPaste={(e) => {
          e.preventDefault();
          set(e.clipboardData.getData('text'));
        }}
        className="h-11 rounded-md border border-border bg-bg px-3 text-center font-mono text-xl tracking-[0.5em] outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {error && <p id={`${id}-error`} role="alert" className="text-xs text-danger">{error}</p>}
    </div>
  );
}
