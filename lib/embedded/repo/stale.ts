// "The file changed since you opened it": what changed the proposed files after the base the editor read them at.
import 'server-only';
import type { FileChangedDetails, StaleFile } from '@/lib/contract/types-repo';
import { conflict } from '../errors';
import type { PlatformRuntime } from '../runtime';
import { defaultHead, log } from './repository';
import type { CommitRecord, FileChange, RepoRecord } from './types';

const orNull = (value: string | undefined) => (value === undefined ? null : value);

/**
 * The proposed files that changed since `base`: on the default branch (the newest commit that touched each is named),
 * or in an open change request of the project the caller did not know of (`known` ids). Empty when nothing did.
 */
export function staleFiles(rt: Pick<PlatformRuntime, 'store'>, repo: RepoRecord, base: CommitRecord | undefined, changes: readonly FileChange[], known: readonly string[]): StaleFile[] {
  const head = defaultHead(repo);
  const baseTree = base?.tree ?? new Map<string, string>();
  const since = head && base && head.sha !== base.sha ? log(repo, head).slice(0, Math.max(0, log(repo, head).findIndex((c) => c.sha === base.sha))) : [];
  const out: StaleFile[] = [];
  for (const change of changes) {
    const before = baseTree.get(change.path);
    if (head && head.tree.get(change.path) !== before) {
      const commit = since.find((c) => c.files.includes(change.path)) ?? head;
      out.push({
        path: change.path,
        base_content: orNull(before),
        current_content: orNull(head.tree.get(change.path)),
        current_ref: head.sha,
        by: { kind: 'commit', sha: commit.sha, message: commit.message, author: commit.author },
      });
      continue;
    }
    for (const cr of rt.store.changeRequests.values()) {
      if (cr.project_id !== repo.project_id || cr.state !== 'open' || known.includes(cr.id)) continue;
      const theirs = cr.changes.find((c) => c.path === change.path);
      if (!theirs || orNull(theirs.content ?? undefined) === orNull(before)) continue;
      out.push({
        path: change.path,
        base_content: orNull(before),
        current_content: theirs.content,
        current_ref: cr.head_sha,
        by: { kind: 'change_request', id: cr.id, number: cr.number, title: cr.title, author: cr.author },
      });
      break;
    }
  }
  return out;
}

/** 409 `file_changed` naming what changed, so the client can compare and rebase instead of proposing over it. */
export function refuseStale(rt: Pick<PlatformRuntime, 'store'>, repo: RepoRecord, base: CommitRecord | undefined, changes: readonly FileChange[], known: readonly string[]): void {
  const files = staleFiles(rt, repo, base, changes, known);
  if (files.length === 0) return;
  const first = files[0];
  const by = first.by.kind === 'commit' ? `commit ${first.by.sha.slice(0, 7)} ("${first.by.message}")` : `change request #${first.by.number} ("${first.by.title}")`;
  const details: FileChangedDetails = { base_sha: base?.sha ?? '', default_head: defaultHead(repo)?.sha ?? null, files };
  throw conflict('file_changed', `${first.path} changed since you opened it, in ${by}${files.length > 1 ? ` (and ${files.length - 1} more)` : ''}. Compare and rebase your edits first.`, { ...details });
}
