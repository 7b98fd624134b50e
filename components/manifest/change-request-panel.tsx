'use client';

import { cn } from '@/components/ui/cn';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { useChangeRequests } from '@/lib/sdk/react/change-requests';

interface ChangeRequestPanelProps {
  projectId: string;
  path: string;
  selectedId: string | null;
  onSelect(crId: string | null): void;
}

/** The open change requests of the manifest file, to pick one; the picked one shows full width below the editor. */
export function ChangeRequestPanel({ projectId, path, selectedId, onSelect }: ChangeRequestPanelProps) {
  const list = useChangeRequests(projectId);
  const open = (list.data ?? []).filter((cr) => cr.state === 'open' && cr.files.includes(path));
  return (
    <section aria-labelledby="cr-heading" className="rounded-md border border-border">
      <h2 id="cr-heading" className="border-b border-border bg-bg-subtle px-3 py-1.5 text-sm font-medium">
        Change requests
      </h2>
      <div className="space-y-3 p-3">
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <Skeleton className="h-4 w-2/3" />
        ) : open.length === 0 ? (
          <p className="text-sm text-fg-muted">No open change request changes {path}. Saving your edits proposes one.</p>
        ) : (
          <ul aria-label="Open change requests" className="space-y-1 text-sm">
            {open.map((cr) => (
              <li key={cr.id}>
                <button
                  type="button"
                  aria-pressed={cr.id === selectedId}
                  onClick={() => onSelect(cr.id === selectedId ? null : cr.id)}
                  className={cn('w-full rounded px-2 py-1 text-left hover:bg-bg-muted', cr.id === selectedId && 'bg-bg-muted font-medium')}
                >
                  #{cr.number} {cr.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
