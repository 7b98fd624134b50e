import 'server-only';
import type { Store } from '../store';
import { commitToBranch, createRepo, DEFAULT_BRANCH, log } from '../repo/repository';
import type { SeedCommit } from '../repo/seed-types';
import type { RepoRecord } from '../repo/types';
import { hostRepoKey } from './host';
import { DEMO_HOST, DEMO_HOST_REPOS, DEMO_OWNER } from './seed-content';

const SEED_AT = '2026-01-01T00:00:00.000Z';

function apply(repo: RepoRecord, branch: string, commits: SeedCommit[]): void {
  for (const commit of commits) {
    commitToBranch(repo, branch, {
      changes: Object.entries(commit.files).map(([path, content]) => ({ path, content })),
      author: commit.author,
      message: commit.message,
      created_at: commit.at,
    });
  }
}

/** The demo git host's repositories, and the demo account's installation that reaches all of them. */
export function seedGitHost(store: Store, accountId: string): void {
  for (const demo of DEMO_HOST_REPOS) {
    const repo = createRepo(`${DEMO_HOST}/${demo.owner}/${demo.name}`);
    apply(repo, DEFAULT_BRANCH, demo.main);
    const history = log(repo, repo.commits.get(repo.branches.get(DEFAULT_BRANCH)!)).reverse();
    for (const [name, branch] of Object.entries(demo.branches)) {
      repo.branches.set(name, history[branch.from].sha);
      apply(repo, name, branch.commits);
    }
    const last = [...demo.main, ...Object.values(demo.branches).flatMap((b) => b.commits)].map((c) => c.at).sort().at(-1) ?? SEED_AT;
    store.gitHostRepos.set(hostRepoKey(DEMO_HOST, demo.owner, demo.name), {
      host: DEMO_HOST,
      owner: demo.owner,
      name: demo.name,
      description: demo.description,
      private: demo.private,
      created_by_account: null,
      updated_at: last,
      repo,
    });
  }
  store.gitHostInstallations.set('inst_demo', {
    id: 'inst_demo',
    account_id: accountId,
    host: DEMO_HOST,
    owner: DEMO_OWNER,
    repositories: 'all',
    created_at: SEED_AT,
    created_by: 'usr_demo',
  });
}
