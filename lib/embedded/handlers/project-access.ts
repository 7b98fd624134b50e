import 'server-only';
import { contract } from '@/lib/contract';
import type { AccessRequest, ProjectMember, ResourceGrant } from '@/lib/contract/types-iam';
import { requireProject } from '../access';
import { conflict, notFound } from '../errors';
import { createAssignment, revokeAssignment, toAssignment, updateAssignment } from '../iam/assign';
import { cancelInvite, createInvite, isMember, resendInvite, toInvite, userByEmail } from '../iam/members';
import { recordAudit } from '../audit';
import type { AccessRequestRecord, AccountRecord, AssignmentRecord, ProjectRecord, Store } from '../store';
import { created, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { publicUser } from '../tokens';

const ops = contract.project.access;
const PROJECT_ROLES = new Set(['manager', 'member']);

const onProject = (a: AssignmentRecord, project: ProjectRecord) => a.scope.type === 'project' && a.scope.project_id === project.id;

function accountOf(store: Store, project: ProjectRecord): AccountRecord {
  return store.accounts.get(project.account_id)!;
}

/** Users holding a project-wide role here: from an assignment on this project or on the whole account. */
function members(store: Store, project: ProjectRecord): ProjectMember[] {
  const out: ProjectMember[] = [];
  for (const a of store.assignments.values()) {
    if (a.account_id !== project.account_id || a.principal.type !== 'user' || a.object) continue;
    if (!(a.scope.type === 'account' || onProject(a, project)) || !PROJECT_ROLES.has(a.role) && !store.customRoles.has(a.role)) continue;
    const user = store.users.get(a.principal.id);
    if (!user) continue;
    out.push({ user: publicUser(user), role: a.role, scope: a.scope.type, assignment_id: a.id, expires_at: a.expires_at ?? null });
  }
  return out;
}

function memberAssignment(store: Store, project: ProjectRecord, userId: string): AssignmentRecord {
  const found = [...store.assignments.values()].find((a) => a.principal.type === 'user' && a.principal.id === userId && !a.object && onProject(a, project));
  if (!found) throw notFound('Project member (account-wide roles are changed on the account access page)');
  return found;
}

function toRequest(store: Store, r: AccessRequestRecord): AccessRequest {
  const user = store.users.get(r.user_id);
  const { user_id: _u, ...rest } = r;
  return { ...rest, user: user ? publicUser(user) : null };
}

function pendingRequest(store: Store, project: ProjectRecord, id: string): AccessRequestRecord {
  const r = store.accessRequests.get(id);
  if (!r || r.project_id !== project.id) throw notFound('Access request');
  if (r.status !== 'pending') throw conflict('request_settled', `This request was already ${r.status}`);
  return r;
}

function projectGrant(store: Store, project: ProjectRecord, id: string, kind: 'group' | 'object'): AssignmentRecord {
  const a = store.assignments.get(id);
  const matches = a && onProject(a, project) && (kind === 'group' ? a.principal.type === 'group' && !a.object : !!a.object);
  if (!a || !matches) throw notFound(kind === 'group' ? 'Group grant' : 'Resource grant');
  return a;
}

async function managing(ctx: HandlerContext) {
  const access = await requireProject(ctx, ctx.params.projectId, 'project.members.manage');
  return { ...access, account: accountOf(ctx.rt.store, access.project) };
}

export const projectAccessHandlers: HandlerTable = {
  'project.access.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.members.read');
    return members(ctx.rt.store, project);
  }),

  'project.access.invite': on(ops.invite, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const store = ctx.rt.store;
    const user = userByEmail(store, ctx.input.email);
    if (user && isMember(store, account.id, user.id)) {
      if (members(store, project).some((m) => m.user.id === user.id)) throw conflict('already_member', `${ctx.input.email} already has a role on ${project.name}`);
      const a = createAssignment(ctx, caller, account, { principal: { type: 'user', id: user.id }, role: ctx.input.role, scope: { type: 'project', project_id: project.id } });
      return created({ user: publicUser(user), role: a.role, scope: 'project', assignment_id: a.id, expires_at: null } satisfies ProjectMember);
    }
    const invite = createInvite(ctx, caller, account, ctx.input.email, 'member', { id: project.id, role: ctx.input.role });
    createAssignment(ctx, caller, account, { principal: { type: 'pending', id: invite.id }, role: ctx.input.role, scope: { type: 'project', project_id: project.id } });
    return created(toInvite(invite));
  }),

  'project.access.update': on(ops.update, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const a = memberAssignment(ctx.rt.store, project, ctx.params.userId);
    updateAssignment(ctx, caller, account, a, { role: ctx.input.role });
    const user = ctx.rt.store.users.get(ctx.params.userId)!;
    return { user: publicUser(user), role: a.role, scope: 'project', assignment_id: a.id, expires_at: a.expires_at ?? null } satisfies ProjectMember;
  }),

  'project.access.revoke': on(ops.revoke, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    revokeAssignment(ctx, caller, account, memberAssignment(ctx.rt.store, project, ctx.params.userId).id);
    return noContent();
  }),

  'project.access.pendingInvites': on(ops.pendingInvites, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.members.read');
    return [...ctx.rt.store.invites.values()].filter((i) => i.status === 'pending' && i.project?.id === project.id).map(toInvite);
  }),

  'project.access.resendInvite': on(ops.resendInvite, async (ctx) => {
    const { project, caller } = await managing(ctx);
    const invite = ctx.rt.store.invites.get(ctx.params.inviteId);
    if (!invite || invite.project?.id !== project.id) throw notFound('Invite');
    return resendInvite(ctx, caller, invite);
  }),

  'project.access.revokeInvite': on(ops.revokeInvite, async (ctx) => {
    const { project, caller } = await managing(ctx);
    const invite = ctx.rt.store.invites.get(ctx.params.inviteId);
    if (!invite || invite.project?.id !== project.id || invite.status !== 'pending') throw notFound('Invite');
    cancelInvite(ctx, caller, invite);
    return noContent();
  }),

  'project.access.requests': on(ops.requests, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.members.read');
    return [...ctx.rt.store.accessRequests.values()].filter((r) => r.project_id === project.id).map((r) => toRequest(ctx.rt.store, r));
  }),

  'project.access.approveRequest': on(ops.approveRequest, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const request = pendingRequest(ctx.rt.store, project, ctx.params.requestId);
    createAssignment(ctx, caller, account, { principal: { type: 'user', id: request.user_id }, role: request.role, scope: { type: 'project', project_id: project.id } });
    request.status = 'approved';
    recordAudit(ctx, { accountId: account.id, action: 'iam.access_request.approve', resource: { type: 'access_request', id: request.id }, actor: caller.principal, projectId: project.id });
    return toRequest(ctx.rt.store, request);
  }),

  'project.access.rejectRequest': on(ops.rejectRequest, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const request = pendingRequest(ctx.rt.store, project, ctx.params.requestId);
    request.status = 'rejected';
    recordAudit(ctx, { accountId: account.id, action: 'iam.access_request.reject', resource: { type: 'access_request', id: request.id }, actor: caller.principal, projectId: project.id });
    return toRequest(ctx.rt.store, request);
  }),

  'project.access.groupGrants': on(ops.groupGrants, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.members.read');
    return [...ctx.rt.store.assignments.values()].filter((a) => a.principal.type === 'group' && !a.object && onProject(a, project)).map(toAssignment);
  }),

  'project.access.attachGroupGrant': on(ops.attachGroupGrant, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const { group_id, role, expires_at } = ctx.input;
    return created(toAssignment(createAssignment(ctx, caller, account, { principal: { type: 'group', id: group_id }, role, scope: { type: 'project', project_id: project.id }, expires_at })));
  }),

  'project.access.updateGroupGrant': on(ops.updateGroupGrant, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const grant = projectGrant(ctx.rt.store, project, ctx.params.grantId, 'group');
    return toAssignment(updateAssignment(ctx, caller, account, grant, ctx.input));
  }),

  'project.access.detachGroupGrant': on(ops.detachGroupGrant, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    revokeAssignment(ctx, caller, account, projectGrant(ctx.rt.store, project, ctx.params.grantId, 'group').id);
    return noContent();
  }),

  'project.access.resourceGrants.list': on(ops.resourceGrants.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.members.read');
    return [...ctx.rt.store.assignments.values()].filter((a) => a.object && onProject(a, project)).map((a) => toAssignment(a) as ResourceGrant);
  }),

  'project.access.resourceGrants.create': on(ops.resourceGrants.create, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    const { principal, role, object, expires_at } = ctx.input;
    return created(toAssignment(createAssignment(ctx, caller, account, { principal, role, object, expires_at, scope: { type: 'project', project_id: project.id } })));
  }),

  'project.access.resourceGrants.remove': on(ops.resourceGrants.remove, async (ctx) => {
    const { caller, project, account } = await managing(ctx);
    revokeAssignment(ctx, caller, account, projectGrant(ctx.rt.store, project, ctx.params.grantId, 'object').id);
    return noContent();
  }),
};
