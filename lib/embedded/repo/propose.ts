import 'server-only';
import { parseManifest } from '@/lib/manifest';
import { capDiagnostics } from '@/lib/contract/limits';
import { badRequest, conflict } from '../errors';
import { isoAt, type Caller, type PlatformRuntime } from '../runtime';
import { nextId, type ProjectRecord } from '../store';
import { openChangeRequest } from './change-requests';
import { authorOf, repoOf, requirePath } from './context';
import { defaultHead, log, resolveRef } from './repository';
import { refuseStale } from './stale';
import type { ChangeRequestRecord, CommitRecord, FileChange, RepoRecord } from './types';

const MANIFEST_FORMATS: Record<string, 'yaml' | 'toml'> = { 'platform.yaml': 'yaml', 'platform.toml': 'toml' };

export interface Proposal {
  title: string;
  description?: string;
  files: { path: string; content: string | null }[];
  session_id?: string;
  base_sha?: string;
  /** Refuse with 409 file_changed when a proposed file changed since the base (repo/stale.ts). */
  stale_check?: { known_change_requests?: string[] };
}

/** The base must be a commit of the default branch's history (where the editor read the file). */
function baseOf(repo: RepoRecord, sha: string | undefined): CommitRecord | undefined {
  if (sha === undefined) return defaultHead(repo);
  const commit = resolveRef(repo, sha);
  const onDefault = commit && log(repo, defaultHead(repo)).some((c) => c.sha === commit.sha);
  if (!onDefault) throw badRequest('unknown_base', `base_sha ${sha} is not a commit of the default branch`, { base_sha: sha });
  return commit;
}

function checkedChanges(files: Proposal['files'], base: CommitRecord | undefined): FileChange[] {
  const seen = new Set<string>();
  const changes: FileChange[] = [];
  for (const file of files) {
    const path = requirePath(file.path);
    if (seen.has(path)) throw badRequest('duplicate_path', `${path} appears twice in the change`, { path });
    seen.add(path);
    const before = base?.tree.get(path);
    if (file.content === null && before === undefined) throw badRequest('file_not_found', `Cannot delete ${path}: it does not exist`, { path });
    if (file.content === before) continue;
    changes.push({ path, content: file.content });
  }
  if (changes.length === 0) throw badRequest('no_changes', 'The change request would not change any file', {});
  return changes;
}

/** A manifest the change request writes must parse without errors: the default branch never gets a broken one. */
export function checkManifests(changes: FileChange[]): void {
  for (const change of changes) {
    const format = MANIFEST_FORMATS[change.path];
    if (!format || change.content === null) continue;
    const result = parseManifest(change.content, { format });
    if (!result.ok) {
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const first = errors[0];
      const { shown, omitted } = capDiagnostics(result.diagnostics);
      throw badRequest('manifest_invalid', `${change.path} has ${errors.length} error${errors.length === 1 ? '' : 's'}${first ? `; line ${first.line}: ${first.message}` : ''}`, {
        path: change.path,
        diagnostics: shown,
        diagnostics_omitted: omitted,
      });
    }
  }
}

const sameChanges = (a: readonly FileChange[], b: readonly FileChange[]) =>
  a.length === b.length && a.every((change) => b.some((other) => other.path === change.path && other.content === change.content));

/**
 * An open change request of the project that proposes exactly these file changes: opening the same change twice
 * is refused with 409 `duplicate_change_request`, naming the open one so a client can link to it.
 */
function refuseDuplicate(rt: PlatformRuntime, project: ProjectRecord, changes: readonly FileChange[]): void {
  for (const cr of rt.store.changeRequests.values()) {
    if (cr.project_id !== project.id || cr.state !== 'open' || !sameChanges(cr.changes, changes)) continue;
    throw conflict('duplicate_change_request', `Change request #${cr.number} ("${cr.title}") already proposes exactly these changes`, {
      change_request: { id: cr.id, number: cr.number, title: cr.title },
    });
  }
}

export function propose(rt: PlatformRuntime, project: ProjectRecord, caller: Caller, proposal: Proposal): ChangeRequestRecord {
  const repo = repoOf(rt, project);
  const base = baseOf(repo, proposal.base_sha);
  const changes = checkedChanges(proposal.files, base);
  checkManifests(changes);
  refuseDuplicate(rt, project, changes);
  if (proposal.stale_check) refuseStale(rt, repo, base, changes, proposal.stale_check.known_change_requests ?? []);
  const author = authorOf(rt, caller);
  const cr = openChangeRequest(repo, {
    id: nextId(rt.store, 'cr'),
    title: proposal.title.trim(),
    description: proposal.description ?? '',
    changes,
    author_id: author.id,
    author: author.short,
    author_commit: author.commit,
    session_id: proposal.session_id ?? null,
    now: isoAt(rt.now()),
    base,
  });
  rt.store.changeRequests.set(cr.id, cr);
  return cr;
}

export function manifestFormatOf(path: string): 'yaml' | 'toml' | undefined {
  return MANIFEST_FORMATS[path];
}
