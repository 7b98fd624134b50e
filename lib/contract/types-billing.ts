// Wire types of `billing` (docs/BILLING.md). Money is in US dollars as numbers rounded to the cent, except session and
// usage figures, which keep the precision of the gateway's micro-dollars.

export type BillingTierId = 'free' | 'pro' | 'team' | 'enterprise';
export type BillingStatus = 'active' | 'canceling' | 'canceled';

export interface BillingTier {
  id: BillingTierId;
  name: string;
  description: string;
  /** Price per month, USD. */
  monthly_price_usd: number;
  /** Credits granted at the start of each period, USD. */
  included_credits_usd: number;
  /** Entitlements the platform enforces for an account on this tier (`rbac`: custom roles; `branding`: Enterprise branding). */
  entitlements: string[];
  /** Rank for upgrade (higher) and downgrade (lower). */
  rank: number;
}

export interface BillingPeriod {
  start: string;
  end: string;
}

export interface ScheduledChange {
  type: 'downgrade';
  tier: BillingTierId;
  effective_at: string;
}

export interface AutoTopupSettings {
  enabled: boolean;
  /** Top up when the balance falls below this, USD. */
  threshold_usd: number;
  /** Credits bought per top-up, USD. */
  amount_usd: number;
}

export interface BillingAccountStateMinimal {
  account_id: string;
  tier: BillingTierId;
  status: BillingStatus;
  credit_balance_usd: number;
  entitlements: string[];
}

export interface BillingAccountState extends BillingAccountStateMinimal {
  tier_name: string;
  monthly_price_usd: number;
  period: BillingPeriod;
  /** Usage of the period: the gateway's spend over the account's projects (provider list price × `markup`, as the gateway shows it). */
  period_spend_usd: number;
  /** The platform markup already in every cost figure (1.2). */
  markup: number;
  cancel_at_period_end: boolean;
  scheduled_change: ScheduledChange | null;
  auto_topup: AutoTopupSettings;
}

export type BillingTransactionType = 'subscription' | 'proration' | 'credit_purchase' | 'auto_topup' | 'promotional' | 'refund';

export interface BillingTransaction {
  id: string;
  created_at: string;
  type: BillingTransactionType;
  description: string;
  /** Charged to the payment method, USD (negative: refunded). */
  amount_usd: number;
  /** Credits added to the balance, USD. */
  credits_usd: number;
  tier?: BillingTierId;
  checkout_id?: string;
}

export interface BillingTransactionPage {
  items: BillingTransaction[];
  total: number;
  limit: number;
  offset: number;
}

export interface BillingTransactionsSummary {
  count: number;
  charged_usd: number;
  credits_usd: number;
  by_type: Array<{ type: BillingTransactionType; count: number; amount_usd: number; credits_usd: number }>;
}

export interface CreditBreakdown {
  period: BillingPeriod;
  balance_usd: number;
  /** Credits of the period by where they came from, USD. */
  by_source: { included: number; purchased: number; promotional: number };
  /** Usage of the period by what used it, USD (the gateway's spend, markup included): agent sessions' model calls, and direct gateway calls. */
  by_use: { sessions: number; gateway: number };
  /** Usage beyond the period's credits, charged to the payment method at the end of the period. */
  overage_usd: number;
  markup: number;
}

export interface UsagePoint {
  /** Local date (YYYY-MM-DD) in `tz`. */
  date: string;
  /** Start of the local day, ISO. */
  start: string;
  requests: number;
  /** The gateway's spend that day (markup included), USD. */
  spend_usd: number;
  sessions_usd: number;
  gateway_usd: number;
}

export interface UsageHistory {
  from: string;
  to: string;
  tz: string;
  markup: number;
  points: UsagePoint[];
  /** The gateway's spend over the range (markup included): what billing charges. */
  total_spend_usd: number;
  /** The same before the markup: what the model providers' list prices add up to. */
  total_provider_cost_usd: number;
  /** Per project over the range: the gateway's spend, the same number its overview shows. */
  projects: Array<{ project_id: string; name: string; spend_usd: number; requests: number }>;
}

export interface SessionCost {
  session_id: string;
  project_id: string;
  project_name: string;
  title: string;
  created_at: string;
  updated_at: string;
  /** The SDK's `getSessionCost` of the session: billed USD, markup included. */
  cost_usd: number;
  /** The same before the markup (the providers' list prices). The gateway's requests of the session add up to `cost_usd`. */
  provider_cost_usd: number;
  markup: number;
  tokens: { input: number; output: number; reasoning: number; cache_read: number; cache_write: number };
  steps: number;
  estimated: boolean;
}

export interface SessionCostPage {
  items: SessionCost[];
  total: number;
  /** Sum of `cost_usd` over every matching session (not only this page). */
  total_cost_usd: number;
  limit: number;
  offset: number;
}

export type CheckoutKind = 'subscription' | 'credits';
export type CheckoutStatus = 'open' | 'paid' | 'canceled' | 'expired';

export interface CheckoutSession {
  id: string;
  account_id: string;
  kind: CheckoutKind;
  status: CheckoutStatus;
  tier?: BillingTierId;
  amount_usd: number;
  credits_usd: number;
  description: string;
  /** The payment provider's page (the console's demo provider with the embedded platform). */
  url: string;
  created_at: string;
  expires_at: string;
}

export interface CheckoutConfirmation {
  checkout: CheckoutSession;
  /** False when this confirmation changed nothing (already applied, canceled or expired). */
  applied: boolean;
  state: BillingAccountState;
}

export interface PortalSession {
  url: string;
  expires_at: string;
}

export interface ProrationPreview {
  from_tier: BillingTierId;
  to_tier: BillingTierId;
  /** `now` for an upgrade (charged today), `period_end` for a downgrade (nothing charged, takes effect then). */
  effective: 'now' | 'period_end';
  effective_at: string;
  days_left: number;
  days_in_period: number;
  /** Unused part of the current tier, credited. */
  credit_usd: number;
  /** The new tier for the rest of the period. */
  charge_usd: number;
  amount_due_usd: number;
  /** What changes in entitlements. */
  gains: string[];
  losses: string[];
}
