// A proposal refused with 409 `file_changed` (the file changed since the editor opened it): read the refusal, show
// what changed, and rebase the edits onto the current version. Pure; never throws.
import { createTwoFilesPatch } from 'diff';
import type { FileChangedDetails, FileChangeSource, FileDiff, StaleFile } from '@/lib/contract/types-repo';
import { threeWayMerge } from '@/lib/repo/three-way';

const MAX_DIFF_BYTES = 256 * 1024;

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

function sourceOf(value: unknown): FileChangeSource | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'commit' && isString(v.sha) && isString(v.message) && isString(v.author)) return { kind: 'commit', sha: v.sha, message: v.message, author: v.author };
  if (v.kind === 'change_request' && isString(v.id) && typeof v.number === 'number' && isString(v.title) && isString(v.author)) {
    return { kind: 'change_request', id: v.id, number: v.number, title: v.title, author: v.author };
  }
  return null;
}

/** The details of a `file_changed` refusal body, or null for anything else (another code, a malformed body). */
export function readFileChanged(code: unknown, body: unknown): FileChangedDetails | null {
  if (code !== 'file_changed' || typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (!isString(b.base_sha) || !isStringOrNull(b.default_head) || !Array.isArray(b.files)) return null;
  const files: StaleFile[] = [];
  for (const raw of b.files as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const f = raw as Record<string, unknown>;
    const by = sourceOf(f.by);
    if (!isString(f.path) || !isStringOrNull(f.base_content) || !isStringOrNull(f.current_content) || !isString(f.current_ref) || !by) return null;
    files.push({ path: f.path, base_content: f.base_content, current_content: f.current_content, current_ref: f.current_ref, by });
  }
  return files.length ? { base_sha: b.base_sha, default_head: b.default_head, files } : null;
}

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
  let additions = 0;
  let deletions = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    if (line.startsWith('+')) additions += 1;
    else if (line.startsWith('-')) deletions += 1;
  }
  return { path, status, patch, additions, deletions };
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
