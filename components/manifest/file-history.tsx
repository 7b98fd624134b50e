'use client';

import { parseAsString, useQueryState } from 'nuqs';
import { cn } from '@/components/ui/cn';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format/date';
import { shortSha } from '@/lib/format/sha';
import { useCommitDiff, useFileHistory } from '@/lib/sdk/react/repo-files';
import { DiffView } from './diff-view';

interface FileHistoryProps {
  projectId: string;
  path: string;
  nameOf(author: string | null | undefined): string;
}

/** The default branch's commits that changed `path`, newest first; the picked one shows what it changed. */
export function FileHistory({ projectId, path, nameOf }: FileHistoryProps) {
  const history = useFileHistory(projectId, path);
  const [picked, setPicked] = useQueryState('commit', parseAsString);
  const selected = picked ?? history.data?.[0]?.sha ?? null;
  const diff = useCommitDiff(projectId, selected);

  if (history.isError) return <ErrorState error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) return <Skeleton className="h-40 w-full" />;
  if (history.data.length === 0) return <EmptyState title={`No commits changed ${path} yet`}>Its history starts with the first merged change request.</EmptyState>;
  const files = diff.data ? [...diff.data.files].sort((a, b) => Number(b.path === path) - Number(a.path === path)) : null;
  return (
    <div className="grid gap-3 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <nav aria-label={`History of ${path}`}>
        <ol className="divide-y divide-border rounded-md border border-border text-sm">
          {history.data.map((commit) => (
            <li key={commit.sha}>
              <button
                type="button"
                aria-current={commit.sha === selected ? 'true' : undefined}
                onClick={() => void setPicked(commit.sha)}
                className={cn('w-full px-3 py-2 text-left hover:bg-bg-muted', commit.sha === selected && 'bg-bg-muted')}
              >
                <span className="block font-medium">{commit.message}</span>
                <span className="block text-xs text-fg-muted">
                  {nameOf(commit.author)} · {formatDateTime(commit.created_at)} · <span className="font-mono">{shortSha(commit.sha)}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={selected ? `Changes of commit ${shortSha(selected)}` : 'Changes'} className="min-w-0">
        {diff.isError ? <ErrorState error={diff.error} onRetry={() => diff.refetch()} /> : files ? <DiffView files={files} idPrefix={`commit:${selected}`} /> : <Skeleton className="h-40 w-full" />}
      </section>
    </div>
  );
}
