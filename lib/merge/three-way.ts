import { diff3Merge } from 'node-diff3';
import { MARKER_OURS, MARKER_SEPARATOR, MARKER_THEIRS, type ConflictRegion } from './conflict-markers';

export type ThreeWayResult =
  | { clean: true; text: string }
  /** `text` holds every region in git's conflict-marker form; `regions` are their 1-based lines in `text`. */
  | { clean: false; text: string; regions: ConflictRegion[] };

export interface ThreeWayLabels {
  ours: string;
  theirs: string;
}

const lines = (text: string) => text.split('\n');

/**
 * Line-based three-way merge of one file (node-diff3): `ours` and `theirs` both derive from `base`. Changes made
 * on one side only are taken; the same change on both sides is taken once; different changes to the same lines
 * are a conflict, written with git's markers (`ours` first). Never throws on strings.
 */
export function threeWayMerge(base: string, ours: string, theirs: string, labels: ThreeWayLabels): ThreeWayResult {
  if (ours === theirs || theirs === base) return { clean: true, text: ours };
  if (ours === base) return { clean: true, text: theirs };
  const out: string[] = [];
  const regions: ConflictRegion[] = [];
  for (const region of diff3Merge(lines(ours), lines(base), lines(theirs), { excludeFalseConflicts: true })) {
    if (region.ok) {
      out.push(...region.ok);
    } else if (region.conflict) {
      const start = out.length + 1;
      out.push(`${MARKER_OURS} ${labels.ours}`, ...region.conflict.a);
      const separator = out.length + 1;
      out.push(MARKER_SEPARATOR, ...region.conflict.b, `${MARKER_THEIRS} ${labels.theirs}`);
      regions.push({ start, separator, end: out.length });
    }
  }
  const text = out.join('\n');
  return regions.length ? { clean: false, text, regions } : { clean: true, text };
}
