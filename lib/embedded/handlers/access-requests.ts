import 'server-only';
import { contract } from '@/lib/contract';
import type { AccessRequest, MyAccessRequest } from '@/lib/contract/types-iam';
import { decideFor, principalOf, projectResource } from '../access';
import { recordAudit } from '../audit';
import { PlatformError, conflict, notFound } from '../errors';
import { consoleOrigin, isMember } from '../iam/members';
import { created, isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';
import { nextId, type AccessRequestRecord, type ProjectRecord, type Store } from '../store';
import { publicUser } from '../tokens';

const ops = contract.project.access;

/**
 * The asking side of access requests. The caller is a user of the project's account (anyone else gets the same 404
 * as for a project that does not exist); they need not be able to open the project, which is the point.
 */
async function asker(ctx: HandlerContext) {
  const caller = await ctx.caller();
  const project = ctx.rt.store.projects.get(ctx.params.projectId);
  const userId = caller.principal.type === 'user' && caller.restrictAccount === undefined && caller.restrictProject === undefined ? caller.principal.id : null;
  if (!project || !userId || !isMember(ctx.rt.store, project.account_id, userId)) throw notFound('Project');
  const principal = principalOf(ctx.rt.store, caller);
  const can = (permission: string) => decideFor(ctx.rt, principal, permission, projectResource(project)).allowed;
  return { caller, project, userId, can };
}

function grantors(ctx: HandlerContext, project: ProjectRecord): MyAccessRequest['grantors'] {
  const { store } = ctx.rt;
  return store.memberships
    .filter((m) => m.account_id === project.account_id)
    .flatMap((m) => {
      const user = store.users.get(m.user_id);
      if (!user || !decideFor(ctx.rt, { type: 'user', id: user.id }, 'project.members.manage', projectResource(project)).allowed) return [];
      return [{ name: user.name || user.email, email: user.email }];
    });
}

function toRequest(store: Store, r: AccessRequestRecord): AccessRequest {
  const user = store.users.get(r.user_id);
  const { user_id: _u, ...rest } = r;
  return { ...rest, user: user ? publicUser(user) : null };
}

function latestOf(store: Store, projectId: string, userId: string): AccessRequestRecord | undefined {
  return [...store.accessRequests.values()].filter((r) => r.project_id === projectId && r.user_id === userId).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))[0];
}

export const accessRequestHandlers: HandlerTable = {
  'project.access.myRequest': on(ops.myRequest, async (ctx): Promise<MyAccessRequest> => {
    const { project, userId, can } = await asker(ctx);
    const latest = latestOf(ctx.rt.store, project.id, userId);
    return {
      project_id: project.id,
      project_name: project.name,
      missing: can('project.read') ? 'project.members.manage' : 'project.read',
      grantors: grantors(ctx, project),
      request: latest ? toRequest(ctx.rt.store, latest) : null,
    };
  }),

  'project.access.requestAccess': on(ops.requestAccess, async (ctx) => {
    const { caller, project, userId, can } = await asker(ctx);
    const { role, message } = ctx.input;
    // A role is worth asking for only when it adds something: the project itself, or manager rights on top of it.
    if (can('project.read') && (role === 'member' || can('project.members.manage'))) {
      throw conflict('already_has_access', `You already have ${role === 'member' ? 'access to' : 'manager rights on'} ${project.name}`);
    }
    if (project.archived) throw new PlatformError(409, 'project_archived', 'This project is archived: it is read-only', { archived_at: project.archived_at ?? null });
    const pending = latestOf(ctx.rt.store, project.id, userId);
    if (pending?.status === 'pending') throw conflict('request_pending', 'You already asked; a manager has not answered yet', { request_id: pending.id });
    const record: AccessRequestRecord = { id: nextId(ctx.rt.store, 'req'), project_id: project.id, user_id: userId, role, message, created_at: isoAt(ctx.rt.now()), status: 'pending' };
    ctx.rt.store.accessRequests.set(record.id, record);
    // Everyone who can grant it hears of it, with a link to where requests are answered.
    const answerAt = `${consoleOrigin()}/projects/${encodeURIComponent(project.id)}/access`;
    for (const grantor of grantors(ctx, project)) ctx.rt.store.outbox.push({ to: grantor.email, kind: 'access_request', code: '', link: answerAt, sentAt: ctx.rt.now() });
    recordAudit(ctx, { accountId: project.account_id, action: 'iam.access_request.create', resource: { type: 'access_request', id: record.id }, actor: caller.principal, projectId: project.id, metadata: { role } });
    return created(toRequest(ctx.rt.store, record));
  }),
};
