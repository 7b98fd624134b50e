import 'server-only';
import type { AccountRole } from '@/lib/contract/types';
import type { Invite } from '@/lib/contract/types-iam';
import { accessChanged } from '../access';
import { PlatformError, conflict } from '../errors';
import { randomToken } from '../crypto';
import type { AccountRecord, InviteRecord, Store } from '../store';
import { isoAt, type Caller, type HandlerContext } from '../runtime';
import { recordAudit } from '../audit';
import { findUserByEmail } from '../users-by-email';

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;

/** The invite email: a link to the console's invite page (APP_ORIGIN, else the local console), by the invite's token. */
/** The console's origin for links in the demo emails. */
export const consoleOrigin = () => (process.env.APP_ORIGIN ? new URL(process.env.APP_ORIGIN).origin : 'http://localhost:3000');

export function inviteLink(inviteId: string): string {
  return `${consoleOrigin()}/invites/${encodeURIComponent(inviteId)}`;
}

function mailInvite(store: Store, invite: InviteRecord, now: number): void {
  store.outbox.push({ to: invite.email, kind: 'invite', code: '', link: inviteLink(invite.id), sentAt: now });
}

export function toInvite(record: InviteRecord): Invite {
  return { ...record };
}

export function ownersOf(store: Store, accountId: string): string[] {
  return store.memberships.filter((m) => m.account_id === accountId && m.role === 'owner').map((m) => m.user_id);
}

/** 409 when the change would leave the account without an owner. */
export function keepAnOwner(store: Store, accountId: string, userId: string, nextRole: AccountRole | null): void {
  const owners = ownersOf(store, accountId);
  if (owners.length === 1 && owners[0] === userId && nextRole !== 'owner') {
    throw conflict('last_owner', 'An account always keeps an owner: make someone else owner first', { user_id: userId });
  }
}

export function userByEmail(store: Store, email: string) {
  return findUserByEmail(store, email);
}

export function isMember(store: Store, accountId: string, userId: string): boolean {
  return store.memberships.some((m) => m.account_id === accountId && m.user_id === userId);
}

export function createInvite(ctx: HandlerContext, caller: Caller, account: AccountRecord, email: string, role: AccountRole, project?: InviteRecord['project']): InviteRecord {
  const { store } = ctx.rt;
  const existing = userByEmail(store, email);
  if (existing && isMember(store, account.id, existing.id)) {
    throw conflict('already_member', `${email} is already a member of ${account.name}`, { user_id: existing.id });
  }
  const pending = [...store.invites.values()].find((i) => i.account_id === account.id && i.status === 'pending' && i.email.toLowerCase() === email.toLowerCase());
  if (pending) throw conflict('invite_pending', `${email} already has a pending invite; resend it instead`, { invite_id: pending.id });
  const now = ctx.rt.now();
  const invite: InviteRecord = {
    id: `inv_${randomToken(12)}`,
    account_id: account.id,
    email: email.trim(),
    role,
    ...(project ? { project } : {}),
    invited_by: caller.principal.id,
    created_at: isoAt(now),
    expires_at: isoAt(now + INVITE_LIFETIME_MS),
    last_sent_at: isoAt(now),
    status: 'pending',
  };
  store.invites.set(invite.id, invite);
  mailInvite(store, invite, now);
  recordAudit(ctx, {
    accountId: account.id,
    action: 'iam.invite.create',
    resource: { type: 'invite', id: invite.id },
    actor: caller.principal,
    ...(project ? { projectId: project.id } : {}),
    metadata: { role, project_role: project?.role ?? null },
  });
  return invite;
}

/** Pending-principal assignments follow the invite: to the user on accept, away on cancel or decline. */
export function settlePendingAssignments(store: Store, inviteId: string, userId: string | null): void {
  for (const [id, a] of store.assignments) {
    if (a.principal.type !== 'pending' || a.principal.id !== inviteId) continue;
    if (userId) a.principal = { type: 'user', id: userId };
    else store.assignments.delete(id);
  }
  accessChanged(store);
}

export function cancelInvite(ctx: HandlerContext, caller: Caller, invite: InviteRecord): void {
  invite.status = 'cancelled';
  settlePendingAssignments(ctx.rt.store, invite.id, null);
  recordAudit(ctx, { accountId: invite.account_id, action: 'iam.invite.cancel', resource: { type: 'invite', id: invite.id }, actor: caller.principal, ...(invite.project ? { projectId: invite.project.id } : {}) });
}

/** Sends the invite again (at most once a minute) and restarts its lifetime. */
export function resendInvite(ctx: HandlerContext, caller: Caller, invite: InviteRecord): Invite {
  if (invite.status !== 'pending') throw conflict('invite_not_pending', `This invite was already ${invite.status}`);
  const now = ctx.rt.now();
  const wait = Date.parse(invite.last_sent_at) + 60_000 - now;
  if (wait > 0) throw new PlatformError(429, 'resend_cooldown', 'The invite was sent less than a minute ago', { retry_after: Math.ceil(wait / 1000) });
  invite.last_sent_at = isoAt(now);
  invite.expires_at = isoAt(now + INVITE_LIFETIME_MS);
  mailInvite(ctx.rt.store, invite, now);
  recordAudit(ctx, { accountId: invite.account_id, action: 'iam.invite.resend', resource: { type: 'invite', id: invite.id }, actor: caller.principal, ...(invite.project ? { projectId: invite.project.id } : {}) });
  return toInvite(invite);
}
