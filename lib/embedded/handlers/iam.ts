import 'server-only';
import { RBAC_REQUIRED, requireEntitlement } from '../billing/entitlement';
import { contract } from '@/lib/contract';
import { BUILT_IN_ROLES, PERMISSION_CATALOG } from '@/lib/contract/permissions';
import type { Role } from '@/lib/contract/types';
import type { Group, ServiceAccount } from '@/lib/contract/types-iam';
import { accessChanged, requireAccount } from '../access';
import { badRequest, conflict, notFound } from '../errors';
import { createAssignment, revokeAssignment, toAssignment } from '../iam/assign';
import { mintApiToken, toTokenInfo, tokensWhere } from '../api-tokens';
import { recordAudit } from '../audit';
import { nextId, type AccountRecord, type ServiceAccountRecord, type Store } from '../store';
import { created, isoAt, noContent, on, type HandlerTable } from '../runtime';

const ops = contract.accounts;
const CATALOG_ACTIONS = new Set(PERMISSION_CATALOG.map((row) => row.action));

function rolesFor(store: Store, account: AccountRecord): Role[] {
  const builtIn = BUILT_IN_ROLES.map(({ permissions, ...role }) => ({ ...role, permissions: [...permissions] }));
  const custom = [...store.customRoles.values()]
    .filter((r) => r.account_id === account.id)
    .map((r): Role => ({ id: r.id, name: r.name, description: r.description, custom: true, scope_type: 'project', permissions: [...r.permissions] }));
  return [...builtIn, ...custom];
}

function toServiceAccount(store: Store, sa: ServiceAccountRecord, now: number): ServiceAccount {
  const tokens = tokensWhere(store, (t) => t.principal.type === 'service_account' && t.principal.id === sa.id && (!t.expires_at || Date.parse(t.expires_at) > now));
  return { id: sa.id, account_id: sa.account_id, name: sa.name, description: sa.description ?? '', created_at: sa.created_at ?? null, token_count: tokens.length };
}

function serviceAccountOf(store: Store, accountId: string, id: string): ServiceAccountRecord {
  const sa = store.serviceAccounts.get(id);
  if (!sa || sa.account_id !== accountId) throw notFound('Service account');
  return sa;
}

