import { cn } from './cn';

/**
 * The top-of-form message for what the platform (or a check) said that concerns no single field. Paired with
 * `formErrorsFrom` (lib/errors/form-errors), which places each error next to its field or here.
 */
export function FormAlert({ message, className }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-form-error className={cn('rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger', className)}>
      {message}
    </p>
  );
}
