// `github.*` (the account's git-host app installation) on the demo git host, `projects.createRepo` and `p.gitToken()`.
import 'server-only';
import { contract } from '@/lib/contract';
import type { GitHostBranch, GitHostInstallation, GitToken } from '@/lib/contract/types-git-host';
import { requireAccount, requireProject } from '../access';
import { recordAudit, recordProjectAudit } from '../audit';
import { randomToken } from '../crypto';
import { badRequest, conflict, notFound, PlatformError } from '../errors';
import { fullNameOf, hostRepoKey, importHostRepo, installationsOf, reachableRepo, reachableRepos, toGitHostRepository, urlOf } from '../git-host/host';
import { DEMO_HOST } from '../git-host/seed-content';
import { commitToBranch, createRepo, DEFAULT_BRANCH } from '../repo/repository';
import { repoOf } from '../repo/context';
import { nextId } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { toProject } from './projects';

const ops = contract.github;

/** A git token lives an hour: long enough for a clone and a push, short enough to be worthless in a log. */
export const GIT_TOKEN_TTL_SECONDS = 3600;

function repositoryOrThrow(ctx: HandlerContext, accountId: string, fullName: string) {
  const found = reachableRepo(ctx.rt.store, accountId, fullName);
  if (!found) throw new PlatformError(404, 'repository_not_found', `No repository ${fullName} that this account's git-host installations reach`, { repository: fullName });
  return found;
}

