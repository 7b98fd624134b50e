'use client';

import { parseAsStringLiteral, useQueryState } from 'nuqs';
import type { ChangeRequest, UpdateConflictDetails } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format/date';
import { ApiError } from '@/lib/sdk';
import { useChangeRequest, useChangeRequestDiff, useCloseChangeRequest, useMergeChangeRequest, useMergePreview, useUpdateChangeRequestBranch } from '@/lib/sdk/react/change-requests';
import { DiffView, type DiffMode } from './diff-view';
import { ReopenButton, RequestChangesForm } from './change-request-review';

const STATE_CLASS: Record<ChangeRequest['state'], string> = {
  open: 'bg-success-bg text-success',
  merged: 'bg-accent/15 text-accent',
  closed: 'bg-bg-muted text-fg-muted',
};

const diffModes = parseAsStringLiteral(['unified', 'split'] as const).withDefault('unified');

export interface ChangeRequestDetailProps {
  projectId: string;
  crId: string;
  canMerge: boolean;
  /** The caller may open change requests (and so update their own). */
  canPropose: boolean;
  /** The caller may record feedback (project.review.submit). */
  canReview?: boolean;
  nameOf(author: string | null | undefined): string;
  onMerged?(cr: ChangeRequest): void;
  onUpdated?(cr: ChangeRequest): void;
  /** The update from the default branch met conflicts: the merged text with markers, to resolve in the editor. */
  onConflict?(cr: ChangeRequest, details: UpdateConflictDetails): void;
  onDismiss(): void;
}

/** One change request, full width: who and when, its diff (unified or side by side), conflicts and its actions. */
export function ChangeRequestDetail({ projectId, crId, canMerge, canPropose, canReview = false, nameOf, onMerged, onUpdated, onConflict, onDismiss }: ChangeRequestDetailProps) {
  const cr = useChangeRequest(projectId, crId);
  const diff = useChangeRequestDiff(projectId, crId);
  const isOpen = cr.data?.state === 'open';
  const preview = useMergePreview(projectId, crId, isOpen);
  const merge = useMergeChangeRequest(projectId);
  const close = useCloseChangeRequest(projectId);
  const update = useUpdateChangeRequestBranch(projectId);
  const [mode, setMode] = useQueryState('diff', diffModes);

  if (cr.isError) return <ErrorState error={cr.error} onRetry={() => cr.refetch()} />;
  if (!cr.data) return <Skeleton className="h-24 w-full" />;
  const current = cr.data;
  const conflicts = preview.data?.conflicts ?? [];
  const behind = Boolean(isOpen && preview.data?.default_head && preview.data.default_head !== current.base_sha);
  const updateConflict = update.error instanceof ApiError && update.error.code === 'update_conflict';

  function updateFromDefault() {
    update.mutate(
      { crId: current.id },
      {
        onSuccess: (next) => onUpdated?.(next),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'update_conflict') onConflict?.(current, error.body as UpdateConflictDetails);
        },
      },
    );
  }

  return (
    <article aria-label={`Change request #${current.number}`} className="space-y-3 rounded-md border border-border p-3">
      <header className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h2 className="min-w-0 flex-1 font-medium">
          #{current.number} {current.title}
        </h2>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATE_CLASS[current.state])}>{current.state}</span>
        <p className="w-full text-xs text-fg-muted">
          Opened by {nameOf(current.author)} · {formatDateTime(current.created_at)}
          {current.merged_at && (
            <>
              {' '}
              · merged by {nameOf(current.merged_by)} · {formatDateTime(current.merged_at)}
            </>
          )}
        </p>
      </header>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Changes</h3>
        <div role="group" aria-label="Diff layout" className="inline-flex rounded-md border border-border p-0.5 text-xs">
          {(['unified', 'split'] as DiffMode[]).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => void setMode(m === 'unified' ? null : m)}
              className={cn('rounded px-2 py-0.5 capitalize', mode === m ? 'bg-bg-muted font-medium' : 'text-fg-muted hover:text-fg')}
            >
              {m}
            </button>
          ))}
        </div>
      </div>
      {diff.isError ? (
        <ErrorState error={diff.error} onRetry={() => diff.refetch()} />
      ) : diff.data ? (
        <DiffView files={diff.data.files} mode={mode} />
      ) : (
        <Skeleton className="h-20 w-full" />
      )}
      {current.feedback.length > 0 && (
        <ul aria-label="Feedback" className="space-y-1 text-sm">
          {current.feedback.map((f, i) => (
            <li key={i} className="rounded bg-bg-subtle px-2 py-1">
              <span className="font-medium">{nameOf(f.author)}:</span> {f.comment}
              <span className="block text-xs text-fg-muted">
                {formatDateTime(f.created_at)}
                {f.delivered_to_session && <> · sent to session {f.delivered_to_session}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {isOpen && conflicts.length > 0 && (
        <p role="alert" className="text-sm text-danger">
          Conflicts with the default branch in {conflicts.join(', ')}: it changed there since this change request was opened. Update it from the default
          branch: changes to different lines merge by themselves, and overlapping ones open in the editor to resolve.
        </p>
      )}
      {isOpen && conflicts.length === 0 && behind && (
        <p className="text-sm text-fg-muted">The default branch moved since this change request was opened; it still merges cleanly.</p>
      )}
      {update.isError && !updateConflict && <ErrorState error={update.error} />}
      {updateConflict && (
        <p role="status" className="text-sm">
          Some lines changed on both sides: the merged text with the conflicts marked is in the editor above.
        </p>
      )}
      {isOpen && canReview && <RequestChangesForm key={current.id} projectId={projectId} cr={current} />}
      {merge.isError && <ErrorState error={merge.error} />}
      {close.isError && <ErrorState error={close.error} />}
      <div className="flex flex-wrap items-center gap-2">
        {isOpen && canMerge && (
          <ConfirmButton
            variant="primary"
            confirmVariant="primary"
            label="Merge"
            disabled={conflicts.length > 0}
            title={`Merge #${current.number} into the default branch?`}
            description={`${current.files.join(', ')} change${current.files.length === 1 ? 's' : ''} on the default branch for everyone; new sessions use the merged manifest.`}
            confirmLabel="Merge"
            onConfirm={() => merge.mutateAsync(current.id).then((merged) => onMerged?.(merged))}
          />
        )}
        {isOpen && behind && (canMerge || canPropose) && (
          <Button size="sm" variant={conflicts.length > 0 ? 'primary' : 'secondary'} pending={update.isPending} onClick={updateFromDefault}>
            Update from the default branch
          </Button>
        )}
        {isOpen && !canMerge && <p className="text-sm text-fg-muted">A manager must merge this change request.</p>}
        {isOpen && canMerge && (
          <ConfirmButton
            variant="secondary"
            label="Close"
            title={`Close #${current.number} without merging?`}
            description="Its changes stay on its branch and it can be reopened later, but nothing reaches the default branch."
            confirmLabel="Close change request"
            onConfirm={() => close.mutateAsync(current.id)}
          />
        )}
        {/* Its author or anyone who may merge; the platform refuses anyone else in words. */}
        {current.state === 'closed' && (canMerge || canPropose) && <ReopenButton projectId={projectId} cr={current} />}
        {!isOpen && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </div>
    </article>
  );
}
