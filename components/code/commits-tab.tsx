'use client';

import { parseAsString, useQueryState } from 'nuqs';
import { cn } from '@/components/ui/cn';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { DiffView } from '@/components/manifest/diff-view';
import { formatDateTime } from '@/lib/format/date';
import { shortSha } from '@/lib/format/sha';
import { useCommitsAt } from '@/lib/sdk/react/code';
import { useCommitDiff } from '@/lib/sdk/react/repo-files';

/** The commits of a branch, newest first; the picked one (in the URL) shows its diff against its parent. */
export function CommitsTab({ projectId, refName, nameOf }: { projectId: string; refName: string; nameOf(author: string | null | undefined): string }) {
  const commits = useCommitsAt(projectId, refName);
  const [picked, setPicked] = useQueryState('commit', parseAsString);
  const selected = picked ?? commits.data?.[0]?.sha ?? null;
  const diff = useCommitDiff(projectId, selected);

  if (commits.isError) return <ErrorState error={commits.error} onRetry={() => commits.refetch()} />;
  if (!commits.data) return <Skeleton className="h-40 w-full" />;
  if (commits.data.length === 0) return <EmptyState title={`No commits on ${refName}`}>This branch has no history yet.</EmptyState>;
  return (
    <div className="grid gap-3 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <nav aria-label={`Commits of ${refName}`}>
        <ol className="divide-y divide-border rounded-md border border-border text-sm">
          {commits.data.map((commit) => (
            <li key={commit.sha} data-commit={commit.sha}>
              <button
                type="button"
                aria-current={commit.sha === selected ? 'true' : undefined}
                onClick={() => void setPicked(commit.sha)}
                className={cn('w-full px-3 py-2 text-left hover:bg-bg-muted', commit.sha === selected && 'bg-bg-muted')}
              >
                <span className="block font-medium break-words">{commit.message}</span>
                <span className="block text-xs text-fg-muted">
                  {nameOf(commit.author)} · {formatDateTime(commit.created_at)} · <span className="font-mono">{shortSha(commit.sha)}</span> · {commit.files.length} file
                  {commit.files.length === 1 ? '' : 's'}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={selected ? `Changes of commit ${shortSha(selected)}` : 'Changes'} data-commit-diff={diff.data ? selected : undefined} className="min-w-0">
        {diff.isError ? (
          <ErrorState error={diff.error} onRetry={() => diff.refetch()} />
        ) : diff.data ? (
          <DiffView files={diff.data.files} idPrefix={`commit:${selected}`} />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </section>
    </div>
  );
}