export const gitHostHandlers: HandlerTable = {
  'github.getInstallation': on(ops.getInstallation, async (ctx): Promise<GitHostInstallation | null> => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    return installationsOf(ctx.rt.store, account.id)[0] ?? null;
  }),

  'github.listInstallations': on(ops.listInstallations, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    return installationsOf(ctx.rt.store, account.id);
  }),

  'github.saveInstallation': on(ops.saveInstallation, async (ctx) => {
    const { account, caller } = await requireAccount(ctx, ctx.params.accountId, 'account.update');
    const host = (ctx.input.host ?? DEMO_HOST).toLowerCase();
    if (host !== DEMO_HOST) throw badRequest('unknown_git_host', `The embedded platform's git host is ${DEMO_HOST}; it reaches no other`, { field: 'host', host });
    const store = ctx.rt.store;
    const existing = installationsOf(store, account.id).find((i) => i.host === host && i.owner.toLowerCase() === ctx.input.owner.toLowerCase());
    const repositories = ctx.input.repositories ?? 'all';
    if (existing) {
      existing.repositories = repositories;
      recordAudit(ctx, { accountId: account.id, action: 'git_host.installation.update', resource: { type: 'git_host_installation', id: existing.id }, actor: caller.principal });
      return existing;
    }
    const installation: GitHostInstallation = {
      id: nextId(store, 'inst'),
      account_id: account.id,
      host,
      owner: ctx.input.owner,
      repositories,
      created_at: isoAt(ctx.rt.now()),
      created_by: caller.principal.id,
    };
    store.gitHostInstallations.set(installation.id, installation);
    recordAudit(ctx, { accountId: account.id, action: 'git_host.installation.create', resource: { type: 'git_host_installation', id: installation.id }, actor: caller.principal, metadata: { owner: installation.owner } });
    return created(installation);
  }),

  'github.deleteInstallation': on(ops.deleteInstallation, async (ctx) => {
    const { account, caller } = await requireAccount(ctx, ctx.params.accountId, 'account.update');
    const store = ctx.rt.store;
    const doomed = installationsOf(store, account.id).filter((i) => !ctx.input.installationId || i.id === ctx.input.installationId);
    if (ctx.input.installationId && doomed.length === 0) throw notFound('Installation');
    for (const installation of doomed) {
      store.gitHostInstallations.delete(installation.id);
      recordAudit(ctx, { accountId: account.id, action: 'git_host.installation.delete', resource: { type: 'git_host_installation', id: installation.id }, actor: caller.principal });
    }
    return noContent();
  }),

  'github.listRepositories': on(ops.listRepositories, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    const store = ctx.rt.store;
    if (ctx.input.installationId && !store.gitHostInstallations.has(ctx.input.installationId)) throw notFound('Installation');
    const query = ctx.input.query?.trim().toLowerCase() ?? '';
    return reachableRepos(store, account.id, ctx.input.installationId)
      .filter(({ repo }) => !query || fullNameOf(repo).toLowerCase().includes(query) || repo.description.toLowerCase().includes(query))
      .map(({ repo, installation }) => toGitHostRepository(store, account.id, repo, installation.id));
  }),

  'github.listRepositoryBranches': on(ops.listRepositoryBranches, async (ctx): Promise<GitHostBranch[]> => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    const { repo } = repositoryOrThrow(ctx, account.id, ctx.input.repository);
    return [...repo.repo.branches]
      .map(([name, sha]) => ({ name, sha, default: name === repo.repo.default_branch }))
      .sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name));
  }),

  'github.linkRepository': on(ops.linkRepository, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    const store = ctx.rt.store;
    const target = store.projects.get(ctx.input.project_id);
    if (!target || target.account_id !== account.id) throw notFound('Project');
    const { project, caller } = await requireProject(ctx, target.id, 'project.write');
    const { repo } = repositoryOrThrow(ctx, account.id, ctx.input.repository);
    if (ctx.input.branch && !repo.repo.branches.has(ctx.input.branch)) {
      throw new PlatformError(404, 'ref_not_found', `No branch "${ctx.input.branch}" in ${fullNameOf(repo)}`, { branch: ctx.input.branch });
    }
    const url = urlOf(repo);
    if (!project.repo_url) throw conflict('managed_repo', `${project.name} has a managed repository; create a new project from ${fullNameOf(repo)} instead`);
    const taken = [...store.projects.values()].find((p) => p.id !== project.id && p.account_id === account.id && p.repo_url?.toLowerCase() === url.toLowerCase());
    if (taken) throw conflict('repo_in_use', `The project ${taken.name} already uses this repository`, { project_id: taken.id });
    const local = repoOf(ctx.rt, project);
    if (local.commits.size > 0 && project.repo_url.toLowerCase() !== url.toLowerCase()) {
      throw conflict('repo_not_empty', `${project.name} already has a history from ${project.repo_url}; it cannot be pointed at another repository`);
    }
    importHostRepo(local, repo, ctx.input.branch);
    Object.assign(project, { repo_url: url, updated_at: isoAt(ctx.rt.now()) });
    recordProjectAudit(ctx, caller, project, 'project.repository.link', { type: 'project', id: project.id }, { repository: fullNameOf(repo), branch: local.default_branch });
    return toProject(project);
  }),

  'projects.createRepo': on(contract.projects.createRepo, async (ctx) => {
    const caller = await ctx.caller();
    const store = ctx.rt.store;
    const accountId = ctx.input.account_id ?? store.memberships.find((m) => m.user_id === caller.principal.id)?.account_id;
    if (!accountId) throw badRequest('unknown_account', 'Name an account you belong to', { field: 'account_id' });
    const { account } = await requireAccount(ctx, accountId, 'account.update');
    const installation = installationsOf(store, account.id)[0];
    if (!installation) throw conflict('installation_required', 'Install the git-host app for this account first (github.saveInstallation)');
    const key = hostRepoKey(installation.host, installation.owner, ctx.input.name);
    if (store.gitHostRepos.has(key)) throw conflict('repo_exists', `${installation.owner}/${ctx.input.name} already exists on ${installation.host}`, { field: 'name' });
    const at = isoAt(ctx.rt.now());
    const repo = createRepo(key);
    const title = ctx.input.project_name?.trim() || ctx.input.name;
    commitToBranch(repo, DEFAULT_BRANCH, {
      author: 'Platform <platform@git.demo.example>',
      message: 'Initial commit',
      created_at: at,
      changes: [
        { path: 'README.md', content: `# ${title}\n\n${ctx.input.description?.trim() || 'An agent project.'}\n` },
        {
          path: 'platform.yaml',
          content: `platform_version: 2\ndefault_agent: assistant\n\nproject:\n  name: ${JSON.stringify(title)}\n\nagents:\n  assistant:\n    enabled: true\n    connectors: none\n    secrets: none\n    workspace: branch\n`,
        },
      ],
    });
    const record = {
      host: installation.host,
      owner: installation.owner,
      name: ctx.input.name,
      description: ctx.input.description?.trim() ?? '',
      private: ctx.input.private ?? true,
      created_by_account: account.id,
      updated_at: at,
      repo,
    };
    store.gitHostRepos.set(key, record);
    if (installation.repositories !== 'all') installation.repositories = [...installation.repositories, fullNameOf(record)];
    recordAudit(ctx, { accountId: account.id, action: 'git_host.repository.create', resource: { type: 'repository', id: fullNameOf(record) }, actor: caller.principal });
    return created(toGitHostRepository(store, account.id, record, installation.id));
  }),

  'project.gitToken': on(contract.project.gitToken, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.credentials.issue');
    if (project.repo_url) {
      throw conflict('bring_your_own_repo', `${project.name} uses ${project.repo_url}: use that host's own credentials (the platform issues tokens for managed repositories only)`, {
        repo_url: project.repo_url,
      });
    }
    const expires = ctx.rt.now() + GIT_TOKEN_TTL_SECONDS * 1000;
    recordProjectAudit(ctx, caller, project, 'project.git_token.issue', { type: 'project', id: project.id }, { expires_at: isoAt(expires) });
    const token: GitToken = { token: `pgt_${randomToken(24)}`, expires_at: isoAt(expires) };
    return created(token);
  }),
};
