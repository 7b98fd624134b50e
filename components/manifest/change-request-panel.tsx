'use client';

import type { ChangeRequest } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format/date';
import {
  useChangeRequest,
  useChangeRequestDiff,
  useChangeRequests,
  useCloseChangeRequest,
  useMergeChangeRequest,
  useMergePreview,
} from '@/lib/sdk/react/repo';
import { DiffView } from './diff-view';

interface ChangeRequestPanelProps {
  projectId: string;
  path: string;
  selectedId: string | null;
  onSelect(crId: string | null): void;
  canMerge: boolean;
  onMerged?(cr: ChangeRequest): void;
}

const STATE_CLASS: Record<ChangeRequest['state'], string> = {
  open: 'bg-success-bg text-success',
  merged: 'bg-accent/15 text-accent',
  closed: 'bg-bg-muted text-fg-muted',
};

/** Change requests of the manifest file: the open ones to pick from, and the selected one with its diff and merge. */
export function ChangeRequestPanel({ projectId, path, selectedId, onSelect, canMerge, onMerged }: ChangeRequestPanelProps) {
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
        ) : open.length === 0 && !selectedId ? (
          <p className="text-sm text-fg-muted">No open change request changes {path}. Saving your edits proposes one.</p>
        ) : (
          open.length > 0 && (
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
          )
        )}
        {selectedId && <ChangeRequestDetail projectId={projectId} crId={selectedId} canMerge={canMerge} onMerged={onMerged} onDismiss={() => onSelect(null)} />}
      </div>
    </section>
  );
}

function ChangeRequestDetail({
  projectId,
  crId,
  canMerge,
  onMerged,
  onDismiss,
}: {
  projectId: string;
  crId: string;
  canMerge: boolean;
  onMerged?(cr: ChangeRequest): void;
  onDismiss(): void;
}) {
  const cr = useChangeRequest(projectId, crId);
  const diff = useChangeRequestDiff(projectId, crId);
  const isOpen = cr.data?.state === 'open';
  const preview = useMergePreview(projectId, crId, isOpen);
  const merge = useMergeChangeRequest(projectId);
  const close = useCloseChangeRequest(projectId);

  if (cr.isError) return <ErrorState error={cr.error} onRetry={() => cr.refetch()} />;
  if (!cr.data) return <Skeleton className="h-24 w-full" />;
  const current = cr.data;
  const conflicts = preview.data?.conflicts ?? [];
  return (
    <article aria-label={`Change request #${current.number}`} className="space-y-3 border-t border-border pt-3">
      <header className="space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium">
            #{current.number} {current.title}
          </h3>
          <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATE_CLASS[current.state])}>{current.state}</span>
        </div>
        <p className="text-xs text-fg-muted">
          Opened by {current.author} · {formatDateTime(current.created_at)}
          {current.merged_at && <> · merged by {current.merged_by} · {formatDateTime(current.merged_at)}</>}
        </p>
      </header>
      {diff.isError ? <ErrorState error={diff.error} onRetry={() => diff.refetch()} /> : diff.data ? <DiffView files={diff.data.files} /> : <Skeleton className="h-20 w-full" />}
      {current.feedback.length > 0 && (
        <ul aria-label="Feedback" className="space-y-1 text-sm">
          {current.feedback.map((f, i) => (
            <li key={i} className="rounded bg-bg-subtle px-2 py-1">
              <span className="font-medium">{f.author}:</span> {f.comment}
            </li>
          ))}
        </ul>
      )}
      {isOpen && conflicts.length > 0 && (
        <p role="alert" className="text-sm text-danger">
          Conflicts with the default branch in {conflicts.join(', ')}: it changed there since this change request was opened. Close this one and propose
          your edits again on the current version.
        </p>
      )}
      {merge.isError && <ErrorState error={merge.error} />}
      {close.isError && <ErrorState error={close.error} />}
      <div className="flex flex-wrap items-center gap-2">
        {isOpen && canMerge && (
          <Button
            variant="primary"
            size="sm"
            pending={merge.isPending}
            disabled={conflicts.length > 0}
            onClick={() => merge.mutate(current.id, { onSuccess: (merged) => onMerged?.(merged) })}
          >
            Merge
          </Button>
        )}
        {isOpen && !canMerge && <p className="text-sm text-fg-muted">A manager must merge this change request.</p>}
        {isOpen && canMerge && (
          <Button size="sm" pending={close.isPending} onClick={() => close.mutate(current.id)}>
            Close
          </Button>
        )}
        {!isOpen && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </div>
    </article>
  );
}
