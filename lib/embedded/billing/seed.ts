// Seeds each account's subscription and a ledger that reads like a few months of use. Periods are anchored to the start
// time (as the gateway's traffic is), so the current period always holds 20 days of the generated traffic.
import 'server-only';
import type { BillingTierId, BillingTransaction } from '@/lib/contract/types-billing';
import { nextId, type Store } from '../store';
import { PERIOD_MS } from './ledger';
import type { BillingRecord } from './records';
import { tierOf } from './tiers';

const DAY = 86_400_000;
const SEEDED: Record<string, BillingTierId> = { acc_demo: 'pro', acc_globex: 'team', acc_initech: 'free' };

export function newBillingRecord(accountId: string, tier: BillingTierId, periodStart: number): BillingRecord {
  return {
    account_id: accountId,
    tier,
    status: 'active',
    period_start: periodStart,
    cancel_at_period_end: false,
    scheduled_change: null,
    auto_topup: { enabled: false, threshold_usd: 50, amount_usd: 200 },
    transactions: [],
  };
}

export function seedBilling(store: Store, now: number): void {
  const periodStart = now - 20 * DAY;
  for (const account of store.accounts.values()) {
    const tier = tierOf(SEEDED[account.id] ?? 'free')!;
    const record = newBillingRecord(account.id, tier.id, periodStart);
    const tx = (at: number, fields: Omit<BillingTransaction, 'id' | 'created_at'>) =>
      record.transactions.push({ id: nextId(store, 'btx'), created_at: new Date(at).toISOString(), ...fields });
    if (tier.monthly_price_usd > 0) {
      for (let k = 3; k >= 0; k--) {
        tx(periodStart - k * PERIOD_MS, { type: 'subscription', description: `${tier.name} plan, monthly`, amount_usd: tier.monthly_price_usd, credits_usd: tier.included_credits_usd, tier: tier.id });
      }
    }
    if (account.id === 'acc_demo') {
      tx(periodStart - 2 * PERIOD_MS + 5 * DAY, { type: 'credit_purchase', description: 'Credits', amount_usd: 300, credits_usd: 300 });
      tx(periodStart + 2 * 3_600_000, { type: 'promotional', description: 'Launch promotion', amount_usd: 0, credits_usd: 250 });
      tx(periodStart + 8 * DAY, { type: 'credit_purchase', description: 'Credits', amount_usd: 1_500, credits_usd: 1_500 });
    }
    store.billing.set(account.id, record);
  }
}
