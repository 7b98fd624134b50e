import 'server-only';
import type { ChangeRequest, MergePreview } from '@/lib/contract/types-repo';
import { conflict } from '../errors';
import { applyChanges, commitToBranch, defaultHead, writeCommit } from './repository';
import type { ChangeRequestRecord, CommitRecord, FileChange, RepoRecord } from './types';

export function toChangeRequest(cr: ChangeRequestRecord): ChangeRequest {
  return {
    id: cr.id,
    number: cr.number,
    title: cr.title,
    description: cr.description,
    state: cr.state,
    author: cr.author,
    base_sha: cr.base_sha,
    head_sha: cr.head_sha,
    branch: cr.branch,
    session_id: cr.session_id,
    created_at: cr.created_at,
    updated_at: cr.updated_at,
    merged_at: cr.merged_at,
    merged_by: cr.merged_by,
    merge_sha: cr.merge_sha,
    closed_at: cr.closed_at,
    files: cr.changes.map((c) => c.path),
    feedback: cr.feedback.map((f) => ({ ...f })),
  };
}

/**
 * Files of the change request that changed on the default branch since its base and now hold something other
 * than what the change request proposes. A file changed the same way on both sides is not a conflict.
 */
export function conflictsOf(repo: RepoRecord, cr: ChangeRequestRecord): string[] {
  const base = repo.commits.get(cr.base_sha)?.tree;
  const head = defaultHead(repo)?.tree;
  if (!base || !head) return [];
  return cr.changes
    .filter((c) => head.get(c.path) !== base.get(c.path) && head.get(c.path) !== (c.content ?? undefined))
    .map((c) => c.path);
}

export function mergePreview(repo: RepoRecord, cr: ChangeRequestRecord): MergePreview {
  if (cr.state !== 'open') {
    return { mergeable: false, conflicts: [], reason: cr.state === 'merged' ? 'already_merged' : 'closed', default_head: repo.branches.get(repo.default_branch) ?? null };
  }
  const conflicts = conflictsOf(repo, cr);
  return {
    mergeable: conflicts.length === 0,
    conflicts,
    reason: conflicts.length ? 'conflicts' : null,
    default_head: repo.branches.get(repo.default_branch) ?? null,
  };
}

/** Opens a change request: a commit on `cr/<number>` on top of `base` (default: the default branch's head). */
export function openChangeRequest(
  repo: RepoRecord,
  input: {
    id: string;
    title: string;
    description: string;
    changes: FileChange[];
    author_id: string;
    author: string;
    author_commit: string;
    session_id: string | null;
    now: string;
    base?: CommitRecord;
  },
): ChangeRequestRecord {
  const base = input.base ?? defaultHead(repo);
  const number = repo.next_cr_number;
  repo.next_cr_number += 1;
  const branch = `cr/${number}`;
  if (base) repo.branches.set(branch, base.sha);
  const head = commitToBranch(repo, branch, { changes: input.changes, author: input.author_commit, message: input.title, created_at: input.now });
  return {
    id: input.id,
    project_id: repo.project_id,
    number,
    title: input.title,
    description: input.description,
    state: 'open',
    author_id: input.author_id,
    author: input.author,
    author_commit: input.author_commit,
    base_sha: base?.sha ?? head.sha,
    head_sha: head.sha,
    branch,
    changes: input.changes,
    session_id: input.session_id,
    created_at: input.now,
    updated_at: input.now,
    merged_at: null,
    merged_by: null,
    merge_sha: null,
    closed_at: null,
    feedback: [],
  };
}

function refuseUnlessOpen(cr: ChangeRequestRecord, action: 'merge' | 'close'): void {
  if (cr.state === 'merged') {
    throw conflict('change_request_merged', `Change request #${cr.number} is already merged; it cannot be ${action === 'merge' ? 'merged again' : 'closed'}`, {
      state: cr.state,
    });
  }
  if (cr.state === 'closed') {
    throw conflict('change_request_closed', `Change request #${cr.number} is closed; reopen it before you ${action} it`, { state: cr.state });
  }
}

/** open → merged: applies the change request's files on top of the default branch's current head. */
export function mergeChangeRequest(repo: RepoRecord, cr: ChangeRequestRecord, by: string, now: string): void {
  refuseUnlessOpen(cr, 'merge');
  const conflicts = conflictsOf(repo, cr);
  if (conflicts.length > 0) {
    throw conflict('merge_conflict', `Change request #${cr.number} conflicts with the default branch in ${conflicts.join(', ')}`, { conflicts });
  }
  const head = defaultHead(repo);
  const merged = writeCommit(repo, {
    parent: head?.sha ?? null,
    tree: applyChanges(head?.tree ?? new Map(), cr.changes),
    author: cr.author_commit,
    message: `${cr.title} (#${cr.number})`,
    created_at: now,
  });
  repo.branches.set(repo.default_branch, merged.sha);
  Object.assign(cr, { state: 'merged', merged_at: now, merged_by: by, merge_sha: merged.sha, updated_at: now });
}

/** open → closed. */
export function closeChangeRequest(cr: ChangeRequestRecord, now: string): void {
  refuseUnlessOpen(cr, 'close');
  Object.assign(cr, { state: 'closed', closed_at: now, updated_at: now });
}

/** closed → open. */
export function reopenChangeRequest(cr: ChangeRequestRecord, now: string): void {
  if (cr.state === 'merged') throw conflict('change_request_merged', `Change request #${cr.number} is merged; it cannot be reopened`, { state: cr.state });
  if (cr.state === 'open') throw conflict('change_request_open', `Change request #${cr.number} is already open`, { state: cr.state });
  Object.assign(cr, { state: 'open', closed_at: null, updated_at: now });
}
