import type { FileDiff } from '@/lib/contract/types-repo';
import { cn } from '@/components/ui/cn';
import { parseUnifiedDiff, type DiffLineKind } from '@/lib/manifest-editor/diff-lines';

const LINE_CLASS: Record<DiffLineKind, string> = {
  file: 'text-fg-muted',
  meta: 'text-fg-muted',
  hunk: 'bg-bg-muted text-fg-muted',
  added: 'bg-success-bg text-success',
  removed: 'bg-danger-bg text-danger',
  context: '',
};

/** Unified diffs of the changed files, + lines green and − lines red. */
export function DiffView({ files }: { files: readonly FileDiff[] }) {
  if (files.length === 0) return <p className="text-sm text-fg-muted">No changes.</p>;
  return (
    <div className="space-y-3">
      {files.map((file) => (
        <figure key={file.path} className="overflow-hidden rounded-md border border-border">
          <figcaption className="flex items-center justify-between border-b border-border bg-bg-subtle px-3 py-1 text-xs">
            <span className="font-mono">{file.path}</span>
            <span>
              <span className="text-success">+{file.additions}</span> <span className="text-danger">−{file.deletions}</span> · {file.status}
            </span>
          </figcaption>
          {file.too_large ? (
            <p className="px-3 py-2 text-sm text-fg-muted">
              Diff too large to show ({file.too_large.before_lines.toLocaleString()} → {file.too_large.after_lines.toLocaleString()} lines
              {file.too_large.reason === 'size' ? ', over 256 KB' : file.too_large.reason === 'edits' ? ', over 5,000 changed lines' : ''}).
            </p>
          ) : (
            <pre aria-label={`Diff of ${file.path}`} className="max-h-96 overflow-auto text-xs leading-5">
              {parseUnifiedDiff(file.patch)
                .filter((line) => line.kind !== 'meta' && line.kind !== 'file')
                .map((line, i) => (
                  <div key={i} data-kind={line.kind} className={cn('px-3 whitespace-pre', LINE_CLASS[line.kind])}>
                    {line.text || ' '}
                  </div>
                ))}
            </pre>
          )}
        </figure>
      ))}
    </div>
  );
}
