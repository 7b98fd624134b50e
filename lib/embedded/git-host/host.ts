// The demo git host: repositories an account reaches through its git-host installations, and importing one into a
// project's repository (all its branches and commits).
import 'server-only';
import type { GitHostRepository } from '@/lib/contract/types-git-host';
import type { Store } from '../store';
import type { RepoRecord } from '../repo/types';
import { DEMO_HOST } from './seed-content';
import type { GitHostInstallationRecord, HostRepoRecord } from './records';

export const hostRepoKey = (host: string, owner: string, name: string) => `${host}/${owner}/${name}`.toLowerCase();
export const fullNameOf = (repo: HostRepoRecord) => `${repo.owner}/${repo.name}`;
export const urlOf = (repo: HostRepoRecord) => `https://${repo.host}/${repo.owner}/${repo.name}`;

/** `https://git.demo.example/owner/name(.git)` → owner and name; anything else (another host, a deeper path) → null. */
export function demoRepoOfUrl(raw: string): { owner: string; name: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.hostname.toLowerCase() !== DEMO_HOST) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  return { owner: segments[0], name: segments[1].replace(/\.git$/, '') };
}

export function installationsOf(store: Store, accountId: string): GitHostInstallationRecord[] {
  return [...store.gitHostInstallations.values()].filter((i) => i.account_id === accountId).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

function reaches(installation: GitHostInstallationRecord, repo: HostRepoRecord): boolean {
  if (installation.host !== repo.host || installation.owner.toLowerCase() !== repo.owner.toLowerCase()) return false;
  return installation.repositories === 'all' || installation.repositories.some((r) => r.toLowerCase() === fullNameOf(repo).toLowerCase());
}

/** The repositories the account's installations (or the one named) reach, each with the installation reaching it. */
export function reachableRepos(store: Store, accountId: string, installationId?: string): Array<{ repo: HostRepoRecord; installation: GitHostInstallationRecord }> {
  const installations = installationsOf(store, accountId).filter((i) => !installationId || i.id === installationId);
  const out: Array<{ repo: HostRepoRecord; installation: GitHostInstallationRecord }> = [];
  for (const repo of store.gitHostRepos.values()) {
    const installation = installations.find((i) => reaches(i, repo));
    if (installation) out.push({ repo, installation });
  }
  return out.sort((a, b) => fullNameOf(a.repo).localeCompare(fullNameOf(b.repo)));
}

/** One reachable repository by `owner/name` (case-insensitive), or undefined. */
export function reachableRepo(store: Store, accountId: string, fullName: string) {
  const wanted = fullName.toLowerCase();
  return reachableRepos(store, accountId).find(({ repo }) => fullNameOf(repo).toLowerCase() === wanted);
}

export function toGitHostRepository(store: Store, accountId: string, repo: HostRepoRecord, installationId: string): GitHostRepository {
  const url = urlOf(repo);
  const project = [...store.projects.values()].find((p) => p.account_id === accountId && p.repo_url?.toLowerCase() === url.toLowerCase());
  return {
    full_name: fullNameOf(repo),
    url,
    description: repo.description,
    default_branch: repo.repo.default_branch,
    private: repo.private,
    installation_id: installationId,
    project_id: project?.id ?? null,
    updated_at: repo.updated_at,
  };
}

/**
 * Copies the host repository's history into the project's repository: every commit and branch, the default branch
 * being `branch` when given (it must exist). Commit records are immutable, so they are shared, not cloned.
 */
export function importHostRepo(target: RepoRecord, source: HostRepoRecord, branch?: string): void {
  for (const [sha, commit] of source.repo.commits) target.commits.set(sha, commit);
  for (const [name, sha] of source.repo.branches) target.branches.set(name, sha);
  if (branch) target.default_branch = branch;
  else target.default_branch = source.repo.default_branch;
}
