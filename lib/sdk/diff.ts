import { diffLines, parsePatch, structuredPatch } from 'diff';
import { DIFF_INPUT_LIMIT_BYTES } from './limits';
import { readSimpleHunks, type PatchHunk } from './patch-hunks';
import { fitsInBytes } from './util';

export interface DiffLine {
  type: 'added' | 'removed' | 'unchanged';
  text: string;
  /** Line number in the old file (removed and unchanged lines), when the source carries positions. */
  oldLine?: number;
  /** Line number in the new file (added and unchanged lines), when the source carries positions. */
  newLine?: number;
}

export interface DiffResult {
  lines: DiffLine[];
  additions: number;
  deletions: number;
}

// Beyond this edit distance jsdiff gives up (deterministic, unlike a timeout).
const MAX_EDIT_LENGTH = 20_000;

function count(lines: DiffLine[]): DiffResult {
  let additions = 0;
  let deletions = 0;
  for (const line of lines) {
    if (line.type === 'added') additions++;
    else if (line.type === 'removed') deletions++;
  }
  return { lines, additions, deletions };
}

/** Every hunk of every file, as jsdiff's `parsePatch` reads them; undefined when it refuses the text. */
export function hunksFromJsdiff(text: string): PatchHunk[] | undefined {
  try {
    return parsePatch(text).flatMap((file) => file.hunks);
  } catch {
    return undefined;
  }
}

/**
 * Lines of a unified patch (one or many files), read with jsdiff's `parsePatch` (a single-file patch of the usual shape
 * by `readSimpleHunks`, which gives the same hunks faster). Headers (`Index:`, `===`, `---`,
 * `+++`, `@@`, `\ No newline…`, git `diff --git` lines) are never returned as lines; hunk positions are kept as
 * `oldLine`/`newLine`. Returns undefined when the text has no hunk, is malformed, or exceeds 256KB.
 */
export function parseUnifiedPatch(patch: unknown): DiffResult | undefined {
  if (typeof patch !== 'string' || patch === '') return undefined;
  if (!fitsInBytes(patch, DIFF_INPUT_LIMIT_BYTES)) return undefined;
  const text = patch.indexOf('\r') === -1 ? patch : patch.replace(/\r\n/g, '\n');
  const hunks = readSimpleHunks(text.split('\n')) ?? hunksFromJsdiff(text);
  if (hunks === undefined || hunks.length === 0) return undefined;
  const lines: DiffLine[] = [];
  for (const hunk of hunks) {
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    for (const raw of hunk.lines) {
      const mark = raw[0];
      const text = raw.slice(1);
      if (mark === '+') lines.push({ type: 'added', text, newLine: newLine++ });
      else if (mark === '-') lines.push({ type: 'removed', text, oldLine: oldLine++ });
      else if (mark === ' ' || raw === '') lines.push({ type: 'unchanged', text, oldLine: oldLine++, newLine: newLine++ });
      // `\ No newline at end of file` is a marker, not a line.
    }
  }
  return count(lines);
}

function withFinalNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

function splitChangeLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/**
 * Line diff of two texts with jsdiff. `withPositions` numbers the lines from 1 (use it for whole
 * files; a snippet's numbers would not be the file's). `context` keeps only that many unchanged
 * lines around changes (whole files); omit it to keep every line (snippets).
 * Undefined when the two inputs together exceed 256KB or the texts are too different to diff cheaply.
 */
export function diffTexts(
  before: unknown,
  after: unknown,
  options: { withPositions?: boolean; context?: number } = {},
): DiffResult | undefined {
  const oldText = typeof before === 'string' ? before : '';
  const newText = typeof after === 'string' ? after : '';
  if (!fitsInBytes(oldText + newText, DIFF_INPUT_LIMIT_BYTES)) return undefined;
  if (options.context !== undefined) {
    const patch = structuredPatch('a', 'b', oldText, newText, undefined, undefined, {
      context: options.context,
      maxEditLength: MAX_EDIT_LENGTH,
    });
    if (!patch) return undefined;
    const lines: DiffLine[] = [];
    for (const hunk of patch.hunks) {
      let oldLine = hunk.oldStart;
      let newLine = hunk.newStart;
      for (const line of hunk.lines) {
        const mark = line[0];
        const text = line.slice(1);
        if (mark === '+') lines.push({ type: 'added', text, newLine: newLine++ });
        else if (mark === '-') lines.push({ type: 'removed', text, oldLine: oldLine++ });
        else if (mark === ' ') lines.push({ type: 'unchanged', text, oldLine: oldLine++, newLine: newLine++ });
      }
    }
    return count(lines);
  }
  // A missing final newline would make the last lines differ as tokens ("c" vs "c\n").
  const changes = diffLines(withFinalNewline(oldText), withFinalNewline(newText), { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return undefined;
  const lines: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const change of changes) {
    for (const text of splitChangeLines(change.value)) {
      if (change.added) {
        lines.push(options.withPositions ? { type: 'added', text, newLine: newLine++ } : { type: 'added', text });
      } else if (change.removed) {
        lines.push(options.withPositions ? { type: 'removed', text, oldLine: oldLine++ } : { type: 'removed', text });
      } else {
        lines.push(
          options.withPositions
            ? { type: 'unchanged', text, oldLine: oldLine++, newLine: newLine++ }
            : { type: 'unchanged', text },
        );
      }
    }
  }
  return count(lines);
}
