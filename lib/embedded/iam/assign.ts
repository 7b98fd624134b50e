import 'server-only';
import { RBAC_REQUIRED, requireEntitlement } from '../billing/entitlement';
import { UNASSIGNABLE_ROLES } from '@/lib/contract/permissions';
import type { Assignment, AssignmentObjectType } from '@/lib/contract/types';
import { accessChanged, rolesOf } from '../access';
import { badRequest, conflict, notFound } from '../errors';
import { ENFORCED_OBJECTS } from '@/lib/iam';
import { declaredObjects } from '../manifest-objects';
import { recordAudit } from '../audit';
import { nextId, type AccountRecord, type AssignmentRecord } from '../store';
import { isoAt, type Caller, type HandlerContext } from '../runtime';

export interface AssignmentDraft {
  principal: Assignment['principal'];
  role: string;
  scope: Assignment['scope'];
  object?: { type: AssignmentObjectType; id: string };
  expires_at?: string | null;
}

export function toAssignment({ account_id: _account, ...assignment }: AssignmentRecord): Assignment {
  return assignment;
}

function principalExists(ctx: HandlerContext, account: AccountRecord, principal: Assignment['principal']): boolean {
  const { store } = ctx.rt;
  switch (principal.type) {
    case 'user':
      return store.memberships.some((m) => m.account_id === account.id && m.user_id === principal.id);
    case 'group':
      return store.groups.get(principal.id)?.account_id === account.id;
    case 'service_account':
      return store.serviceAccounts.get(principal.id)?.account_id === account.id;
    case 'pending': {
      const invite = store.invites.get(principal.id);
      return invite?.account_id === account.id && invite.status === 'pending';
    }
  }
}

/** Every rule a new assignment must pass; a refusal changes nothing. */
export function checkDraft(ctx: HandlerContext, account: AccountRecord, draft: AssignmentDraft): void {
  const { store } = ctx.rt;
  const roles = rolesOf(store, account.id);
  const role = roles.get(draft.role);
  const builtIn = !!role && !role.custom;
  if (!builtIn) requireEntitlement(store, account.id, 'rbac', RBAC_REQUIRED);
  if (!role) throw badRequest('unknown_role', `There is no role ${draft.role} in this account`, { field: 'role' });
  if (UNASSIGNABLE_ROLES.has(draft.role)) {
    throw badRequest('role_not_assignable', 'Ownership is not granted through an assignment: an owner makes a member owner under Members', { field: 'role' });
  }
  if (!principalExists(ctx, account, draft.principal)) {
    throw badRequest('unknown_principal', `No ${draft.principal.type.replace('_', ' ')} ${draft.principal.id} in this account`, { field: 'principal.id' });
  }
  if (draft.expires_at && !(Date.parse(draft.expires_at) > ctx.rt.now())) {
    throw badRequest('expiry_in_past', 'expires_at must be in the future', { field: 'expires_at' });
  }
  if (draft.scope.type === 'project') {
    const project = store.projects.get(draft.scope.project_id);
    if (!project || project.account_id !== account.id) throw badRequest('unknown_project', 'The project is not in this account', { field: 'scope.project_id' });
    if (draft.object && ENFORCED_OBJECTS.has(draft.object.type)) {
      const declared = declaredObjects(ctx.rt, project);
      const names = draft.object.type === 'agent' ? declared.agents : declared.skills;
      if (!names.includes(draft.object.id)) {
        throw badRequest('unknown_object', `The manifest of ${project.name} declares no ${draft.object.type} ${draft.object.id}`, { field: 'object.id', declared: names });
      }
    }
  } else if (draft.object) {
    throw badRequest('object_needs_project_scope', 'Object narrowing needs a project scope: an object lives in one project', { field: 'object' });
  }
  const sameKey = (a: AssignmentRecord) =>
    a.account_id === account.id &&
    a.principal.type === draft.principal.type && a.principal.id === draft.principal.id &&
    a.role === draft.role &&
    a.scope.type === draft.scope.type && (a.scope.type === 'account' || (draft.scope.type === 'project' && a.scope.project_id === draft.scope.project_id)) &&
    (a.object?.type ?? null) === (draft.object?.type ?? null) && (a.object?.id ?? null) === (draft.object?.id ?? null);
  const existing = [...store.assignments.values()].find(sameKey);
  if (existing) throw conflict('assignment_exists', 'This principal already holds this role on this scope', { assignment_id: existing.id });
}

function auditAssignment(ctx: HandlerContext, caller: Caller, action: string, record: AssignmentRecord, metadata: Record<string, string | null>): void {
  recordAudit(ctx, {
    accountId: record.account_id,
    action,
    resource: { type: 'assignment', id: record.id },
    actor: caller.principal,
    ...(record.scope.type === 'project' ? { projectId: record.scope.project_id } : {}),
    metadata: { principal: `${record.principal.type}:${record.principal.id}`, role: record.role, ...metadata },
  });
}

export function createAssignment(ctx: HandlerContext, caller: Caller, account: AccountRecord, draft: AssignmentDraft): AssignmentRecord {
  checkDraft(ctx, account, draft);
  const record: AssignmentRecord = {
    id: nextId(ctx.rt.store, 'asg'),
    account_id: account.id,
    principal: draft.principal,
    role: draft.role,
    scope: draft.scope,
    ...(draft.object ? { object: draft.object } : {}),
    expires_at: draft.expires_at ?? null,
    created_at: isoAt(ctx.rt.now()),
    granted_by: caller.principal.id,
  };
  ctx.rt.store.assignments.set(record.id, record);
  accessChanged(ctx.rt.store);
  auditAssignment(ctx, caller, 'iam.assignment.create', record, { object: record.object ? `${record.object.type}:${record.object.id}` : null, expires_at: record.expires_at ?? null });
  return record;
}

export function revokeAssignment(ctx: HandlerContext, caller: Caller, account: AccountRecord, assignmentId: string, action = 'iam.assignment.revoke'): AssignmentRecord {
  const record = ctx.rt.store.assignments.get(assignmentId);
  if (!record || record.account_id !== account.id) throw notFound('Assignment');
  ctx.rt.store.assignments.delete(record.id);
  accessChanged(ctx.rt.store);
  auditAssignment(ctx, caller, action, record, {});
  return record;
}

/** Changes role or expiry in place, after the same checks as a new assignment (minus the duplicate on itself). */
export function updateAssignment(ctx: HandlerContext, caller: Caller, account: AccountRecord, record: AssignmentRecord, change: { role?: string; expires_at?: string | null }): AssignmentRecord {
  const draft: AssignmentDraft = { ...record, role: change.role ?? record.role, expires_at: change.expires_at === undefined ? record.expires_at : change.expires_at };
  ctx.rt.store.assignments.delete(record.id);
  try {
    checkDraft(ctx, account, draft);
  } finally {
    ctx.rt.store.assignments.set(record.id, record);
  }
  record.role = draft.role;
  record.expires_at = draft.expires_at ?? null;
  accessChanged(ctx.rt.store);
  auditAssignment(ctx, caller, 'iam.assignment.update', record, { expires_at: record.expires_at ?? null });
  return record;
}
