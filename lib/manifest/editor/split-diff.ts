import type { DiffLine } from '@/lib/sdk';

export interface SplitSide {
  line: number | undefined;
  text: string;
  type: DiffLine['type'];
}

/** One row of a side-by-side diff: the old line on the left, the new one on the right (either may be empty). */
export interface SplitRow {
  left: SplitSide | null;
  right: SplitSide | null;
}

const side = (line: DiffLine, number: number | undefined): SplitSide => ({ line: number, text: line.text, type: line.type });

/**
 * Turns a unified diff's lines into side-by-side rows: unchanged lines on both sides, and each run of removed
 * lines paired with the run of added lines that follows it. Never throws; malformed entries are skipped.
 */
export function splitRows(lines: readonly DiffLine[] | null | undefined): SplitRow[] {
  if (!Array.isArray(lines)) return [];
  const rows: SplitRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i += 1) {
      rows.push({ left: removed[i] ? side(removed[i], removed[i].oldLine) : null, right: added[i] ? side(added[i], added[i].newLine) : null });
    }
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (!line || typeof line !== 'object' || typeof line.text !== 'string') continue;
    if (line.type === 'removed') {
      if (added.length) flush();
      removed.push(line);
    } else if (line.type === 'added') {
      added.push(line);
    } else if (line.type === 'unchanged') {
      flush();
      rows.push({ left: side(line, line.oldLine), right: side(line, line.newLine) });
    }
  }
  flush();
  return rows;
}
