// The account's ledger over time: periods roll over (a cancellation or a scheduled downgrade takes effect then), the
// balance is the period's credits less its billed usage, and auto top-up buys credits when the balance falls below its
// threshold. `settle` brings a record up to `now`; every billing operation calls it first.
import 'server-only';
import { COST_MARKUP } from '@/lib/sdk/cost';
import type { BillingAccountState, BillingTransaction, CreditBreakdown } from '@/lib/contract/types-billing';
import { nextId, type Store } from '../store';
import type { BillingRecord } from './records';
import { accountTier, tierOf } from './tiers';
import { accountSpend } from './usage';

const DAY = 86_400_000;
/** A billing period: 30 days. */
export const PERIOD_MS = 30 * DAY;
/** Renewals applied at most per settle (an account left alone for years jumps to the current period). */
const MAX_RENEWALS = 24;
/** At most one auto top-up a day, so a threshold above what one top-up buys does not charge on every read. */
export const AUTO_TOPUP_GAP_MS = DAY;

export const cents = (usd: number) => Math.round(usd * 100) / 100;
const iso = (ms: number) => new Date(ms).toISOString();

export interface Change {
  action: string;
  metadata: Record<string, string | number | boolean>;
}

export function addTransaction(store: Store, record: BillingRecord, at: number, fields: Omit<BillingTransaction, 'id' | 'created_at'>): BillingTransaction {
  const tx: BillingTransaction = { id: nextId(store, 'btx'), created_at: iso(at), ...fields };
  record.transactions.push(tx);
  return tx;
}

/** Rolls the record forward to the period containing `now`. Returns what changed (for the audit stream). */
export function settle(store: Store, record: BillingRecord, now: number): Change[] {
  const changes: Change[] = [];
  let renewals = 0;
  while (now >= record.period_start + PERIOD_MS) {
    const end = record.period_start + PERIOD_MS;
    if (renewals++ >= MAX_RENEWALS) {
      record.period_start = end + Math.floor((now - end) / PERIOD_MS) * PERIOD_MS;
      break;
    }
    if (record.cancel_at_period_end) {
      changes.push({ action: 'billing.subscription.ended', metadata: { from: record.tier, to: 'free' } });
      record.tier = 'free';
      record.status = 'canceled';
      record.cancel_at_period_end = false;
      record.scheduled_change = null;
    } else if (record.scheduled_change) {
      changes.push({ action: 'billing.subscription.downgraded', metadata: { from: record.tier, to: record.scheduled_change.tier } });
      record.tier = record.scheduled_change.tier;
      record.scheduled_change = null;
    }
    record.period_start = end;
    const tier = tierOf(record.tier)!;
    if (tier.monthly_price_usd > 0 && record.status !== 'canceled') {
      addTransaction(store, record, end, { type: 'subscription', description: `${tier.name} plan, monthly`, amount_usd: tier.monthly_price_usd, credits_usd: tier.included_credits_usd, tier: tier.id });
      changes.push({ action: 'billing.subscription.renewed', metadata: { tier: tier.id, amount_usd: tier.monthly_price_usd } });
    }
  }
  const balance = creditBreakdown(store, record, now).balance_usd;
  const lastTopup = record.transactions.findLast((t) => t.type === 'auto_topup');
  const rested = !lastTopup || now - Date.parse(lastTopup.created_at) >= AUTO_TOPUP_GAP_MS;
  if (record.auto_topup.enabled && rested && balance < record.auto_topup.threshold_usd) {
    const amount = record.auto_topup.amount_usd;
    addTransaction(store, record, now, { type: 'auto_topup', description: `Auto top-up below $${record.auto_topup.threshold_usd}`, amount_usd: amount, credits_usd: amount });
    changes.push({ action: 'billing.credits.auto_topup', metadata: { amount_usd: amount, balance_before_usd: balance } });
  }
  return changes;
}

export const periodOf = (record: BillingRecord) => ({ from: record.period_start, to: record.period_start + PERIOD_MS });

/** The period's credits by source, its billed usage by use, and what is left. */
export function creditBreakdown(store: Store, record: BillingRecord, now: number): CreditBreakdown {
  const { from, to } = periodOf(record);
  const inPeriod = record.transactions.filter((t) => {
    const at = Date.parse(t.created_at);
    return at >= from && at < to;
  });
  const sum = (types: string[]) => cents(inPeriod.filter((t) => types.includes(t.type)).reduce((s, t) => s + t.credits_usd, 0));
  // The included credits come with the period's subscription charge; a Free account has them without one.
  const charged = inPeriod.some((t) => t.type === 'subscription');
  const included = charged ? sum(['subscription', 'proration']) : cents(accountTier(store, record.account_id).included_credits_usd + sum(['proration']));
  const by_source = { included, purchased: sum(['credit_purchase', 'auto_topup']), promotional: sum(['promotional', 'refund']) };
  const spend = accountSpend(store, record.account_id, from, Math.min(to, now + 1));
  const by_use = { sessions: cents(spend.sessionsMicros / 1e6), gateway: cents(spend.gatewayMicros / 1e6) };
  const granted = by_source.included + by_source.purchased + by_source.promotional;
  const left = granted - by_use.sessions - by_use.gateway;
  return { period: { start: iso(from), end: iso(to) }, balance_usd: cents(Math.max(0, left)), by_source, by_use, overage_usd: cents(Math.max(0, -left)), markup: COST_MARKUP };
}

export function accountState(store: Store, record: BillingRecord, now: number): BillingAccountState {
  const tier = tierOf(record.tier)!;
  const credits = creditBreakdown(store, record, now);
  const { from, to } = periodOf(record);
  return {
    account_id: record.account_id,
    tier: tier.id,
    tier_name: tier.name,
    status: record.status,
    monthly_price_usd: tier.monthly_price_usd,
    credit_balance_usd: credits.balance_usd,
    entitlements: [...tier.entitlements],
    period: { start: iso(from), end: iso(to) },
    period_spend_usd: cents(credits.by_use.sessions + credits.by_use.gateway),
    markup: COST_MARKUP,
    cancel_at_period_end: record.cancel_at_period_end,
    scheduled_change: record.scheduled_change ? { type: 'downgrade', tier: record.scheduled_change.tier, effective_at: iso(record.scheduled_change.effective_at) } : null,
    auto_topup: { ...record.auto_topup },
  };
}