export const iamHandlers: HandlerTable = {
  'accounts.listAssignments': on(ops.listAssignments, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.read');
    const f = ctx.input;
    const out = [];
    for (const a of ctx.rt.store.assignments.values()) {
      if (a.account_id !== account.id) continue;
      if (f.principal_type && a.principal.type !== f.principal_type) continue;
      if (f.principal_id && a.principal.id !== f.principal_id) continue;
      if (f.scope && a.scope.type !== f.scope) continue;
      if (f.project_id && !(a.scope.type === 'project' && a.scope.project_id === f.project_id)) continue;
      if (f.object_type && a.object?.type !== f.object_type) continue;
      if (f.role && a.role !== f.role) continue;
      out.push(toAssignment(a));
    }
    return out;
  }),

  'accounts.createAssignment': on(ops.createAssignment, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    return created(toAssignment(createAssignment(ctx, caller, account, ctx.input)));
  }),

  'accounts.revokeAssignment': on(ops.revokeAssignment, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    revokeAssignment(ctx, caller, account, ctx.params.assignmentId);
    return noContent();
  }),

  'accounts.listPermissions': on(ops.listPermissions, async (ctx) => {
    await requireAccount(ctx, ctx.params.accountId);
    return PERMISSION_CATALOG;
  }),

  'accounts.listRoles': on(ops.listRoles, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    return rolesFor(ctx.rt.store, account);
  }),

  'accounts.rolePermissions': on(ops.rolePermissions, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId);
    const role = rolesFor(ctx.rt.store, account).find((r) => r.id === ctx.params.roleId);
    if (!role) throw notFound(`Role ${ctx.params.roleId}`);
    const held = new Set(role.permissions);
    return PERMISSION_CATALOG.filter((row) => held.has(row.action));
  }),

  'accounts.createRole': on(ops.createRole, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    requireEntitlement(ctx.rt.store, account.id, 'rbac', RBAC_REQUIRED);
    const unknown = ctx.input.permissions.filter((p) => !CATALOG_ACTIONS.has(p) || p.startsWith('account.'));
    if (unknown.length) throw badRequest('unknown_permission', `Not project permissions of the catalog: ${unknown.join(', ')}`, { field: 'permissions', unknown });
    const store = ctx.rt.store;
    const taken = rolesFor(store, account).some((r) => r.name.toLowerCase() === ctx.input.name.toLowerCase());
    if (taken) throw conflict('role_exists', `A role named ${ctx.input.name} already exists`);
    const id = nextId(store, 'role');
    store.customRoles.set(id, { id, account_id: account.id, name: ctx.input.name, description: ctx.input.description ?? '', permissions: [...new Set(ctx.input.permissions)], created_at: isoAt(ctx.rt.now()) });
    accessChanged(store);
    recordAudit(ctx, { accountId: account.id, action: 'iam.role.create', resource: { type: 'role', id }, actor: caller.principal, metadata: { permissions: ctx.input.permissions.length } });
    return created(rolesFor(store, account).find((r) => r.id === id));
  }),

  'accounts.deleteRole': on(ops.deleteRole, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.iam.manage');
    const store = ctx.rt.store;
    const role = store.customRoles.get(ctx.params.roleId);
    if (!role || role.account_id !== account.id) throw notFound(`Custom role ${ctx.params.roleId}`);
    const used = [...store.assignments.values()].filter((a) => a.account_id === account.id && a.role === role.id).length;
    if (used) throw conflict('role_in_use', `${used} assignment(s) still use this role; revoke them first`, { assignments: used });
    store.customRoles.delete(role.id);
    accessChanged(store);
    recordAudit(ctx, { accountId: account.id, action: 'iam.role.delete', resource: { type: 'role', id: role.id }, actor: caller.principal });
    return noContent();
  }),

  'accounts.groups': on(ops.groups, async (ctx): Promise<Group[]> => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.members.read');
    return [...ctx.rt.store.groups.values()].filter((g) => g.account_id === account.id).map(({ created_at: _c, ...g }) => ({ ...g, member_ids: [...g.member_ids] }));
  }),

  'accounts.serviceAccounts.list': on(ops.serviceAccounts.list, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.read');
    return [...ctx.rt.store.serviceAccounts.values()].filter((sa) => sa.account_id === account.id).map((sa) => toServiceAccount(ctx.rt.store, sa, ctx.rt.now()));
  }),

  'accounts.serviceAccounts.create': on(ops.serviceAccounts.create, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.manage');
    const sa: ServiceAccountRecord = { id: nextId(ctx.rt.store, 'sa'), account_id: account.id, name: ctx.input.name, description: ctx.input.description ?? '', created_at: isoAt(ctx.rt.now()), created_by: caller.principal.id };
    ctx.rt.store.serviceAccounts.set(sa.id, sa);
    recordAudit(ctx, { accountId: account.id, action: 'iam.service_account.create', resource: { type: 'service_account', id: sa.id }, actor: caller.principal });
    return created(toServiceAccount(ctx.rt.store, sa, ctx.rt.now()));
  }),

  'accounts.serviceAccounts.remove': on(ops.serviceAccounts.remove, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.manage');
    const store = ctx.rt.store;
    const sa = serviceAccountOf(store, account.id, ctx.params.serviceAccountId);
    for (const [hash, t] of store.apiTokens) if (t.principal.type === 'service_account' && t.principal.id === sa.id) store.apiTokens.delete(hash);
    for (const [id, a] of store.assignments) if (a.principal.type === 'service_account' && a.principal.id === sa.id) store.assignments.delete(id);
    store.serviceAccounts.delete(sa.id);
    accessChanged(store);
    recordAudit(ctx, { accountId: account.id, action: 'iam.service_account.delete', resource: { type: 'service_account', id: sa.id }, actor: caller.principal });
    return noContent();
  }),

  'accounts.serviceAccounts.tokens': on(ops.serviceAccounts.tokens, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.read');
    const sa = serviceAccountOf(ctx.rt.store, account.id, ctx.params.serviceAccountId);
    return tokensWhere(ctx.rt.store, (t) => t.principal.type === 'service_account' && t.principal.id === sa.id).map(toTokenInfo);
  }),

  'accounts.serviceAccounts.mintToken': on(ops.serviceAccounts.mintToken, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.manage');
    const sa = serviceAccountOf(ctx.rt.store, account.id, ctx.params.serviceAccountId);
    const { minted } = mintApiToken(ctx.rt.store, { kind: 'service_account', principal: { type: 'service_account', id: sa.id }, accountId: account.id, name: ctx.input.name, createdBy: caller.principal.id, now: isoAt(ctx.rt.now()) });
    recordAudit(ctx, { accountId: account.id, action: 'iam.service_account.token.create', resource: { type: 'token', id: minted.id }, actor: caller.principal, metadata: { service_account: sa.id } });
    return created(minted);
  }),

  'accounts.serviceAccounts.revokeToken': on(ops.serviceAccounts.revokeToken, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.service_accounts.manage');
    const sa = serviceAccountOf(ctx.rt.store, account.id, ctx.params.serviceAccountId);
    const token = tokensWhere(ctx.rt.store, (t) => t.id === ctx.params.tokenId && t.principal.id === sa.id)[0];
    if (!token) throw notFound('Token');
    ctx.rt.store.apiTokens.delete(token.hash);
    recordAudit(ctx, { accountId: account.id, action: 'iam.service_account.token.revoke', resource: { type: 'token', id: ctx.params.tokenId }, actor: caller.principal });
    return noContent();
  }),
};
