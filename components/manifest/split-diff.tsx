import { useMemo } from 'react';
import { cn } from '@/components/ui/cn';
import type { DiffLine } from '@/lib/sdk';
import { splitRows, type SplitSide } from '@/lib/manifest/editor/split-diff';

const TONE: Record<DiffLine['type'], string> = { added: 'bg-success-bg', removed: 'bg-danger-bg', unchanged: '' };

function Side({ side, label }: { side: SplitSide | null; label: 'old' | 'new' }) {
  return (
    <>
      <span role="cell" aria-label={`${label} line`} className={cn('select-none pr-2 text-right text-fg-muted', side ? TONE[side.type] : 'bg-bg-subtle')}>
        {side?.line ?? ''}
      </span>
      <span role="cell" data-diff={side?.type ?? 'empty'} className={cn('min-w-0 whitespace-pre-wrap break-all pr-2', side ? TONE[side.type] : 'bg-bg-subtle')}>
        {side?.text ?? ''}
      </span>
    </>
  );
}

/** Side-by-side diff: the old file on the left, the new one on the right; changed runs are paired row by row. */
export function SplitDiff({ lines, path }: { lines: DiffLine[]; path: string }) {
  const rows = useMemo(() => splitRows(lines), [lines]);
  return (
    <div role="table" aria-label={`Side-by-side diff of ${path}`} className="rounded-md border border-border font-mono text-xs leading-5">
      {rows.map((row, i) => (
        <div key={i} role="row" className="grid min-w-[36rem] grid-cols-[2.5rem_minmax(0,1fr)_2.5rem_minmax(0,1fr)]">
          <Side side={row.left} label="old" />
          <Side side={row.right} label="new" />
        </div>
      ))}
    </div>
  );
}
