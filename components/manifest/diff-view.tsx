import type { FileDiff } from '@/lib/contract/types-repo';
import { parseUnifiedPatch } from '@/lib/sdk';
import { DiffCounts, DiffView as LinesDiffView } from '@/components/code-view/diff-view';
import { SplitDiff } from './split-diff';
import { formatCount } from '@/lib/format/gateway';

export type DiffMode = 'unified' | 'split';

/**
 * The changed files of a change request or commit: unified (the timeline's diff view) or side by side. Plain text,
 * not syntax-highlighted: the timeline's GitHub-light token colours fall below 4.5:1 on the red and green diff rows.
 */
export function DiffView({ files, mode = 'unified', idPrefix = 'cr' }: { files: readonly FileDiff[]; mode?: DiffMode; idPrefix?: string }) {
  if (files.length === 0) return <p className="text-sm text-fg-muted">No changes.</p>;
  return (
    <div className="space-y-3">
      {files.map((file) => {
        const lines = parseUnifiedPatch(file.patch)?.lines ?? [];
        return (
          <figure key={file.path} className="overflow-hidden rounded-md border border-border">
            <figcaption className="flex items-center justify-between border-b border-border bg-bg-subtle px-3 py-1 text-xs">
              <span className="font-mono">{file.path}</span>
              <span>
                <DiffCounts additions={file.additions} deletions={file.deletions} /> · {file.status}
              </span>
            </figcaption>
            {file.too_large ? (
              <p className="px-3 py-2 text-sm text-fg-muted">
                Diff too large to show ({formatCount(file.too_large.before_lines)} → {formatCount(file.too_large.after_lines)} lines
                {file.too_large.reason === 'size' ? ', over 256 KB' : file.too_large.reason === 'edits' ? ', over 5,000 changed lines' : ''}).
              </p>
            ) : (
              // The wrapper scrolls sideways (and can be focused to, for keyboard scrolling); the diff takes its full width.
              <div tabIndex={0} role="region" aria-label={`Changes to ${file.path}`} className="overflow-x-auto p-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <div className="min-w-max">
                  {mode === 'split' ? <SplitDiff lines={lines} path={file.path} /> : <LinesDiffView id={`${idPrefix}:${file.path}`} lines={lines} path={file.path} rich={false} />}
                </div>
              </div>
            )}
          </figure>
        );
      })}
    </div>
  );
}
