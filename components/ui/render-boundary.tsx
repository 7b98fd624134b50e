'use client';

import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

function rawJson(raw: unknown): string {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
}

/**
 * Contains a render failure to one record: the record shows a small "could not render" box with its raw JSON, and the
 * rest of the page keeps working. `resetKeys` (the record) retries when the record changes.
 */
export function RenderBoundary({ what, raw, children }: { what: string; raw: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={[raw]}
      fallbackRender={({ error }) => (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-xs">
          <p className="font-medium text-danger">Could not render this {what}</p>
          <p className="text-fg-muted">{error instanceof Error ? error.message : 'Unknown error'}</p>
          <details className="mt-1">
            <summary className="cursor-pointer">Raw data</summary>
            <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-all font-mono">{rawJson(raw)}</pre>
          </details>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
