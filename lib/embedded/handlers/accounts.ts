import 'server-only';
import { entitlementsOf } from '../billing/tiers';
import { newBillingRecord } from '../billing/seed';
import { contract } from '@/lib/contract';
import type { Account } from '@/lib/contract/types';
import type { InviteDescription } from '@/lib/contract/types-iam';
import { PlatformError, conflict, forbidden, notFound } from '../errors';
import { accessChanged, canSeeAccount, canOpenProject, requireAccount } from '../access';
import { nextId, type AccountRecord } from '../store';
import { created, isoAt, noContent, on, type Caller, type HandlerContext, type HandlerTable, type PlatformRuntime } from '../runtime';
import { publicUser } from '../tokens';
import { toProject } from './projects';
import { recordAudit } from '../audit';
import { cancelInvite, createInvite, isMember, keepAnOwner, resendInvite, settlePendingAssignments, toInvite } from '../iam/members';

const ops = contract.accounts;
const inviteOps = contract.accountInvites;

function toAccount(rt: PlatformRuntime, caller: Caller, account: AccountRecord): Account {
  const membership = rt.store.memberships.find((m) => m.account_id === account.id && m.user_id === caller.principal.id);
  return { id: account.id, name: account.name, role: membership?.role ?? 'member', entitlements: entitlementsOf(rt.store, account.id), created_at: account.created_at };
}

function membershipOf(ctx: HandlerContext, accountId: string, userId: string) {
  const membership = ctx.rt.store.memberships.find((m) => m.account_id === accountId && m.user_id === userId);
  if (!membership) throw notFound('Member');
  return membership;
}

function removeMembership(ctx: HandlerContext, caller: Caller, account: AccountRecord, userId: string, action: string): void {
  const { store } = ctx.rt;
  keepAnOwner(store, account.id, userId, null);
  store.memberships = store.memberships.filter((m) => !(m.account_id === account.id && m.user_id === userId));
  for (const [id, a] of store.assignments) if (a.account_id === account.id && a.principal.type === 'user' && a.principal.id === userId) store.assignments.delete(id);
  for (const group of store.groups.values()) if (group.account_id === account.id) group.member_ids = group.member_ids.filter((m) => m !== userId);
  accessChanged(store);
  recordAudit(ctx, { accountId: account.id, action, resource: { type: 'user', id: userId }, actor: caller.principal });
}

function pendingInvite(ctx: HandlerContext, accountId: string, inviteId: string) {
  const invite = ctx.rt.store.invites.get(inviteId);
  if (!invite || invite.account_id !== accountId || invite.status !== 'pending') throw notFound('Invite');
  return invite;
}

