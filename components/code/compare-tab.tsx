'use client';

import { ArrowLeftRight } from 'lucide-react';
import { parseAsString, useQueryState } from 'nuqs';
import { useId } from 'react';
import type { Branch, Commit } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { DiffView } from '@/components/manifest/diff-view';
import { shortSha } from '@/lib/format/sha';
import { useCommitsAt, useVersionDiff } from '@/lib/sdk/react/code';

const selectClass = 'h-9 w-full min-w-0 rounded-md border border-border bg-bg px-2 text-sm';

function VersionSelect({ label, value, branches, commits, onChange }: { label: string; value: string; branches: readonly Branch[]; commits: readonly Commit[]; onChange(v: string): void }) {
  const id = useId();
  const known = branches.some((b) => b.name === value) || commits.some((c) => c.sha === value);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {!known && <option value={value}>{value}</option>}
        <optgroup label="Branches">
          {branches.map((b) => (
            <option key={b.name} value={b.name}>
              {b.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Commits of the default branch">
          {commits.map((c) => (
            <option key={c.sha} value={c.sha}>
              {shortSha(c.sha)} {c.message.slice(0, 60)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/** Two versions (branches or commits, in the URL) and every file that differs between them. */
export function CompareTab({ projectId, branches, defaultBranch }: { projectId: string; branches: readonly Branch[]; defaultBranch: string }) {
  const history = useCommitsAt(projectId, defaultBranch);
  const [fromParam, setFrom] = useQueryState('from', parseAsString);
  const [toParam, setTo] = useQueryState('to', parseAsString);
  const otherBranch = branches.find((b) => !b.default)?.name;
  const from = fromParam ?? (otherBranch ? defaultBranch : (history.data?.[1]?.sha ?? defaultBranch));
  const to = toParam ?? otherBranch ?? defaultBranch;
  const diff = useVersionDiff(projectId, from, to);

  if (history.isError) return <ErrorState error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) return <Skeleton className="h-20 w-full" />;
  const additions = diff.data?.files.reduce((sum, f) => sum + f.additions, 0) ?? 0;
  const deletions = diff.data?.files.reduce((sum, f) => sum + f.deletions, 0) ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <VersionSelect label="From" value={from} branches={branches} commits={history.data} onChange={(v) => void setFrom(v)} />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Swap the two versions"
          onClick={() => {
            void setFrom(to);
            void setTo(from);
          }}
        >
          <ArrowLeftRight aria-hidden className="size-4" />
        </Button>
        <VersionSelect label="To" value={to} branches={branches} commits={history.data} onChange={(v) => void setTo(v)} />
      </div>
      {from === to ? (
        <EmptyState title="Pick two different versions">Choose a branch or a commit on each side to see what changed between them.</EmptyState>
      ) : diff.isError ? (
        <ErrorState error={diff.error} onRetry={() => diff.refetch()} />
      ) : diff.data ? (
        <section aria-label={`Changes from ${from} to ${to}`} data-compare={`${diff.data.from}..${diff.data.to}`} className="flex flex-col gap-2">
          <p className="text-sm text-fg-muted">
            {diff.data.files.length} file{diff.data.files.length === 1 ? '' : 's'} changed, +{additions} −{deletions} ({shortSha(diff.data.from)} → {shortSha(diff.data.to)})
          </p>
          <DiffView files={diff.data.files} idPrefix={`compare:${diff.data.from}:${diff.data.to}`} />
        </section>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}
