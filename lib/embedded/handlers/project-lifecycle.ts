// The project lifecycle besides provision: create from an existing repository, onboarding complete, archive.
import 'server-only';
import { contract } from '@/lib/contract';
import type { Project } from '@/lib/contract/types';
import { accountRoleAllows } from '@/lib/iam';
import { accountRoleOf, requireProject } from '../access';
import { recordAudit, recordProjectAudit } from '../audit';
import { badRequest, conflict, forbidden, PlatformError } from '../errors';
import { demoRepoOfUrl, importHostRepo, reachableRepo, urlOf } from '../git-host/host';
import { repoOf } from '../repo/context';
import { createAssignment } from '../iam/assign';
import { nextId } from '../store';
import { created, isoAt, on, type HandlerTable } from '../runtime';
import { toProject } from './projects';

const ops = contract.projects;
const handle = contract.project;

/** `https://host/owner/repo(.git)`: the repository a project made by `create` points at. */
function parseRepoUrl(raw: string): { url: string; name: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.protocol !== 'https:' || url.username || url.password || segments.length < 2) return null;
  const name = segments[segments.length - 1].replace(/\.git$/, '');
  return name ? { url: `https://${url.host}/${segments.join('/').replace(/\.git$/, '')}`, name } : null;
}

export const projectLifecycleHandlers: HandlerTable = {
  'projects.create': on(ops.create, async (ctx) => {
    const caller = await ctx.caller();
    if (caller.principal.type !== 'user') throw forbidden('Only users create projects');
    const store = ctx.rt.store;
    const accountId = ctx.input.account_id ?? store.memberships.find((m) => m.user_id === caller.principal.id)?.account_id;
    if (!accountId || !store.accounts.has(accountId)) throw badRequest('unknown_account', 'Name an account you belong to', { field: 'account_id' });
    if (!accountRoleAllows(accountRoleOf(ctx.rt, caller, accountId), 'account.update')) {
      throw forbidden('Creating projects needs the account.update permission (account owners and admins)', { permission: 'account.update' });
    }
    const repo = parseRepoUrl(ctx.input.repo_url);
    if (!repo) throw badRequest('invalid_repo_url', 'Use the https address of a repository, e.g. https://git.example.com/team/app (no credentials in it)', { field: 'repo_url' });
    const taken = [...store.projects.values()].find((p) => p.account_id === accountId && p.repo_url?.toLowerCase() === repo.url.toLowerCase());
    if (taken) throw conflict('repo_in_use', `The project ${taken.name} already uses this repository`, { project_id: taken.id });
    // On the demo git host the repository must be one the account's installations reach; its history is imported.
    // Any other host is out of the embedded platform's reach, so the project's copy starts empty.
    const demo = demoRepoOfUrl(repo.url);
    const hosted = demo ? reachableRepo(store, accountId, `${demo.owner}/${demo.name}`) : undefined;
    if (demo && !hosted) {
      throw new PlatformError(404, 'repository_not_found', `No repository ${demo.owner}/${demo.name} that this account's git-host installations reach`, { field: 'repo_url' });
    }
    const at = isoAt(ctx.rt.now());
    const id = nextId(store, 'proj');
    const name = ctx.input.name?.trim() || repo.name;
    store.projects.set(id, { id, account_id: accountId, name, description: '', created_at: at, updated_at: at, archived: false, repo_url: hosted ? urlOf(hosted.repo) : repo.url, features: {} });
    if (hosted) importHostRepo(repoOf(ctx.rt, store.projects.get(id)!), hosted.repo);
    createAssignment(ctx, caller, store.accounts.get(accountId)!, { principal: caller.principal, role: 'manager', scope: { type: 'project', project_id: id } });
    recordAudit(ctx, { accountId, action: 'project.create', resource: { type: 'project', id }, actor: caller.principal, projectId: id });
    return created(toProject(store.projects.get(id)!));
  }),

  'project.onboardingComplete': on(handle.onboardingComplete, async (ctx): Promise<Project> => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.write');
    // Idempotent: the first completion is the one kept.
    if (!project.onboarding_completed_at) {
      project.onboarding_completed_at = isoAt(ctx.rt.now());
      recordProjectAudit(ctx, caller, project, 'project.onboarding_complete', { type: 'project', id: project.id });
    }
    return toProject(project);
  }),

  'projects.archive': on(ops.archive, async (ctx): Promise<Project> => {
    // An archived project answers 409 project_archived to every write, this one included (requireProject).
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.delete');
    const at = isoAt(ctx.rt.now());
    Object.assign(project, { archived: true, archived_at: at, updated_at: at });
    recordProjectAudit(ctx, caller, project, 'project.archive', { type: 'project', id: project.id });
    return toProject(project);
  }),
};