function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 1)))}@${domain}`;
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
    const account: AccountRecord = { id: nextId(ctx.rt.store, 'acc'), name: ctx.input.name, created_at: isoAt(ctx.rt.now()) };
    ctx.rt.store.accounts.set(account.id, account);
    ctx.rt.store.billing.set(account.id, newBillingRecord(account.id, 'free', ctx.rt.now()));
    ctx.rt.store.memberships.push({ account_id: account.id, user_id: caller.principal.id, role: 'owner', joined_at: account.created_at });
    accessChanged(ctx.rt.store);
    return created(toAccount(ctx.rt, caller, account));
  }),

  'accounts.updateName': on(ops.updateName, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.update');
    const from = account.name;
    const to = ctx.input.name.trim();
    if (to !== from) {
      account.name = to;
      recordAudit(ctx, { accountId: account.id, action: 'account.rename', resource: { type: 'account', id: account.id }, actor: caller.principal, metadata: { from, to } });
    }
    return toAccount(ctx.rt, caller, account);
  }),

  'accounts.members': on(ops.members, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.members.read');
    return ctx.rt.store.memberships
      .filter((m) => m.account_id === account.id)
      .flatMap((m) => {
        const user = ctx.rt.store.users.get(m.user_id);
        return user ? [{ user: publicUser(user), role: m.role, joined_at: m.joined_at }] : [];
      });
  }),

  'accounts.invite': on(ops.invite, async (ctx) => {
    const { caller, account, role } = await requireAccount(ctx, ctx.params.accountId, 'account.members.manage');
    if (ctx.input.role === 'owner' && role !== 'owner') throw forbidden('Only an owner can invite another owner', { required_role: 'owner' });
    return created(toInvite(createInvite(ctx, caller, account, ctx.input.email, ctx.input.role)));
  }),

  'accounts.updateMemberRole': on(ops.updateMemberRole, async (ctx) => {
    const { caller, account, role } = await requireAccount(ctx, ctx.params.accountId, 'account.members.manage');
    const membership = membershipOf(ctx, account.id, ctx.params.userId);
    if ((membership.role === 'owner' || ctx.input.role === 'owner') && role !== 'owner') {
      throw forbidden('Only an owner can make or unmake an owner', { required_role: 'owner' });
    }
    keepAnOwner(ctx.rt.store, account.id, membership.user_id, ctx.input.role);
    const from = membership.role;
    membership.role = ctx.input.role;
    accessChanged(ctx.rt.store);
    recordAudit(ctx, { accountId: account.id, action: 'iam.member.role', resource: { type: 'user', id: membership.user_id }, actor: caller.principal, metadata: { from, to: membership.role } });
    const user = ctx.rt.store.users.get(membership.user_id)!;
    return { user: publicUser(user), role: membership.role, joined_at: membership.joined_at };
  }),

  'accounts.removeMember': on(ops.removeMember, async (ctx) => {
    const { caller, account, role } = await requireAccount(ctx, ctx.params.accountId, 'account.members.manage');
    const membership = membershipOf(ctx, account.id, ctx.params.userId);
    if (membership.role === 'owner' && role !== 'owner') throw forbidden('Only an owner can remove an owner', { required_role: 'owner' });
    removeMembership(ctx, caller, account, membership.user_id, 'iam.member.remove');
    return noContent();
  }),

  'accounts.leave': on(ops.leave, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId);
    if (caller.principal.type !== 'user' || !isMember(ctx.rt.store, account.id, caller.principal.id)) throw notFound('Member');
    removeMembership(ctx, caller, account, caller.principal.id, 'iam.member.leave');
    return noContent();
  }),

  'accounts.invites': on(ops.invites, async (ctx) => {
    const { account } = await requireAccount(ctx, ctx.params.accountId, 'account.members.read');
    return [...ctx.rt.store.invites.values()].filter((i) => i.account_id === account.id && i.status === 'pending').map(toInvite);
  }),

  'accounts.cancelInvite': on(ops.cancelInvite, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.members.manage');
    cancelInvite(ctx, caller, pendingInvite(ctx, account.id, ctx.params.inviteId));
    return noContent();
  }),

  'accounts.resendInvite': on(ops.resendInvite, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId, 'account.members.manage');
    return resendInvite(ctx, caller, pendingInvite(ctx, account.id, ctx.params.inviteId));
  }),

  'accounts.projects': on(ops.projects, async (ctx) => {
    const { caller, account } = await requireAccount(ctx, ctx.params.accountId);
    return [...ctx.rt.store.projects.values()].filter((p) => p.account_id === account.id && canOpenProject(ctx.rt, caller, p)).map(toProject);
  }),

  'accountInvites.describe': on(inviteOps.describe, async (ctx): Promise<InviteDescription> => {
    const invite = ctx.rt.store.invites.get(ctx.params.inviteId);
    const account = invite && ctx.rt.store.accounts.get(invite.account_id);
    if (!invite || !account) throw notFound('Invite');
    const project = invite.project && ctx.rt.store.projects.get(invite.project.id);
    const inviter = ctx.rt.store.users.get(invite.invited_by);
    return {
      id: invite.id,
      account_name: account.name,
      role: invite.role,
      ...(project ? { project_name: project.name, project_id: project.id } : {}),
      ...(inviter ? { invited_by: inviter.name || inviter.email } : {}),
      email_hint: maskEmail(invite.email),
      status: invite.status,
      expires_at: invite.expires_at,
      expired: !(Date.parse(invite.expires_at) > ctx.rt.now()),
    };
  }),

  'accountInvites.accept': on(inviteOps.accept, async (ctx) => {
    const caller = await ctx.caller();
    const invite = ctx.rt.store.invites.get(ctx.params.inviteId);
    const account = invite && ctx.rt.store.accounts.get(invite.account_id);
    if (!invite || !account) throw notFound('Invite');
    if (invite.status !== 'pending') throw conflict('invite_not_pending', `This invite was already ${invite.status}`);
    if (!(Date.parse(invite.expires_at) > ctx.rt.now())) throw new PlatformError(410, 'invite_expired', 'This invite has expired; ask for a new one');
    const user = caller.principal.type === 'user' ? ctx.rt.store.users.get(caller.principal.id) : undefined;
    if (!user || user.email.toLowerCase() !== invite.email.toLowerCase()) {
      throw new PlatformError(403, 'invite_email_mismatch', 'This invite was sent to another email address');
    }
    if (!isMember(ctx.rt.store, account.id, user.id)) {
      ctx.rt.store.memberships.push({ account_id: account.id, user_id: user.id, role: invite.role, joined_at: isoAt(ctx.rt.now()) });
    }
    invite.status = 'accepted';
    settlePendingAssignments(ctx.rt.store, invite.id, user.id);
    recordAudit(ctx, { accountId: account.id, action: 'iam.invite.accept', resource: { type: 'invite', id: invite.id }, actor: caller.principal });
    return toAccount(ctx.rt, caller, account);
  }),

  'accountInvites.decline': on(inviteOps.decline, async (ctx) => {
    const caller = await ctx.caller();
    const invite = ctx.rt.store.invites.get(ctx.params.inviteId);
    if (!invite || invite.status !== 'pending') throw notFound('Invite');
    const user = caller.principal.type === 'user' ? ctx.rt.store.users.get(caller.principal.id) : undefined;
    if (!user || user.email.toLowerCase() !== invite.email.toLowerCase()) throw new PlatformError(403, 'invite_email_mismatch', 'This invite was sent to another email address');
    invite.status = 'declined';
    settlePendingAssignments(ctx.rt.store, invite.id, null);
    recordAudit(ctx, { accountId: invite.account_id, action: 'iam.invite.decline', resource: { type: 'invite', id: invite.id }, actor: caller.principal });
    return noContent();
  }),
};
