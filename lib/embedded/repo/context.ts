import 'server-only';
import { PlatformError } from '../errors';
import type { Caller, PlatformRuntime } from '../runtime';
import type { ProjectRecord } from '../store';
import { canonicalPath } from './paths';
import { createRepo, resolveRef } from './repository';
import type { CommitRecord, RepoRecord } from './types';

/** The project's repository; a project created after seeding starts with an empty one. */
export function repoOf(rt: Pick<PlatformRuntime, 'store'>, project: ProjectRecord): RepoRecord {
  let repo = rt.store.repos.get(project.id);
  if (!repo) {
    repo = createRepo(project.id);
    rt.store.repos.set(project.id, repo);
  }
  return repo;
}

/** The commit `ref` names (default branch when absent); 404 ref_not_found otherwise. */
export function commitAt(repo: RepoRecord, ref?: string): CommitRecord {
  const commit = resolveRef(repo, ref);
  if (!commit) {
    throw ref
      ? new PlatformError(404, 'ref_not_found', `No branch or commit "${ref}" in this repository`, { ref })
      : new PlatformError(404, 'empty_repository', 'This repository has no commits yet');
  }
  return commit;
}

export function requirePath(path: unknown): string {
  const canonical = canonicalPath(path);
  if (!canonical) {
    throw new PlatformError(400, 'invalid_path', `"${String(path)}" is not a file path in the repository (use a relative path without . or .. segments)`, {
      path,
    });
  }
  return canonical;
}

/** How a principal appears in commits (`Name <email>`) and on change requests (email or service-account name). */
export function authorOf(rt: PlatformRuntime, caller: Caller): { id: string; commit: string; short: string } {
  const { id, type } = caller.principal;
  if (type === 'user') {
    const user = rt.store.users.get(id);
    return user ? { id, commit: `${user.name} <${user.email}>`, short: user.email } : { id, commit: id, short: id };
  }
  const account = rt.store.serviceAccounts.get(id);
  return { id, commit: account?.name ?? id, short: account?.name ?? id };
}
