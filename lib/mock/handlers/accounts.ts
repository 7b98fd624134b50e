import { contract } from '@/lib/contract';
import type { Account, Assignment } from '@/lib/contract/types';
import { PlatformError, badRequest, notFound } from '../errors';
import { canSeeAccount, canOpenProject, requireAccount } from '../access';
import { PERMISSION_CATALOG, ROLES, ROLE_PERMISSIONS } from '../permissions';
import { nextId, type AccountRecord, type AssignmentRecord } from '../store';
import { created, isoAt, noContent, on, type Caller, type HandlerTable, type PlatformRuntime } from '../runtime';
import { publicUser } from '../tokens';
import { own } from '../own';
import { toProject } from './projects';

const ops = contract.accounts;

function toAccount(rt: PlatformRuntime, caller: Caller, account: AccountRecord): Account {
  const membership = rt.store.memberships.find((m) => m.account_id === account.id && m.user_id === caller.principal.id);
  return { id: account.id, name: account.name, role: membership?.role ?? 'member', entitlements: account.entitlements, created_at: account.created_at };
}

function toAssignment({ account_id: _account, ...assignment }: AssignmentRecord): Assignment {
  return assignment;
}

export const accountHandlers: HandlerTable = {
  'accounts.list': on(ops.list, async (ctx) => {
    const caller = await ctx.caller();
    return [...ctx.rt.store.accounts.values()].filter((a) => canSeeAccount(ctx.rt, caller, a.id)).map((a) => toAccount(ctx.rt, caller, a));
  }),

  'accounts.get': on(ops.get, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId);
    return toAccount(ctx.rt, caller, account);
  }),

  'accounts.create': on(ops.create, async (ctx) => {
    const caller = await ctx.caller();
    if (caller.principal.type !== 'user') throw new PlatformError(403, 'forbidden', 'Only users can create accounts');
    const account: AccountRecord = { id: nextId(ctx.rt.store, 'acc'), name: ctx.input.name, entitlements: [], created_at: isoAt(ctx.rt.now()) };
    ctx.rt.store.accounts.set(account.id, account);
    ctx.rt.store.memberships.push({ account_id: account.id, user_id: caller.principal.id, role: 'owner', joined_at: account.created_at });
    return created(toAccount(ctx.rt, caller, account));
  }),

  'accounts.members': on(ops.members, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    return ctx.rt.store.memberships
      .filter((m) => m.account_id === account.id)
      .flatMap((m) => {
        const user = ctx.rt.store.users.get(m.user_id);
        return user ? [{ user: publicUser(user), role: m.role, joined_at: m.joined_at }] : [];
      });
  }),

  'accounts.projects': on(ops.projects, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId);
    return [...ctx.rt.store.projects.values()].filter((p) => p.account_id === account.id && canOpenProject(ctx.rt, caller, p)).map(toProject);
  }),

  'accounts.listAssignments': on(ops.listAssignments, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    const f = ctx.input;
    return [...ctx.rt.store.assignments.values()]
      .filter((a) => a.account_id === account.id)
      .filter((a) => !f.principal_type || a.principal.type === f.principal_type)
      .filter((a) => !f.principal_id || a.principal.id === f.principal_id)
      .filter((a) => !f.scope || a.scope.type === f.scope)
      .filter((a) => !f.project_id || (a.scope.type === 'project' && a.scope.project_id === f.project_id))
      .filter((a) => !f.object_type || a.object?.type === f.object_type)
      .filter((a) => !f.role || a.role === f.role)
      .map(toAssignment);
  }),

  'accounts.createAssignment': on(ops.createAssignment, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, true);
    const input = ctx.input;
    const builtIn = ROLES.some((r) => r.id === input.role);
    if (!builtIn && !account.entitlements.includes('rbac')) {
      throw new PlatformError(402, 'entitlement_required', 'Custom roles need the rbac entitlement on this account', { entitlement: 'rbac' });
    }
    if (!builtIn) throw notFound(`Role ${input.role}`);
    if (input.scope.type === 'project') {
      const project = ctx.rt.store.projects.get(input.scope.project_id);
      if (!project || project.account_id !== account.id) throw badRequest('invalid_request', 'The project is not in this account', { field: 'scope.project_id' });
    }
    if (input.principal.type === 'user' && !ctx.rt.store.users.has(input.principal.id)) {
      throw badRequest('invalid_request', 'No such user', { field: 'principal.id' });
    }
    if (input.principal.type === 'service_account' && !ctx.rt.store.serviceAccounts.has(input.principal.id)) {
      throw badRequest('invalid_request', 'No such service account', { field: 'principal.id' });
    }
    if (input.expires_at && Date.parse(input.expires_at) <= ctx.rt.now()) {
      throw badRequest('invalid_request', 'expires_at must be in the future', { field: 'expires_at' });
    }
    const record: AssignmentRecord = {
      id: nextId(ctx.rt.store, 'asg'),
      account_id: account.id,
      principal: input.principal,
      role: input.role,
      scope: input.scope,
      ...(input.object ? { object: input.object } : {}),
      expires_at: input.expires_at ?? null,
      created_at: isoAt(ctx.rt.now()),
    };
    ctx.rt.store.assignments.set(record.id, record);
    return created(toAssignment(record));
  }),

  'accounts.revokeAssignment': on(ops.revokeAssignment, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, true);
    const record = ctx.rt.store.assignments.get(ctx.params.assignmentId);
    if (!record || record.account_id !== account.id) throw notFound('Assignment');
    ctx.rt.store.assignments.delete(record.id);
    return noContent();
  }),

  'accounts.listPermissions': on(ops.listPermissions, async (ctx) => {
    await requireAccount(ctx, ctx.params.accountId);
    return PERMISSION_CATALOG;
  }),

  'accounts.listRoles': on(ops.listRoles, async (ctx) => {
    await requireAccount(ctx, ctx.params.accountId);
    return ROLES;
  }),

  'accounts.rolePermissions': on(ops.rolePermissions, async (ctx) => {
    await requireAccount(ctx, ctx.params.accountId);
    const actions = own(ROLE_PERMISSIONS, ctx.params.roleId);
    if (!actions) throw notFound(`Role ${ctx.params.roleId}`);
    return PERMISSION_CATALOG.filter((row) => actions.includes(row.action));
  }),
};
