// `billing` (docs/BILLING.md). Reading needs account.billing.read (owners and admins), changing it
// account.billing.manage (owners only). Every operation first settles the ledger to now (period roll-over, auto top-up).
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { contract } from '@/lib/contract';
import type { ProrationPreview } from '@/lib/contract/types-billing';
import { decideFor, principalOf, requireAccount } from '../access';
import { recordAudit, type AuditMetadata } from '../audit';
import { accountState, addTransaction, cents, creditBreakdown, periodOf, settle } from '../billing/ledger';
import { CHECKOUT_TTL_MS, PORTAL_TTL_MS } from '../billing/provider';
import type { BillingRecord } from '../billing/records';
import { newBillingRecord } from '../billing/seed';
import { sessionCostPage, sessionCostRow } from '../billing/session-costs';
import { TIERS, tierOf } from '../billing/tiers';
import { usageHistory } from '../billing/usage';
import { randomToken } from '../crypto';
import { badRequest, conflict, notFound } from '../errors';
import { resolveWindow } from '../gateway/range';
import { created, on, type Caller, type HandlerContext, type HandlerTable } from '../runtime';
import type { AccountRecord } from '../store';

const ops = contract.billing;
const READ = 'account.billing.read';
const MANAGE = 'account.billing.manage';
const DAY = 86_400_000;

/** The account's record, created on first use for an account made before billing existed (Free, period from now). */
function recordOf(ctx: HandlerContext, accountId: string): BillingRecord {
  const store = ctx.rt.store;
  let record = store.billing.get(accountId);
  if (!record) store.billing.set(accountId, (record = newBillingRecord(accountId, 'free', ctx.rt.now())));
  return record;
}

function audit(ctx: HandlerContext, account: AccountRecord, actor: Caller['principal'] | null, action: string, metadata: AuditMetadata) {
  recordAudit(ctx, { accountId: account.id, action, resource: { type: 'billing', id: account.id }, actor, metadata });
}

async function billing(ctx: HandlerContext, permission: string) {
  const { caller, account } = await requireAccount(ctx, ctx.params.accountId, permission);
  const record = recordOf(ctx, account.id);
  for (const change of settle(ctx.rt.store, record, ctx.rt.now())) audit(ctx, account, null, change.action, change.metadata);
  return { caller, account, record };
}

const state = (ctx: HandlerContext, record: BillingRecord) => accountState(ctx.rt.store, record, ctx.rt.now());

function preview(ctx: HandlerContext, record: BillingRecord, toTier: string): ProrationPreview {
  const to = tierOf(toTier)!;
  const from = tierOf(record.tier)!;
  if (to.id === from.id && record.status !== 'canceled') throw badRequest('same_tier', `The account is already on ${to.name}`, { field: 'tier' });
  const now = ctx.rt.now();
  const { to: end } = periodOf(record);
  const daysLeft = Math.max(0, Math.ceil((end - now) / DAY));
  const share = daysLeft / 30;
  const gains = to.entitlements.filter((e) => !from.entitlements.includes(e));
  const losses = from.entitlements.filter((e) => !to.entitlements.includes(e));
  const base = { from_tier: from.id, to_tier: to.id, days_left: daysLeft, days_in_period: 30, gains, losses };
  if (to.rank > from.rank || record.status === 'canceled') {
    const credit = record.status === 'canceled' ? 0 : cents(from.monthly_price_usd * share);
    const charge = cents(to.monthly_price_usd * share);
    return { ...base, effective: 'now', effective_at: new Date(now).toISOString(), credit_usd: credit, charge_usd: charge, amount_due_usd: cents(Math.max(0, charge - credit)) };
  }
  return { ...base, effective: 'period_end', effective_at: new Date(end).toISOString(), credit_usd: 0, charge_usd: 0, amount_due_usd: 0 };
}

function providerUrl(returnUrl: string, path: string): string {
  return `${new URL(returnUrl).origin}${path}`;
}

/** Unguessable: the provider's checkout page is reached by its link alone, as a real provider's is. */
const checkoutId = () => `chk_${randomToken(12)}`;

const sameSecret = (a: string, b: string) => {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
};

/** Accounts whose billing the caller may read. */
function readableAccounts(ctx: HandlerContext, caller: Caller): Set<string> {
  const principal = principalOf(ctx.rt.store, caller);
  const ids = new Set<string>();
  for (const account of ctx.rt.store.accounts.values()) {
    if (decideFor(ctx.rt, principal, READ, { type: 'account', accountId: account.id }).allowed) ids.add(account.id);
  }
  return ids;
}

/** Newest first; transactions of the same time keep their order of entry, reversed. */
function newestFirstOf<T extends { created_at: string }>(list: readonly T[]): T[] {
  return list.map((t, i) => ({ t, i, at: Date.parse(t.created_at) })).sort((a, b) => b.at - a.at || b.i - a.i).map((x) => x.t);
}

