import { z } from 'zod';
import { BILLING_PAGE_MAX, CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN, USAGE_MAX_DAYS } from '../billing-limits';
import { GET, POST, PUT } from '../define';
import { gatewayTimeZone } from './project-gateway';
import type {
  AutoTopupSettings,
  BillingAccountState,
  BillingAccountStateMinimal,
  BillingTier,
  BillingTransactionPage,
  BillingTransactionsSummary,
  CheckoutConfirmation,
  CheckoutSession,
  CreditBreakdown,
  PortalSession,
  ProrationPreview,
  SessionCost,
  SessionCostPage,
  UsageHistory,
} from '../types-billing';

export const BILLING_TIER_IDS = ['free', 'pro', 'team', 'enterprise'] as const;

const tier = z.enum(BILLING_TIER_IDS, { error: `Unknown tier: use one of ${BILLING_TIER_IDS.join(', ')}` });
const paging = {
  limit: z.coerce.number().int().min(1).max(BILLING_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).optional(),
};
const isoTime = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 time with a zone, e.g. 2026-01-15T00:00:00Z' });
/** Where the payment provider sends the user back: an absolute http(s) URL. */
const returnUrl = z.url({ protocol: /^https?$/, error: 'return_url must be an absolute http(s) URL' }).max(2_000);
const dollars = z.number({ error: 'Give an amount in US dollars' }).finite().positive({ error: 'The amount must be more than zero' });

const accountGet = <R>(suffix: string, summary: string) => <I extends z.ZodType>(input: I) =>
  GET<R>()(`/accounts/{accountId}/billing/${suffix}` as `/accounts/{accountId}/billing/${string}`, summary, { input });
const accountPost = <R>(suffix: string, summary: string) => <I extends z.ZodType>(input: I) =>
  POST<R>()(`/accounts/{accountId}/billing/${suffix}` as `/accounts/{accountId}/billing/${string}`, summary, { input });

export const sessionCostsInput = z.object({
  ...paging,
  accountId: z.string().min(1).max(200).optional(),
  projectId: z.string().min(1).max(200).optional(),
  /** Sessions created in [from, to). */
  from: isoTime.optional(),
  to: isoTime.optional(),
  sort: z.enum(['cost', 'created', 'tokens']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type SessionCostsInput = z.output<typeof sessionCostsInput>;

export const autoTopupInput = z.object({
  enabled: z.boolean(),
  threshold_usd: z.number().finite().min(0, { error: 'The threshold cannot be negative' }).max(CREDIT_PURCHASE_MAX),
  amount_usd: z.number().finite().min(CREDIT_PURCHASE_MIN, { error: `Top up at least $${CREDIT_PURCHASE_MIN}` }).max(CREDIT_PURCHASE_MAX, { error: `Top up at most $${CREDIT_PURCHASE_MAX}` }),
});

export const billingOps = {
  accountState: accountGet<BillingAccountState>('state', 'Billing state: tier, status, credits, period, entitlements')(z.object({})),
  accountStateMinimal: accountGet<BillingAccountStateMinimal>('state/minimal', 'Billing state, minimal')(z.object({})),
  transactions: accountGet<BillingTransactionPage>('transactions', 'Transactions, newest first (400 invalid_offset past the end)')(z.object(paging)),
  transactionsSummary: accountGet<BillingTransactionsSummary>('transactions/summary', 'Transactions summary')(z.object({})),
  creditBreakdown: accountGet<CreditBreakdown>('credits/breakdown', 'Credits of the period by source and by use')(z.object({})),
  usageHistory: accountGet<UsageHistory>('usage', 'Daily billed usage in the caller\'s time zone (local days, DST-safe)')(
    z.object({ from: isoTime.optional(), to: isoTime.optional(), days: z.coerce.number().int().min(1).max(USAGE_MAX_DAYS).optional(), tz: gatewayTimeZone.optional() }),
  ),
  sessionCosts: {
    list: GET<SessionCostPage>()('/billing/session-costs', 'Cost per session (the SDK\'s getSessionCost)', { input: sessionCostsInput }),
    get: GET<SessionCost>()('/billing/session-costs/{sessionId}', 'Cost of one session', { input: z.object({ projectId: z.string().min(1).max(200).optional() }) }),
  },
  tierConfigurations: GET<BillingTier[]>()('/billing/tiers', 'Plan tiers', { public: true }),
  checkout: {
    createSession: accountPost<CheckoutSession>('checkout', 'Start a payment-provider checkout (an upgrade)')(z.object({ tier, return_url: returnUrl })),
    confirmSession: accountPost<CheckoutConfirmation>('checkout/confirm', 'Confirm a paid checkout, exactly once')(
      z.object({ checkout_id: z.string().min(1).max(200), confirmation: z.string().min(1).max(200) }),
    ),
  },
  subscription: {
    createPortalSession: accountPost<PortalSession>('subscription/portal', 'Open the payment-provider portal')(z.object({ return_url: returnUrl })),
    cancel: accountPost<BillingAccountState>('subscription/cancel', 'Cancel at the end of the period')(z.object({})),
    reactivate: accountPost<BillingAccountState>('subscription/reactivate', 'Undo a cancellation before the period ends')(z.object({})),
    scheduleDowngrade: accountPost<BillingAccountState>('subscription/downgrade', 'Downgrade at the end of the period')(z.object({ tier })),
    cancelScheduledChange: accountPost<BillingAccountState>('subscription/cancel-scheduled', 'Cancel a scheduled downgrade')(z.object({})),
    prorationPreview: accountPost<ProrationPreview>('subscription/proration-preview', 'What a change of tier costs today')(z.object({ tier })),
  },
  credits: {
    purchase: accountPost<CheckoutSession>('credits/purchase', 'Buy credits through a payment-provider checkout')(
      z.object({
        amount_usd: dollars.min(CREDIT_PURCHASE_MIN, { error: `Buy at least $${CREDIT_PURCHASE_MIN}` }).max(CREDIT_PURCHASE_MAX, { error: `Buy at most $${CREDIT_PURCHASE_MAX}` }),
        return_url: returnUrl,
      }),
    ),
    autoTopupSettings: accountGet<AutoTopupSettings>('credits/auto-topup', 'Auto top-up settings')(z.object({})),
    configureAutoTopup: PUT<AutoTopupSettings>()('/accounts/{accountId}/billing/credits/auto-topup', 'Configure auto top-up', { input: autoTopupInput }),
  },
};
