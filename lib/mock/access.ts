import type { ProjectRole } from '@/lib/contract/types';
import { PlatformError, forbidden, noAccess, notFound } from './errors';
import { own } from './own';
import { ROLE_PERMISSIONS, withImplied } from './permissions';
import type { AssignmentRecord, ProjectRecord } from './store';
import type { Caller, HandlerContext, PlatformRuntime } from './runtime';

function liveAssignmentsFor(rt: PlatformRuntime, caller: Caller, accountId: string): AssignmentRecord[] {
  const now = rt.now();
  return [...rt.store.assignments.values()].filter(
    (a) =>
      a.account_id === accountId &&
      a.principal.type === caller.principal.type &&
      a.principal.id === caller.principal.id &&
      (!a.expires_at || Date.parse(a.expires_at) > now),
  );
}

/** Assignments that grant project permissions: account-wide or this project, never object-narrowed ones. */
function grantingAssignments(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): AssignmentRecord[] {
  if (caller.restrictProject && caller.restrictProject !== project.id) return [];
  return liveAssignmentsFor(rt, caller, project.account_id).filter(
    (a) => !a.object && (a.scope.type === 'account' || a.scope.project_id === project.id),
  );
}

export function projectPermissions(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): Set<string> {
  return withImplied(grantingAssignments(rt, caller, project).flatMap((a) => own(ROLE_PERMISSIONS, a.role) ?? []));
}

export function projectRole(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): ProjectRole | null {
  const roles = new Set(grantingAssignments(rt, caller, project).map((a) => a.role));
  if (roles.has('manager')) return 'manager';
  if (roles.has('member')) return 'member';
  return null;
}

export function canOpenProject(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): boolean {
  return !project.archived && projectPermissions(rt, caller, project).has('project.read');
}

export interface ProjectAccess {
  caller: Caller;
  project: ProjectRecord;
  permissions: Set<string>;
}

/** Loads a project and checks the caller holds `permission` on it (403 with the spec's message otherwise). */
export async function requireProject(ctx: HandlerContext, projectId: string, permission = 'project.read'): Promise<ProjectAccess> {
  const caller = await ctx.caller();
  const project = ctx.rt.store.projects.get(projectId);
  if (!project) throw notFound('Project');
  const permissions = projectPermissions(ctx.rt, caller, project);
  if (!permissions.has('project.read')) throw noAccess();
  if (!permissions.has(permission)) {
    throw forbidden(`You need the ${permission} permission for this`, { permission });
  }
  return { caller, project, permissions };
}

export function accountRoleOf(rt: PlatformRuntime, caller: Caller, accountId: string) {
  if (caller.principal.type !== 'user') return undefined;
  return rt.store.memberships.find((m) => m.account_id === accountId && m.user_id === caller.principal.id)?.role;
}

export function canSeeAccount(rt: PlatformRuntime, caller: Caller, accountId: string): boolean {
  return accountRoleOf(rt, caller, accountId) !== undefined || liveAssignmentsFor(rt, caller, accountId).length > 0;
}

export async function requireAccount(ctx: HandlerContext, accountId: string, admin = false) {
  const caller = await ctx.caller();
  const account = ctx.rt.store.accounts.get(accountId);
  if (!account) throw notFound('Account');
  if (!canSeeAccount(ctx.rt, caller, accountId)) throw new PlatformError(403, 'forbidden', 'You do not have access to this account');
  const role = accountRoleOf(ctx.rt, caller, accountId);
  if (admin && role !== 'owner' && role !== 'admin') {
    throw forbidden('Only account owners and admins can change access', { required_role: 'admin' });
  }
  return { caller, account, role };
}
