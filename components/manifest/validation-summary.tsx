import { cn } from '@/components/ui/cn';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The manifest's version badge and its error and warning counts. */
export function ValidationSummary({ version, errors, warnings }: { version: 1 | 2 | null; errors: number; warnings: number }) {
  return (
    <div className="flex items-center gap-2 text-sm" aria-live="polite">
      <span
        className="rounded-full border border-border px-2 py-0.5 font-mono text-xs"
        title={version === 1 ? 'platform_version 1 (legacy)' : version === 2 ? 'platform_version 2' : 'platform_version is missing or invalid'}
      >
        {version === null ? 'version ?' : version === 1 ? 'v1 (legacy)' : 'v2'}
      </span>
      <span className={cn(errors > 0 ? 'text-danger' : 'text-fg-muted')}>{plural(errors, 'error')}</span>
      <span className={cn(warnings > 0 ? 'text-warning' : 'text-fg-muted')}>{plural(warnings, 'warning')}</span>
    </div>
  );
}
