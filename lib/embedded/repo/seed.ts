import 'server-only';
import type { Store } from '../store';
import { commitToBranch, createRepo, DEFAULT_BRANCH } from './repository';
import { PIPELINES_HISTORY } from './seed-pipelines';
import { STOREFRONT_HISTORY } from './seed-storefront';
import { SUPPORT_HISTORY } from './seed-support';
import type { SeedCommit } from './seed-types';

export const SEED_HISTORIES: Record<string, SeedCommit[]> = {
  proj_storefront: STOREFRONT_HISTORY,
  proj_support: SUPPORT_HISTORY,
  proj_pipelines: PIPELINES_HISTORY,
};

/** Gives every seeded project its repository with a short, realistic history on the default branch. */
export function seedRepos(store: Store): void {
  for (const projectId of store.projects.keys()) {
    const repo = createRepo(projectId);
    for (const commit of SEED_HISTORIES[projectId] ?? []) {
      commitToBranch(repo, DEFAULT_BRANCH, {
        changes: Object.entries(commit.files).map(([path, content]) => ({ path, content })),
        author: commit.author,
        message: commit.message,
        created_at: commit.at,
      });
    }
    store.repos.set(projectId, repo);
  }
}
