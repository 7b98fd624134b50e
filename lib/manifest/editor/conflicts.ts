import { conflictRegions } from '@/lib/repo/conflict-markers';
import type { EditorMarker } from './markers';

export const CONFLICT_CODE = 'unresolved_conflict';

/**
 * The editor's markers while resolving an update from the default branch: one error per conflict region left in
 * `text` (from its `<<<<<<<` to its `>>>>>>>` line), before the manifest's own problems at the same place.
 */
export function conflictMarkers(text: string, markers: readonly EditorMarker[]): EditorMarker[] {
  const conflicts: EditorMarker[] = conflictRegions(text).map((r) => ({
    line: r.start,
    column: 1,
    endLine: r.end,
    endColumn: 8,
    severity: 'error',
    code: CONFLICT_CODE,
    message: `Unresolved conflict (lines ${r.start}–${r.end}): keep this change request's lines, the default branch's, or a mix, then delete the three marker lines`,
  }));
  return [...conflicts, ...markers].sort((a, b) => a.line - b.line || a.column - b.column || (a.code === CONFLICT_CODE ? -1 : b.code === CONFLICT_CODE ? 1 : 0));
}
