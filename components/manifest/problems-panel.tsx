'use client';

import { cn } from '@/components/ui/cn';
import type { EditorMarker } from '@/lib/manifest/editor/markers';

interface ProblemsPanelProps {
  markers: readonly EditorMarker[];
  onJump(line: number, column: number): void;
  className?: string;
}

/** The list of problems; a click or Enter on one moves the editor's cursor to it. */
export function ProblemsPanel({ markers, onJump, className }: ProblemsPanelProps) {
  return (
    <section aria-labelledby="problems-heading" className={cn('rounded-md border border-border', className)}>
      <h2 id="problems-heading" className="border-b border-border bg-bg-subtle px-3 py-1.5 text-sm font-medium">
        Problems
      </h2>
      {markers.length === 0 ? (
        <p className="px-3 py-2 text-sm text-fg-muted">No problems: the manifest is valid.</p>
      ) : (
        <ul aria-label="Problems" className="max-h-48 overflow-auto py-1 text-sm">
          {markers.map((m, i) => (
            <li key={`${m.line}:${m.column}:${i}`}>
              <button
                type="button"
                onClick={() => onJump(m.line, m.column)}
                className="flex w-full items-start gap-2 px-3 py-1 text-left hover:bg-bg-muted focus-visible:bg-bg-muted focus-visible:outline-none"
              >
                <span
                  className={cn(
                    'mt-0.5 shrink-0 rounded px-1.5 text-xs font-medium',
                    m.severity === 'error' ? 'bg-danger-bg text-danger' : 'bg-warning-bg text-warning',
                  )}
                >
                  {m.severity === 'error' ? 'Error' : 'Warning'}
                </span>
                <span className="min-w-0 flex-1">{m.message}</span>
                <span className="shrink-0 font-mono text-xs text-fg-muted">
                  Line {m.line}, column {m.column}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
