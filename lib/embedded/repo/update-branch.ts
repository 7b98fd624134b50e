import 'server-only';
import type { ChangeRequestConflictFile } from '@/lib/contract/types-repo';
import { conflictRegions } from '@/lib/repo/conflict-markers';
import { MERGE_BUDGET_MS, MERGE_MAX_BYTES, MERGE_MAX_EDIT_LENGTH, threeWayMerge, type MergeTooLargeReason } from '@/lib/repo/three-way';
import { badRequest, conflict, PlatformError } from '../errors';
import { blobSha } from './objects';
import { checkManifests } from './propose';
import { applyChanges, defaultHead, writeCommit } from './repository';
import type { ChangeRequestRecord, FileChange, RepoRecord } from './types';

export interface UpdateBranchInput {
  /** Resolved content per path, for files whose merge had conflicts (or any file of the change request). */
  resolutions?: { path: string; content: string | null }[];
  /** The default-branch head the resolutions were made against; refused with 409 when it moved since. */
  expected_default_head?: string;
}

const TOO_LARGE_WHY: Record<MergeTooLargeReason, string> = {
  size: `a side is over ${MERGE_MAX_BYTES / 1024} KB`,
  edits: `a side changed more than ${MERGE_MAX_EDIT_LENGTH.toLocaleString('en-US')} lines`,
  time: `merging took longer than ${MERGE_BUDGET_MS} ms`,
};

/** 422 `merge_too_large`: the file was not merged; its resolved content can still be sent as a resolution. */
function mergeTooLarge(cr: ChangeRequestRecord, path: string, reason: MergeTooLargeReason): PlatformError {
  return new PlatformError(
    422,
    'merge_too_large',
    `${path} is too large to merge automatically (${TOO_LARGE_WHY[reason]}); send its resolved content as a resolution, or close #${cr.number} and open it again from the current default branch`,
    { path, reason, limits: { max_bytes: MERGE_MAX_BYTES, max_edit_length: MERGE_MAX_EDIT_LENGTH, budget_ms: MERGE_BUDGET_MS } },
  );
}

function refuseUnlessOpen(cr: ChangeRequestRecord): void {
  if (cr.state === 'merged') throw conflict('change_request_merged', `Change request #${cr.number} is already merged`, { state: cr.state });
  if (cr.state === 'closed') throw conflict('change_request_closed', `Change request #${cr.number} is closed; reopen it before you update it`, { state: cr.state });
}

/**
 * Brings an open change request up to date with the default branch: each of its files is merged three ways (its
 * base, its content, the default branch's content). A clean merge moves the change request onto the current head
 * (a new commit on its branch; `base_sha` becomes the head). Conflicts are answered with 409 `update_conflict` and,
 * per file, the merged text with git's conflict markers and the regions' lines; sending the resolved text back as
 * `resolutions` completes the update. Already up to date: unchanged. The merges share one time budget; a file past a
 * merge bound is refused with 422 `merge_too_large` (nothing is written).
 */
export function updateBranch(repo: RepoRecord, cr: ChangeRequestRecord, input: UpdateBranchInput, by: string, now: string): boolean {
  refuseUnlessOpen(cr);
  const head = defaultHead(repo);
  if (!head) throw conflict('empty_repository', 'The default branch has no commits');
  if (input.expected_default_head && input.expected_default_head !== head.sha) {
    throw conflict('default_branch_moved', 'The default branch changed again since these resolutions were made; update once more', {
      default_head: head.sha,
    });
  }
  const resolutions = new Map<string, string | null>();
  for (const r of input.resolutions ?? []) {
    if (!cr.changes.some((c) => c.path === r.path)) {
      throw badRequest('invalid_path', `${r.path} is not a file of change request #${cr.number}`, { path: r.path });
    }
    if (r.content !== null && conflictRegions(r.content).length > 0) {
      throw badRequest('unresolved_conflict', `${r.path} still has conflict markers; resolve every region first`, { path: r.path });
    }
    resolutions.set(r.path, r.content);
  }
  if (cr.base_sha === head.sha && resolutions.size === 0) return false;

  const base = repo.commits.get(cr.base_sha)?.tree ?? new Map<string, string>();
  const labels = { ours: `${cr.branch} (change request #${cr.number})`, theirs: `${repo.default_branch} (default branch)` };
  const merged: FileChange[] = [];
  const conflicts: ChangeRequestConflictFile[] = [];
  const deadline = performance.now() + MERGE_BUDGET_MS;
  for (const change of cr.changes) {
    if (resolutions.has(change.path)) {
      merged.push({ path: change.path, content: resolutions.get(change.path) ?? null });
      continue;
    }
    const before = base.get(change.path);
    const theirs = head.tree.get(change.path);
    if (theirs === before || theirs === (change.content ?? undefined)) {
      merged.push(change);
      continue;
    }
    if (change.content === null || theirs === undefined) {
      // Deleted on one side, changed on the other: no line merge can say which one wins.
      const kept = change.content ?? theirs ?? '';
      conflicts.push({
        path: change.path,
        content: kept,
        default_blob: theirs === undefined ? null : blobSha(theirs),
        regions: [],
        reason: change.content === null ? 'deleted_here' : 'deleted_on_default',
      });
      continue;
    }
    const result = threeWayMerge(before ?? '', change.content, theirs, labels, deadline);
    if ('too_large' in result) throw mergeTooLarge(cr, change.path, result.too_large);
    if (result.clean) merged.push({ path: change.path, content: result.text });
    else conflicts.push({ path: change.path, content: result.text, default_blob: blobSha(theirs), regions: result.regions, reason: 'content' });
  }
  if (conflicts.length > 0) {
    throw conflict('update_conflict', `Change request #${cr.number} conflicts with the default branch in ${conflicts.map((c) => c.path).join(', ')}`, {
      default_head: head.sha,
      files: conflicts,
    });
  }
  const changes = merged.filter((c) => head.tree.get(c.path) !== (c.content ?? undefined));
  if (changes.length === 0) {
    throw badRequest('no_changes', `The default branch already holds every change of #${cr.number}; close it instead`, {});
  }
  checkManifests(changes);
  const commit = writeCommit(repo, {
    parent: head.sha,
    tree: applyChanges(head.tree, changes),
    author: by,
    message: `${cr.title} (updated from ${repo.default_branch})`,
    created_at: now,
  });
  repo.branches.set(cr.branch, commit.sha);
  Object.assign(cr, { base_sha: head.sha, head_sha: commit.sha, changes, updated_at: now });
  return true;
}
