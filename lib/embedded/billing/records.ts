import 'server-only';
import type { AutoTopupSettings, BillingStatus, BillingTierId, BillingTransaction, CheckoutKind, CheckoutStatus } from '@/lib/contract/types-billing';

/** An account's subscription and ledger. Times are epoch ms. */
export interface BillingRecord {
  account_id: string;
  tier: BillingTierId;
  status: BillingStatus;
  period_start: number;
  cancel_at_period_end: boolean;
  scheduled_change: { tier: BillingTierId; effective_at: number } | null;
  auto_topup: AutoTopupSettings;
  /** Oldest first. */
  transactions: BillingTransaction[];
}

/** A checkout at the (demo) payment provider. `confirmation` is the provider's proof of payment, set when the user pays. */
export interface CheckoutRecord {
  id: string;
  account_id: string;
  kind: CheckoutKind;
  tier?: BillingTierId;
  amount_usd: number;
  credits_usd: number;
  description: string;
  return_url: string;
  status: CheckoutStatus;
  created_at: number;
  expires_at: number;
  created_by: string;
  confirmation?: string;
  /** Set once confirmSession applied it: a second confirmation changes nothing. */
  applied_at?: number;
}
