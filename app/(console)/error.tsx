'use client';

import { ErrorState } from '@/components/ui/states';

/** A console page that failed to render: the shell stays, the page says what happened and offers a retry. */
export default function ConsolePageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="mb-3 text-lg font-semibold">This page could not be shown</h1>
      <ErrorState error={error} />
      {error.digest && <p className="mt-2 font-mono text-xs text-fg-muted">reference: {error.digest}</p>}
      <button type="button" onClick={reset} className="mt-4 h-9 rounded-md border border-border px-3 text-sm hover:bg-bg-muted">
        Try again
      </button>
    </main>
  );
}
