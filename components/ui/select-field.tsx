import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cn('h-9 rounded-md border bg-bg px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring', error ? 'border-danger' : 'border-border')} {...select}>
        {children}
      </select>
      {hint && <p id={`${id}-hint`} className="text-xs text-fg-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-xs text-danger">{error}</p>}
    </div>
  );
}
