export type DiffLineKind = 'file' | 'hunk' | 'added' | 'removed' | 'context' | 'meta';

export interface UnifiedDiffLine {
  kind: DiffLineKind;
  text: string;
  /** Line number in the old file (removed and context lines). */
  oldLine?: number;
  /** Line number in the new file (added and context lines). */
  newLine?: number;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** Classifies the lines of a unified patch for colouring, with old/new line numbers. Never throws. */
export function parseUnifiedDiff(patch: unknown): UnifiedDiffLine[] {
  if (typeof patch !== 'string' || patch === '') return [];
  const out: UnifiedDiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  const lines = patch.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const text of lines) {
    const hunk = HUNK.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      inHunk = true;
      out.push({ kind: 'hunk', text });
    } else if (!inHunk || text.startsWith('Index:') || text.startsWith('====')) {
      out.push({ kind: text.startsWith('---') || text.startsWith('+++') ? 'file' : 'meta', text });
    } else if (text.startsWith('+')) {
      out.push({ kind: 'added', text, newLine: newLine++ });
    } else if (text.startsWith('-')) {
      out.push({ kind: 'removed', text, oldLine: oldLine++ });
    } else if (text.startsWith('\\')) {
      out.push({ kind: 'meta', text });
    } else {
      out.push({ kind: 'context', text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return out;
}
