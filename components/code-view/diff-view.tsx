'use client';

import { memo, useMemo } from 'react';
import type { DiffLine } from '@/lib/sdk';
import { cn } from '@/components/ui/cn';
import { languageForPath } from '@/lib/timeline/languages';
import { useBlockOpen } from './expansion-store';
import { TOKEN_THEME_CLASS, TokenLine } from './highlight/token-line';
import { useTokens } from './highlight/use-tokens';
import type { Token } from './highlight/shiki';

export const DIFF_COLLAPSED_LINES = 40;
const DIFF_EXPANDED_MAX = 3000;

const ROW: Record<DiffLine['type'], string> = {
  added: 'bg-success-bg',
  removed: 'bg-danger-bg',
  unchanged: '',
};
const SIGN: Record<DiffLine['type'], string> = { added: '+', removed: '-', unchanged: ' ' };

/**
 * Each side of the diff is highlighted as the file it came from (old side: removed + unchanged
 * lines, new side: added + unchanged), so the grammar sees real code, then tokens go back to rows.
 */
function useDiffTokens(lines: DiffLine[], path: string, rich: boolean): Array<Token[] | undefined> {
  const lang = languageForPath(path);
  const { oldText, newText, oldIndex, newIndex } = useMemo(() => {
    const oldRows: string[] = [];
    const newRows: string[] = [];
    const oldIdx: number[] = [];
    const newIdx: number[] = [];
    lines.forEach((line, i) => {
      if (line.type !== 'added') {
        oldIdx[i] = oldRows.length;
        oldRows.push(line.text);
      }
      if (line.type !== 'removed') {
        newIdx[i] = newRows.length;
        newRows.push(line.text);
      }
    });
    return { oldText: oldRows.join('\n'), newText: newRows.join('\n'), oldIndex: oldIdx, newIndex: newIdx };
  }, [lines]);
  const hasOld = lines.some((l) => l.type === 'removed');
  const oldTokens = useTokens(oldText, lang, rich && hasOld);
  const newTokens = useTokens(newText, lang, rich);
  return lines.map((line, i) => (line.type === 'removed' ? oldTokens?.[oldIndex[i]] : newTokens?.[newIndex[i]]));
}

export interface DiffViewProps {
  id: string;
  lines: DiffLine[];
  path: string;
  rich: boolean;
}

/** A unified diff: old and new line numbers, +/- marks, highlighting by file extension; long diffs collapse. */
export const DiffView = memo(function DiffView({ id, lines, path, rich }: DiffViewProps) {
  const [expanded, toggle] = useBlockOpen(`${id}:diff`);
  const long = lines.length > DIFF_COLLAPSED_LINES;
  const shown = long ? lines.slice(0, expanded ? DIFF_EXPANDED_MAX : DIFF_COLLAPSED_LINES) : lines;
  const tokens = useDiffTokens(shown, path, rich);
  return (
    <div>
      <div
        role="table"
        aria-label={`Diff of ${path || 'file'}`}
        // It scrolls sideways, so the keyboard must be able to reach it.
        tabIndex={0}
        className={cn('overflow-x-auto rounded-md border border-border font-mono text-xs leading-5', TOKEN_THEME_CLASS)}
      >
        {shown.map((line, i) => {
          const previous = shown[i - 1];
          const gap = previous && line.oldLine !== undefined && previous.oldLine !== undefined && line.oldLine > previous.oldLine + 1;
          return (
            <div key={i} role="row" data-diff={line.type} className={cn('grid grid-cols-[3rem_3rem_1.25rem_1fr]', ROW[line.type], gap && 'border-t border-dashed border-border')}>
              <span role="cell" className="select-none pr-2 text-right text-fg-muted" aria-label="old line">
                {line.oldLine ?? ''}
              </span>
              <span role="cell" className="select-none pr-2 text-right text-fg-muted" aria-label="new line">
                {line.newLine ?? ''}
              </span>
              <span role="cell" aria-hidden className={cn('select-none', line.type === 'added' ? 'text-success' : line.type === 'removed' ? 'text-danger' : '')}>
                {SIGN[line.type]}
              </span>
              <span role="cell" className="whitespace-pre pr-2">
                <TokenLine tokens={tokens[i]} fallback={line.text} />
              </span>
            </div>
          );
        })}
      </div>
      {long && (
        <button type="button" className="mt-1 text-xs font-medium text-accent hover:underline" aria-expanded={expanded} onClick={toggle}>
          {expanded ? 'Collapse diff' : `Show all ${lines.length} diff lines`}
        </button>
      )}
    </div>
  );
});

/** "+3 −1" in the diff's colours. */
export function DiffCounts({ additions, deletions }: { additions: number; deletions: number }) {
  return (
    <span className="font-mono text-xs" aria-label={`${additions} added, ${deletions} removed`}>
      <span className="text-success">+{additions}</span> <span className="text-danger">−{deletions}</span>
    </span>
  );
}
