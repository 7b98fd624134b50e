/** Git-style conflict markers, as the platform writes them into a file that did not merge cleanly. */
export const MARKER_OURS = '<<<<<<<';
export const MARKER_SEPARATOR = '=======';
export const MARKER_THEIRS = '>>>>>>>';

/** One unresolved region: 1-based lines of its `<<<<<<<`, `=======` and `>>>>>>>` lines. */
export interface ConflictRegion {
  start: number;
  separator: number;
  end: number;
}

const isMarker = (line: string, marker: string) => line === marker || line.startsWith(`${marker} `);

/**
 * The conflict regions left in `text`: a `<<<<<<<` line, then `=======`, then `>>>>>>>`, in that order.
 * Stray or incomplete markers are ignored; never throws.
 */
export function conflictRegions(text: unknown): ConflictRegion[] {
  if (typeof text !== 'string' || !text.includes(MARKER_OURS)) return [];
  const lines = text.split('\n');
  const regions: ConflictRegion[] = [];
  let start = 0;
  let separator = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].replace(/\r$/, '');
    if (isMarker(line, MARKER_OURS)) {
      start = i + 1;
      separator = 0;
    } else if (start && !separator && line === MARKER_SEPARATOR) {
      separator = i + 1;
    } else if (start && separator && isMarker(line, MARKER_THEIRS)) {
      regions.push({ start, separator, end: i + 1 });
      start = 0;
      separator = 0;
    }
  }
  return regions;
}
