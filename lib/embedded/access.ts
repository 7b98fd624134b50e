import 'server-only';
import { BUILT_IN_ROLES, PERMISSION_CATALOG } from '@/lib/contract/permissions';
import type { AccountRole, ProjectRole } from '@/lib/contract/types';
import { decide, indexAssignments, membershipAssignment, type AssignmentSource, type Decision, type IamPrincipal, type IamResource, type IamRole } from '@/lib/iam';
import { PlatformError, forbidden, noAccess, notFound } from './errors';
import { entitlementsOf } from './billing/tiers';
import type { ProjectRecord, Store } from './store';
import type { Caller, HandlerContext, PlatformRuntime } from './runtime';
import { readOnly } from './persist/tracked-map';

interface AccessIndex {
  version: number;
  sizes: string;
  source: AssignmentSource;
  groupsOf: Map<string, string[]>;
  roles: Map<string, Map<string, IamRole>>;
}

const indexes = new WeakMap<Store, AccessIndex>();
const BUILT_IN: readonly IamRole[] = BUILT_IN_ROLES;

/** Call after any change to assignments, memberships, groups or custom roles. */
export function accessChanged(store: Store): void {
  store.accessVersion += 1;
}

function accessIndex(store: Store): AccessIndex {
  const sizes = `${store.assignments.size}/${store.memberships.length}/${store.groups.size}/${store.customRoles.size}`;
  const cached = indexes.get(store);
  if (cached && cached.version === store.accessVersion && cached.sizes === sizes) return cached;
  // Reads only: the store's saves need not compare the 10,000 assignments it reads (persist/tracked-map.ts).
  const index = readOnly(() => {
    const source = indexAssignments([
      ...store.assignments.values(),
      ...store.memberships.map((m) => membershipAssignment(m.account_id, m.user_id, m.role)),
    ]);
    const groupsOf = new Map<string, string[]>();
    for (const group of store.groups.values()) {
      for (const userId of group.member_ids) groupsOf.set(userId, [...(groupsOf.get(userId) ?? []), group.id]);
    }
    const roles = new Map<string, Map<string, IamRole>>();
    for (const role of store.customRoles.values()) {
      const table = roles.get(role.account_id) ?? new Map(BUILT_IN.map((r) => [r.id, r]));
      table.set(role.id, { id: role.id, permissions: role.permissions, custom: true });
      roles.set(role.account_id, table);
    }
    return { version: store.accessVersion, sizes, source, groupsOf, roles };
  });
  indexes.set(store, index);
  return index;
}

const builtInTable = new Map(BUILT_IN.map((r) => [r.id, r]));

export function rolesOf(store: Store, accountId: string): ReadonlyMap<string, IamRole> {
  return accessIndex(store).roles.get(accountId) ?? builtInTable;
}

export function principalOf(store: Store, caller: Caller): IamPrincipal {
  const groups = caller.principal.type === 'user' ? (accessIndex(store).groupsOf.get(caller.principal.id) ?? []) : [];
  return { ...caller.principal, groups, tokenProject: caller.restrictProject ?? null, tokenAccount: caller.restrictAccount ?? null };
}

/** The one decision, as the platform enforces it and the console's explainer shows it. */
export function decideFor(rt: PlatformRuntime, principal: IamPrincipal, action: string, resource: IamResource): Decision {
  const store = rt.store;
  return decide({
    principal,
    action,
    resource,
    assignments: accessIndex(store).source,
    roles: rolesOf(store, resource.accountId),
    catalog: PERMISSION_CATALOG,
    now: rt.now(),
    entitlements: entitlementsOf(store, resource.accountId),
  });
}

const callerAllows = (rt: PlatformRuntime, caller: Caller, action: string, resource: IamResource) => decideFor(rt, principalOf(rt.store, caller), action, resource).allowed;

export const projectResource = (project: ProjectRecord): IamResource => ({ type: 'project', accountId: project.account_id, projectId: project.id });

/** Answers `has(action)` for one caller on one project, deciding each action once. */
export interface PermissionCheck {
  has(action: string): boolean;
}

export function projectPermissionCheck(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): PermissionCheck {
  const principal = principalOf(rt.store, caller);
  const seen = new Map<string, boolean>();
  return {
    has(action) {
      let allowed = seen.get(action);
      if (allowed === undefined) seen.set(action, (allowed = decideFor(rt, principal, action, projectResource(project)).allowed));
      return allowed;
    },
  };
}

/** Every catalog action the caller holds on the project. */
export function projectPermissions(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): string[] {
  const check = projectPermissionCheck(rt, caller, project);
  return PERMISSION_CATALOG.filter((row) => row.scope_type === 'project' && check.has(row.action)).map((row) => row.action);
}

/** `manager` or `member` when a project-wide assignment of that role grants the caller the project. */
export function projectRole(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): ProjectRole | null {
  const decision = decideFor(rt, principalOf(rt.store, caller), 'project.read', projectResource(project));
  const roles = new Set(decision.because.flatMap((r) => (r.kind === 'grant' && !r.via ? [r.role] : [])));
  return roles.has('manager') ? 'manager' : roles.has('member') ? 'member' : null;
}

export function canOpenProject(rt: PlatformRuntime, caller: Caller, project: ProjectRecord): boolean {
  return callerAllows(rt, caller, 'project.read', projectResource(project));
}

