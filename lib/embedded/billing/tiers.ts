// The tiers and their entitlements: the one source of what an account may use. The access decision (access.ts), custom
// roles (iam) and branding read `entitlementsOf`, never a copy on the account.
import 'server-only';
import type { BillingTier, BillingTierId } from '@/lib/contract/types-billing';
import type { Store } from '../store';

export const TIERS: readonly BillingTier[] = [
  { id: 'free', rank: 0, name: 'Free', description: 'Try the platform: one small team, built-in roles', monthly_price_usd: 0, included_credits_usd: 10, entitlements: [] },
  { id: 'pro', rank: 1, name: 'Pro', description: 'For a team shipping with agents: more credits, built-in roles', monthly_price_usd: 99, included_credits_usd: 500, entitlements: [] },
  { id: 'team', rank: 2, name: 'Team', description: 'Custom roles (rbac) for larger teams', monthly_price_usd: 499, included_credits_usd: 2_500, entitlements: ['rbac'] },
  {
    id: 'enterprise', rank: 3, name: 'Enterprise', description: 'Custom roles, your own branding and single sign-on',
    monthly_price_usd: 1_999, included_credits_usd: 12_000, entitlements: ['rbac', 'branding', 'sso'],
  },
];

const FREE = TIERS[0];

export function tierOf(id: string | undefined): BillingTier | undefined {
  return TIERS.find((t) => t.id === id);
}

/** The tier an account is on (Free when it has no billing record, e.g. one made before billing existed). */
export function accountTier(store: Store, accountId: string): BillingTier {
  return tierOf(store.billing.get(accountId)?.tier) ?? FREE;
}

/** What the platform lets the account use: its tier's entitlements. */
export function entitlementsOf(store: Store, accountId: string): string[] {
  return [...accountTier(store, accountId).entitlements];
}

export const isTierId = (id: string): id is BillingTierId => TIERS.some((t) => t.id === id);
