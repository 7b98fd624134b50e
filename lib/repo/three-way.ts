import { diffArrays } from 'diff';
import { MARKER_OURS, MARKER_SEPARATOR, MARKER_THEIRS, type ConflictRegion } from './conflict-markers';

/** Why a merge was not attempted or given up: a side over the size limit, too many edits, or out of time. */
export type MergeTooLargeReason = 'size' | 'edits' | 'time';

export type ThreeWayResult =
  | { clean: true; text: string }
  /** `text` holds every region in git's conflict-marker form; `regions` are their 1-based lines in `text`. */
  | { clean: false; text: string; regions: ConflictRegion[] }
  /** Not merged: the inputs are past a bound; nothing is written. */
  | { clean: false; too_large: MergeTooLargeReason };

export interface ThreeWayLabels {
  ours: string;
  theirs: string;
}

/** A side larger than this (in UTF-16 units, as the diffs count) is not merged: the diffs' input limit. */
export const MERGE_MAX_BYTES = 256 * 1024;
/** Edit distance (in lines) of either side from the base past which the merge gives up (jsdiff `maxEditLength`; its
 * work grows with the square of it: 1,000 is about 0.2 s unbudgeted on the dev machine, the budget below stops sooner). */
export const MERGE_MAX_EDIT_LENGTH = 1_000;
/** Time one request may spend merging, over all its files: the embedded platform shares the console's event loop. */
export const MERGE_BUDGET_MS = 50;

/** One change of a side against the base: `oLength` base lines from `oStart` became `abLength` lines from `abStart`. */
interface Hunk {
  side: 'ours' | 'theirs';
  oStart: number;
  oLength: number;
  abStart: number;
  abLength: number;
}

/**
 * The hunks that turn `base` into `side`, by jsdiff's Myers diff (O(N·D), bounded by `maxEditLength` and a timeout).
 * node-diff3's own LCS is cubic on repeated lines (1,500 lines took seconds), which is why it is not used here.
 */
function hunksOf(base: string[], side: string[], name: Hunk['side'], deadline: number): Hunk[] | MergeTooLargeReason {
  const timeout = Math.floor(deadline - performance.now());
  if (timeout < 1) return 'time';
  const changes = diffArrays(base, side, { maxEditLength: MERGE_MAX_EDIT_LENGTH, timeout });
  if (changes === undefined) return performance.now() >= deadline ? 'time' : 'edits';
  const hunks: Hunk[] = [];
  let o = 0;
  let ab = 0;
  let open: Hunk | null = null;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (!change.added && !change.removed) {
      if (open) hunks.push(open);
      open = null;
      o += count;
      ab += count;
      continue;
    }
    open ??= { side: name, oStart: o, oLength: 0, abStart: ab, abLength: 0 };
    if (change.removed) {
      open.oLength += count;
      o += count;
    } else {
      open.abLength += count;
      ab += count;
    }
  }
  if (open) hunks.push(open);
  return hunks;
}

type Region = { stable: true; lines: string[] } | { stable: false; ours: string[]; theirs: string[] };

/** diff3's regions (the grouping node-diff3's `diff3MergeRegions` does): overlapping or touching hunks of both sides conflict. */
function mergeRegions(ours: string[], base: string[], theirs: string[], all: Hunk[]): Region[] {
  const hunks = all.sort((x, y) => x.oStart - y.oStart);
  const regions: Region[] = [];
  let offset = 0;
  let i = 0;
  while (i < hunks.length) {
    const first = hunks[i];
    const regionStart = first.oStart;
    let regionEnd = first.oStart + first.oLength;
    let j = i + 1;
    while (j < hunks.length && hunks[j].oStart <= regionEnd) {
      regionEnd = Math.max(regionEnd, hunks[j].oStart + hunks[j].oLength);
      j += 1;
    }
    if (regionStart > offset) regions.push({ stable: true, lines: base.slice(offset, regionStart) });
    if (j - i === 1) {
      const buffer = first.side === 'ours' ? ours : theirs;
      if (first.abLength > 0) regions.push({ stable: true, lines: buffer.slice(first.abStart, first.abStart + first.abLength) });
    } else {
      const bounds = { ours: [ours.length, -1, base.length, -1], theirs: [theirs.length, -1, base.length, -1] };
      for (let k = i; k < j; k += 1) {
        const h = hunks[k];
        const b = bounds[h.side];
        b[0] = Math.min(h.abStart, b[0]);
        b[1] = Math.max(h.abStart + h.abLength, b[1]);
        b[2] = Math.min(h.oStart, b[2]);
        b[3] = Math.max(h.oStart + h.oLength, b[3]);
      }
      const slice = (buffer: string[], b: number[]) => buffer.slice(b[0] + (regionStart - b[2]), b[1] + (regionEnd - b[3]));
      regions.push({ stable: false, ours: slice(ours, bounds.ours), theirs: slice(theirs, bounds.theirs) });
    }
    offset = regionEnd;
    i = j;
  }
  if (offset < base.length) regions.push({ stable: true, lines: base.slice(offset) });
  return regions;
}

const sameLines = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

function append(out: string[], lines: string[]): void {
  // A loop, not push(...lines): a spread of hundreds of thousands of lines overflows the call stack.
  for (const line of lines) out.push(line);
}

/**
 * Line-based three-way merge of one file (diff3): `ours` and `theirs` both derive from `base`. Changes made on one
 * side only are taken; the same change on both sides is taken once; different changes to the same lines are a
 * conflict, written with git's markers (`ours` first). Bounded: a side over `MERGE_MAX_BYTES`, an edit distance over
 * `MERGE_MAX_EDIT_LENGTH` or a `deadline` (a `performance.now()` time) passed answers `too_large` instead. Never
 * throws on strings.
 */
export function threeWayMerge(
  base: string,
  ours: string,
  theirs: string,
  labels: ThreeWayLabels,
  deadline = performance.now() + MERGE_BUDGET_MS,
): ThreeWayResult {
  if (ours === theirs || theirs === base) return { clean: true, text: ours };
  if (ours === base) return { clean: true, text: theirs };
  if (Math.max(base.length, ours.length, theirs.length) > MERGE_MAX_BYTES) return { clean: false, too_large: 'size' };
  const [o, a, b] = [base.split('\n'), ours.split('\n'), theirs.split('\n')];
  const fromOurs = hunksOf(o, a, 'ours', deadline);
  if (typeof fromOurs === 'string') return { clean: false, too_large: fromOurs };
  const fromTheirs = hunksOf(o, b, 'theirs', deadline);
  if (typeof fromTheirs === 'string') return { clean: false, too_large: fromTheirs };

  const out: string[] = [];
  const regions: ConflictRegion[] = [];
  for (const region of mergeRegions(a, o, b, [...fromOurs, ...fromTheirs])) {
    if (region.stable) append(out, region.lines);
    else if (sameLines(region.ours, region.theirs)) append(out, region.ours);
    else {
      const start = out.length + 1;
      out.push(`${MARKER_OURS} ${labels.ours}`);
      append(out, region.ours);
      const separator = out.length + 1;
      out.push(MARKER_SEPARATOR);
      append(out, region.theirs);
      out.push(`${MARKER_THEIRS} ${labels.theirs}`);
      regions.push({ start, separator, end: out.length });
    }
  }
  const text = out.join('\n');
  return regions.length ? { clean: false, text, regions } : { clean: true, text };
}