export const billingHandlers: HandlerTable = {
  'billing.tierConfigurations': on(ops.tierConfigurations, () => TIERS.map((t) => ({ ...t, entitlements: [...t.entitlements] }))),

  'billing.accountState': on(ops.accountState, async (ctx) => state(ctx, (await billing(ctx, READ)).record)),

  'billing.accountStateMinimal': on(ops.accountStateMinimal, async (ctx) => {
    const { account_id, tier, status, credit_balance_usd, entitlements } = state(ctx, (await billing(ctx, READ)).record);
    return { account_id, tier, status, credit_balance_usd, entitlements };
  }),

  'billing.transactions': on(ops.transactions, async (ctx) => {
    const { record } = await billing(ctx, READ);
    const limit = ctx.input.limit ?? 20;
    const offset = ctx.input.offset ?? 0;
    const total = record.transactions.length;
    if (offset > 0 && offset >= total) throw badRequest('invalid_offset', `offset ${offset} is past the last of ${total} transactions`, { field: 'offset', total });
    const newestFirst = newestFirstOf(record.transactions);
    return { items: newestFirst.slice(offset, offset + limit), total, limit, offset };
  }),

  'billing.transactionsSummary': on(ops.transactionsSummary, async (ctx) => {
    const { record } = await billing(ctx, READ);
    const byType = new Map<string, { type: (typeof record.transactions)[number]['type']; count: number; amount_usd: number; credits_usd: number }>();
    for (const t of record.transactions) {
      const row = byType.get(t.type) ?? { type: t.type, count: 0, amount_usd: 0, credits_usd: 0 };
      row.count++;
      row.amount_usd = cents(row.amount_usd + t.amount_usd);
      row.credits_usd = cents(row.credits_usd + t.credits_usd);
      byType.set(t.type, row);
    }
    const rows = [...byType.values()].sort((a, b) => a.type.localeCompare(b.type));
    return { count: record.transactions.length, charged_usd: cents(rows.reduce((s, r) => s + r.amount_usd, 0)), credits_usd: cents(rows.reduce((s, r) => s + r.credits_usd, 0)), by_type: rows };
  }),

  'billing.creditBreakdown': on(ops.creditBreakdown, async (ctx) => creditBreakdown(ctx.rt.store, (await billing(ctx, READ)).record, ctx.rt.now())),

  'billing.usageHistory': on(ops.usageHistory, async (ctx) => {
    const { account } = await billing(ctx, READ);
    const window = resolveWindow({ from: ctx.input.from, to: ctx.input.to, tz: ctx.input.tz, days: ctx.input.days ?? 30 }, ctx.rt.now());
    return usageHistory(ctx.rt.store, account.id, window);
  }),

  'billing.sessionCosts.list': on(ops.sessionCosts.list, async (ctx) => {
    const caller = await ctx.caller();
    const store = ctx.rt.store;
    const { accountId, projectId } = ctx.input;
    let accounts: Set<string>;
    if (projectId) {
      const project = store.projects.get(projectId);
      if (!project) throw notFound(`Project ${projectId}`);
      if (accountId && accountId !== project.account_id) throw badRequest('invalid_request', `Project ${projectId} is not in account ${accountId}`, { field: 'projectId' });
      ctx.params.accountId = project.account_id;
      await billing(ctx, READ);
      accounts = new Set([project.account_id]);
    } else if (accountId) {
      ctx.params.accountId = accountId;
      await billing(ctx, READ);
      accounts = new Set([accountId]);
    } else {
      accounts = readableAccounts(ctx, caller);
    }
    const projectIds = new Set([...store.projects.values()].filter((p) => accounts.has(p.account_id) && (!projectId || p.id === projectId)).map((p) => p.id));
    const page = sessionCostPage(store, projectIds, ctx.input, ctx.rt.now());
    if (page.offset > 0 && page.offset >= page.total) throw badRequest('invalid_offset', `offset ${page.offset} is past the last of ${page.total} sessions`, { field: 'offset', total: page.total });
    return page;
  }),

  'billing.sessionCosts.get': on(ops.sessionCosts.get, async (ctx) => {
    const caller = await ctx.caller();
    const store = ctx.rt.store;
    const accounts = readableAccounts(ctx, caller);
    for (const record of store.sessions.values()) {
      if (record.info.id !== ctx.params.sessionId || (ctx.input.projectId && record.projectId !== ctx.input.projectId)) continue;
      const project = store.projects.get(record.projectId);
      if (project && accounts.has(project.account_id)) return sessionCostRow(store, record, ctx.rt.now());
    }
    throw notFound(`Session ${ctx.params.sessionId}`);
  }),

  'billing.checkout.createSession': on(ops.checkout.createSession, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    const to = tierOf(ctx.input.tier)!;
    const from = tierOf(record.tier)!;
    if (!(to.rank > from.rank || (record.status === 'canceled' && to.monthly_price_usd > 0))) {
      throw badRequest('not_an_upgrade', `${to.name} is not an upgrade from ${from.name}: schedule a downgrade instead`, { field: 'tier' });
    }
    const due = preview(ctx, record, to.id);
    const now = ctx.rt.now();
    const id = checkoutId();
    const checkout = {
      id, account_id: account.id, kind: 'subscription' as const, tier: to.id, amount_usd: due.amount_due_usd, credits_usd: 0,
      description: `Upgrade to ${to.name}: ${due.days_left} of 30 days prorated`, return_url: ctx.input.return_url,
      status: 'open' as const, created_at: now, expires_at: now + CHECKOUT_TTL_MS, created_by: caller.principal.id,
    };
    ctx.rt.store.checkouts.set(id, checkout);
    audit(ctx, account, caller.principal, 'billing.checkout.create', { checkout: id, kind: 'subscription', tier: to.id, amount_usd: due.amount_due_usd });
    return created(toCheckout(checkout));
  }),

  'billing.checkout.confirmSession': on(ops.checkout.confirmSession, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    const checkout = ctx.rt.store.checkouts.get(ctx.input.checkout_id);
    if (!checkout || checkout.account_id !== account.id) throw notFound(`Checkout ${ctx.input.checkout_id}`);
    const now = ctx.rt.now();
    if (checkout.applied_at !== undefined) throw conflict('checkout_already_confirmed', 'This checkout was already confirmed; nothing changed', { checkout_id: checkout.id });
    if (checkout.status === 'canceled') throw conflict('checkout_canceled', 'This checkout was canceled at the payment provider', { checkout_id: checkout.id });
    if (checkout.status === 'open' && checkout.expires_at <= now) throw conflict('checkout_expired', 'This checkout expired before it was paid', { checkout_id: checkout.id });
    if (checkout.status !== 'paid' || !checkout.confirmation || !sameSecret(checkout.confirmation, ctx.input.confirmation)) {
      audit(ctx, account, caller.principal, 'billing.checkout.confirm', { checkout: checkout.id, outcome: 'invalid_confirmation' });
      throw badRequest('invalid_confirmation', 'The payment provider did not confirm this payment', { field: 'confirmation' });
    }
    const fromTier = record.tier;
    if (checkout.kind === 'subscription') {
      const to = tierOf(checkout.tier)!;
      const current = tierOf(record.tier)!;
      if (!(to.rank > current.rank || record.status === 'canceled')) throw conflict('checkout_stale', `The account is already on ${current.name}`, { checkout_id: checkout.id });
      const { days_left } = preview(ctx, record, to.id);
      const extraCredits = record.status === 'canceled' ? to.included_credits_usd : cents((to.included_credits_usd - current.included_credits_usd) * (days_left / 30));
      record.tier = to.id;
      record.status = 'active';
      record.cancel_at_period_end = false;
      record.scheduled_change = null;
      addTransaction(ctx.rt.store, record, now, { type: 'proration', description: `Upgrade ${current.name} → ${to.name}, prorated`, amount_usd: checkout.amount_usd, credits_usd: extraCredits, tier: to.id, checkout_id: checkout.id });
      audit(ctx, account, caller.principal, 'billing.subscription.upgrade', { checkout: checkout.id, from: fromTier, to: to.id, amount_usd: checkout.amount_usd });
    } else {
      addTransaction(ctx.rt.store, record, now, { type: 'credit_purchase', description: 'Credits', amount_usd: checkout.amount_usd, credits_usd: checkout.credits_usd, checkout_id: checkout.id });
      audit(ctx, account, caller.principal, 'billing.credits.purchase', { checkout: checkout.id, amount_usd: checkout.amount_usd });
    }
    checkout.applied_at = now;
    return { checkout: toCheckout(checkout), applied: true, state: state(ctx, record) };
  }),

  'billing.subscription.createPortalSession': on(ops.subscription.createPortalSession, async (ctx) => {
    const { caller, account } = await billing(ctx, MANAGE);
    const token = randomToken(18);
    const expires = ctx.rt.now() + PORTAL_TTL_MS;
    ctx.rt.store.portalSessions.set(token, { account_id: account.id, return_url: ctx.input.return_url, expires_at: expires });
    audit(ctx, account, caller.principal, 'billing.portal.open', {});
    return created({ url: providerUrl(ctx.input.return_url, `/dev/pay/portal?session=${token}`), expires_at: new Date(expires).toISOString() });
  }),

  'billing.subscription.cancel': on(ops.subscription.cancel, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    if (record.tier === 'free' || record.status === 'canceled') throw conflict('nothing_to_cancel', 'The account has no paid plan to cancel');
    if (record.cancel_at_period_end) throw conflict('already_canceling', 'The plan already ends at the end of this period');
    record.cancel_at_period_end = true;
    record.status = 'canceling';
    record.scheduled_change = null;
    audit(ctx, account, caller.principal, 'billing.subscription.cancel', { tier: record.tier, effective_at: new Date(periodOf(record).to).toISOString() });
    return state(ctx, record);
  }),

  'billing.subscription.reactivate': on(ops.subscription.reactivate, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    if (!record.cancel_at_period_end) throw conflict('not_canceling', record.status === 'canceled' ? 'The plan has ended: choose a plan to subscribe again' : 'The plan is not canceled');
    record.cancel_at_period_end = false;
    record.status = 'active';
    audit(ctx, account, caller.principal, 'billing.subscription.reactivate', { tier: record.tier });
    return state(ctx, record);
  }),

  'billing.subscription.scheduleDowngrade': on(ops.subscription.scheduleDowngrade, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    const to = tierOf(ctx.input.tier)!;
    const from = tierOf(record.tier)!;
    if (!(to.rank < from.rank)) throw badRequest('not_a_downgrade', `${to.name} is not a downgrade from ${from.name}`, { field: 'tier' });
    if (record.cancel_at_period_end) throw conflict('subscription_canceling', 'The plan is canceled at the end of the period: reactivate it first');
    const effective = periodOf(record).to;
    record.scheduled_change = { tier: to.id, effective_at: effective };
    audit(ctx, account, caller.principal, 'billing.subscription.schedule_downgrade', { from: from.id, to: to.id, effective_at: new Date(effective).toISOString() });
    return state(ctx, record);
  }),

  'billing.subscription.cancelScheduledChange': on(ops.subscription.cancelScheduledChange, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    if (!record.scheduled_change) throw conflict('no_scheduled_change', 'No change is scheduled');
    const was = record.scheduled_change.tier;
    record.scheduled_change = null;
    audit(ctx, account, caller.principal, 'billing.subscription.cancel_scheduled_change', { tier: was });
    return state(ctx, record);
  }),

  'billing.subscription.prorationPreview': on(ops.subscription.prorationPreview, async (ctx) => preview(ctx, (await billing(ctx, MANAGE)).record, ctx.input.tier)),

  'billing.credits.purchase': on(ops.credits.purchase, async (ctx) => {
    const { caller, account } = await billing(ctx, MANAGE);
    const amount = cents(ctx.input.amount_usd);
    const now = ctx.rt.now();
    const id = checkoutId();
    const checkout = {
      id, account_id: account.id, kind: 'credits' as const, amount_usd: amount, credits_usd: amount, description: `$${amount.toFixed(2)} of credits`,
      return_url: ctx.input.return_url, status: 'open' as const, created_at: now, expires_at: now + CHECKOUT_TTL_MS, created_by: caller.principal.id,
    };
    ctx.rt.store.checkouts.set(id, checkout);
    audit(ctx, account, caller.principal, 'billing.checkout.create', { checkout: id, kind: 'credits', amount_usd: amount });
    return created(toCheckout(checkout));
  }),

  'billing.credits.autoTopupSettings': on(ops.credits.autoTopupSettings, async (ctx) => ({ ...(await billing(ctx, READ)).record.auto_topup })),

  'billing.credits.configureAutoTopup': on(ops.credits.configureAutoTopup, async (ctx) => {
    const { caller, account, record } = await billing(ctx, MANAGE);
    record.auto_topup = { enabled: ctx.input.enabled, threshold_usd: cents(ctx.input.threshold_usd), amount_usd: cents(ctx.input.amount_usd) };
    audit(ctx, account, caller.principal, 'billing.credits.auto_topup_configure', { ...record.auto_topup });
    // Enabled below the threshold: the first top-up happens now.
    for (const change of settle(ctx.rt.store, record, ctx.rt.now())) audit(ctx, account, null, change.action, change.metadata);
    return { ...record.auto_topup };
  }),
};

function toCheckout(c: { id: string; account_id: string; kind: 'subscription' | 'credits'; tier?: string; amount_usd: number; credits_usd: number; description: string; return_url: string; status: 'open' | 'paid' | 'canceled' | 'expired'; created_at: number; expires_at: number }) {
  return {
    id: c.id,
    account_id: c.account_id,
    kind: c.kind,
    status: c.status,
    ...(c.tier ? { tier: tierOf(c.tier)!.id } : {}),
    amount_usd: c.amount_usd,
    credits_usd: c.credits_usd,
    description: c.description,
    url: providerUrl(c.return_url, `/dev/pay?checkout=${c.id}`),
    created_at: new Date(c.created_at).toISOString(),
    expires_at: new Date(c.expires_at).toISOString(),
  };
}
