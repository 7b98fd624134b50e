// A fast reader for the one shape of unified patch tools emit for a single file (jsdiff's own
// `createTwoFilesPatch`: optional `Index:` and `====` lines, `---`/`+++`, then hunks). jsdiff's
// `parsePatch` stays the reference: anything outside that shape, and every case where jsdiff would
// throw or read more (git headers, several files, text between hunks, counts that do not match),
// answers `undefined` so the caller hands the text to jsdiff. tests/sdk/patch-hunks.test.ts checks
// that both give the same hunks on generated and mangled patches.

export interface PatchHunk {
  oldStart: number;
  newStart: number;
  lines: string[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
const SPACE = /\s/;

function isSeparator(line: string | undefined): boolean {
  if (line === undefined || line === '') return false;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) !== 61 /* = */) return false;
  return true;
}

/** `--- x` / `+++ x` as jsdiff recognises them (the marker, then whitespace). */
function isFileHeader(line: string | undefined, marker: string): boolean {
  return line !== undefined && line.startsWith(marker) && line.length > 3 && SPACE.test(line[3]);
}

/** Hunks of a single-file patch already split on `\n`; undefined when jsdiff must decide. */
export function readSimpleHunks(lines: readonly string[]): PatchHunk[] | undefined {
  let i = 0;
  if (lines[i]?.startsWith('Index:') && lines[i].length > 6 && SPACE.test(lines[i][6])) i++;
  if (isSeparator(lines[i])) i++;
  if (isFileHeader(lines[i], '---')) {
    if (!isFileHeader(lines[i + 1], '+++')) return undefined;
    i += 2;
  } else if (i > 0) return undefined;

  const hunks: PatchHunk[] = [];
  while (i < lines.length) {
    const header = lines[i];
    if (header === '' && i === lines.length - 1) break; // the patch's final newline
    const match = HUNK_HEADER.exec(header);
    if (!match) return undefined;
    let oldLines = match[2] === undefined ? 1 : Number(match[2]);
    let newLines = match[4] === undefined ? 1 : Number(match[4]);
    const hunk: PatchHunk = {
      oldStart: Number(match[1]) + (oldLines === 0 ? 1 : 0),
      newStart: Number(match[3]) + (newLines === 0 ? 1 : 0),
      lines: [],
    };
    i++;
    let added = 0;
    let removed = 0;
    while (i < lines.length && (removed < oldLines || added < newLines || lines[i].startsWith('\\'))) {
      const line = lines[i];
      const mark = line === '' ? (i === lines.length - 1 ? undefined : ' ') : line[0];
      if (mark === '+') added++;
      else if (mark === '-') removed++;
      else if (mark === ' ') {
        added++;
        removed++;
      } else if (mark !== '\\') return undefined;
      hunk.lines.push(line);
      i++;
    }
    if (added === 0 && newLines === 1) newLines = 0;
    if (removed === 0 && oldLines === 1) oldLines = 0;
    if (added !== newLines || removed !== oldLines) return undefined;
    hunks.push(hunk);
  }
  return hunks;
}
