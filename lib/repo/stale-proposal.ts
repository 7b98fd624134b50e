// A proposal refused with 409 `file_changed` (the file changed since the editor opened it): read the refusal, show
// what changed, and rebase the edits onto the current version. Pure; never throws.
import { createTwoFilesPatch } from 'diff';
import type { FileChangeSource, FileDiff } from '@/lib/contract/types-repo';
import { threeWayMerge } from '@/lib/repo/three-way';
import { patchStats } from './patch-stats';

export { readFileChanged } from './file-changed';

const MAX_DIFF_BYTES = 256 * 1024;

/** "changed in #3 (Title)" / "changed in commit abc1234 (message)". */
export function describeSource(by: FileChangeSource): string {
  return by.kind === 'commit' ? `commit ${by.sha.slice(0, 7)} (“${by.message}”)` : `change request #${by.number} (“${by.title}”)`;
}

/** A unified diff of `before` → `after` for the diff view; too large sides are said so instead. */
export function diffOf(path: string, before: string | null, after: string | null): FileDiff {
  const status: FileDiff['status'] = before === null ? 'added' : after === null ? 'deleted' : 'modified';
  const lines = (t: string | null) => (t ? t.split('\n').length : 0);
  if ((before?.length ?? 0) > MAX_DIFF_BYTES || (after?.length ?? 0) > MAX_DIFF_BYTES) {
    return { path, status, patch: '', additions: 0, deletions: 0, too_large: { reason: 'size', before_lines: lines(before), after_lines: lines(after) } };
  }
  const patch = createTwoFilesPatch(`a/${path}`, `b/${path}`, before ?? '', after ?? '', undefined, undefined, { context: 3, maxEditLength: 5_000 });
  if (patch === undefined) return { path, status, patch: '', additions: 0, deletions: 0, too_large: { reason: 'edits', before_lines: lines(before), after_lines: lines(after) } };
  return { path, status, patch, ...patchStats(patch) };
}

export type Rebased = { clean: true; text: string } | { clean: false; text: string; conflicts: number } | { clean: false; text: null; conflicts: 0 };

/**
 * Your edits (`mine`, made on `base`) replayed onto `current`: a three-way merge. Edits to other lines merge by
 * themselves; overlapping ones come back with git's conflict markers to resolve in the editor. A deleted current
 * file, or a merge too large to compute, answers `text: null`.
 */
export function rebaseEdits(base: string | null, mine: string, current: string | null): Rebased {
  if (current === null) return { clean: false, text: null, conflicts: 0 };
  const merged = threeWayMerge(base ?? '', mine, current, { ours: 'your edits', theirs: 'current version' });
  if (merged.clean) return { clean: true, text: merged.text };
  if ('too_large' in merged) return { clean: false, text: null, conflicts: 0 };
  return { clean: false, text: merged.text, conflicts: merged.regions.length };
}