export interface ProjectAccess {
  caller: Caller;
  project: ProjectRecord;
  permissions: PermissionCheck;
}

function refusal(decision: Decision, fallback: () => PlatformError): PlatformError {
  const scoped = decision.because.find((r) => r.kind === 'project_scoped_token');
  if (scoped) return forbidden('This token is scoped to another project', { token_project: scoped.token_project });
  const otherAccount = decision.because.find((r) => r.kind === 'account_scoped_token');
  if (otherAccount) return forbidden('This token was minted for another account', { token_account: otherAccount.token_account });
  return fallback();
}

/** Loads a project and checks the caller may do `permission` on it (403 with the spec's message when it has no access). */
export async function requireProject(ctx: HandlerContext, projectId: string, permission = 'project.read'): Promise<ProjectAccess> {
  const caller = await ctx.caller();
  const project = ctx.rt.store.projects.get(projectId);
  if (!project) throw notFound('Project');
  const principal = principalOf(ctx.rt.store, caller);
  const read = decideFor(ctx.rt, principal, 'project.read', projectResource(project));
  if (!read.allowed) throw refusal(read, noAccess);
  // An archived project is read-only: every write answers 409, once the caller is known to see the project.
  const method = ctx.request.method.toUpperCase();
  if (project.archived && method !== 'GET' && method !== 'HEAD') throw new PlatformError(409, 'project_archived', 'This project is archived: it is read-only', { archived_at: project.archived_at ?? null });
  if (permission !== 'project.read') {
    const decision = decideFor(ctx.rt, principal, permission, projectResource(project));
    if (!decision.allowed) throw refusal(decision, () => forbidden(`You need the ${permission} permission for this`, { permission }));
  }
  return { caller, project, permissions: projectPermissionCheck(ctx.rt, caller, project) };
}

/**
 * A route the embedded platform does not serve yet still authenticates (401) and applies the spec's rules 4 and 5
 * (a project-scoped token in another project, a principal without an assignment: 403) before its 501.
 */
export async function authorizeUnserved(ctx: HandlerContext): Promise<void> {
  const caller = await ctx.caller();
  const { projectId, accountId } = ctx.params;
  if (projectId !== undefined) {
    const project = ctx.rt.store.projects.get(projectId);
    if (!project) throw notFound('Project');
    const read = decideFor(ctx.rt, principalOf(ctx.rt.store, caller), 'project.read', projectResource(project));
    if (!read.allowed) throw refusal(read, noAccess);
  } else if (accountId !== undefined) {
    await requireAccount(ctx, accountId);
  }
}

/** Whether the caller may do `action` on one object (agent, skill, …) of a project it can see. */
export function allowsOnObject(rt: PlatformRuntime, caller: Caller, project: ProjectRecord, object: { type: 'agent' | 'skill' | 'secret' | 'app' | 'trigger'; id: string }, action: string): Decision {
  return decideFor(rt, principalOf(rt.store, caller), action, { type: object.type, id: object.id, accountId: project.account_id, projectId: project.id });
}

export function accountRoleOf(rt: PlatformRuntime, caller: Caller, accountId: string): AccountRole | undefined {
  if (caller.principal.type !== 'user' || (caller.restrictAccount !== undefined && caller.restrictAccount !== accountId)) return undefined;
  return rt.store.memberships.find((m) => m.account_id === accountId && m.user_id === caller.principal.id)?.role;
}

/** Members see their account; principals outside it (service accounts, guests) see it while they hold a live assignment in it. */
export function canSeeAccount(rt: PlatformRuntime, caller: Caller, accountId: string): boolean {
  // A token minted for one account sees no other (decide refuses too; this covers the assignment fallback below).
  if (caller.restrictAccount !== undefined && caller.restrictAccount !== accountId) return false;
  if (callerAllows(rt, caller, 'account.read', { type: 'account', accountId })) return true;
  const principal = principalOf(rt.store, caller);
  if (principal.tokenProject) return rt.store.projects.get(principal.tokenProject)?.account_id === accountId;
  const now = rt.now();
  const source = accessIndex(rt.store).source;
  const mine = [...source.forPrincipal(principal.type, principal.id), ...(principal.groups ?? []).flatMap((g) => source.forPrincipal('group', g))];
  return mine.some((a) => a.account_id === accountId && (!a.expires_at || Date.parse(a.expires_at) > now));
}

export async function requireAccount(ctx: HandlerContext, accountId: string, permission = 'account.read') {
  const caller = await ctx.caller();
  const account = ctx.rt.store.accounts.get(accountId);
  if (!account) throw notFound('Account');
  if (caller.restrictAccount !== undefined && caller.restrictAccount !== accountId) throw forbidden('This token was minted for another account', { token_account: caller.restrictAccount });
  if (!canSeeAccount(ctx.rt, caller, accountId)) throw new PlatformError(403, 'forbidden', 'You do not have access to this account');
  if (permission !== 'account.read') {
    const decision = decideFor(ctx.rt, principalOf(ctx.rt.store, caller), permission, { type: 'account', accountId });
    if (!decision.allowed) throw refusal(decision, () => forbidden(`You need the ${permission} permission on this account`, { permission }));
  }
  return { caller, account, role: accountRoleOf(ctx.rt, caller, accountId) };
}
