'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_PAGE_MAX } from '@/lib/contract/billing-limits';
import type { BillingTierId } from '@/lib/contract/types-billing';
import { csvRow } from '@/lib/format/csv';
import { usePlatform } from './context';
import { accountKeys } from './keys';

export interface SessionCostFilters {
  projectId?: string;
  from?: string;
  to?: string;
  sort?: 'cost' | 'created' | 'tokens';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export const billingKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'billing'] as const,
  state: (accountId: string) => [...billingKeys.all(accountId), 'state'] as const,
  credits: (accountId: string) => [...billingKeys.all(accountId), 'credits'] as const,
  transactions: (accountId: string, page: { limit: number; offset: number }) => [...billingKeys.all(accountId), 'transactions', page] as const,
  usage: (accountId: string, input: { days: number; tz: string }) => [...billingKeys.all(accountId), 'usage', input] as const,
  autoTopup: (accountId: string) => [...billingKeys.all(accountId), 'auto-topup'] as const,
  proration: (accountId: string, tier: string) => [...billingKeys.all(accountId), 'proration', tier] as const,
  sessionCosts: (accountId: string, filters: SessionCostFilters) => [...billingKeys.all(accountId), 'session-costs', filters] as const,
  tiers: ['billing', 'tiers'] as const,
};

export function useBillingState(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.state(accountId), queryFn: ({ signal }) => platform.billing.accountState(accountId, undefined, { signal }), retry: false });
}

export function useCreditBreakdown(accountId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.credits(accountId), queryFn: ({ signal }) => platform.billing.creditBreakdown(accountId, undefined, { signal }), enabled });
}

export function useTransactions(accountId: string, page: { limit: number; offset: number }, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.transactions(accountId, page), queryFn: ({ signal }) => platform.billing.transactions(accountId, page, { signal }), enabled, placeholderData: keepPreviousData });
}

export function useUsageHistory(accountId: string, input: { days: number; tz: string }, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.usage(accountId, input), queryFn: ({ signal }) => platform.billing.usageHistory(accountId, input, { signal }), enabled });
}

export function useTiers() {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.tiers, queryFn: ({ signal }) => platform.billing.tierConfigurations(undefined, { signal }), staleTime: 5 * 60_000 });
}

export function useProrationPreview(accountId: string, tier: BillingTierId | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: billingKeys.proration(accountId, tier ?? ''),
    queryFn: ({ signal }) => platform.billing.subscription.prorationPreview(accountId, { tier: tier! }, { signal }),
    enabled: tier !== null,
    retry: false,
  });
}

export function useSessionCosts(accountId: string, filters: SessionCostFilters) {
  const platform = usePlatform();
  return useQuery({
    queryKey: billingKeys.sessionCosts(accountId, filters),
    queryFn: ({ signal }) => platform.billing.sessionCosts.list({ accountId, ...filters }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A billing change: afterwards every billing figure of the account (and the account's entitlements) is read again. */
function useBillingMutation<TInput, TResult>(accountId: string, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all(accountId) }), queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId), exact: true })]),
  });
}

export function useStartCheckout(accountId: string) {
  const platform = usePlatform();
  return useMutation({ mutationFn: (input: { tier: BillingTierId; return_url: string }) => platform.billing.checkout.createSession(accountId, input) });
}

/** The answer carries the state after the change: it is shown at once (a read of the state still in flight from the page's first render must not win), then every billing figure is read again. */
export function useConfirmCheckout(accountId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { checkout_id: string; confirmation: string }) => platform.billing.checkout.confirmSession(accountId, input),
    onSuccess: async (answer) => {
      await queryClient.cancelQueries({ queryKey: billingKeys.state(accountId) });
      queryClient.setQueryData(billingKeys.state(accountId), answer.state);
      await Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all(accountId) }), queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId), exact: true })]);
    },
  });
}

export function useBuyCredits(accountId: string) {
  const platform = usePlatform();
  return useMutation({ mutationFn: (input: { amount_usd: number; return_url: string }) => platform.billing.credits.purchase(accountId, input) });
}

export function useOpenPortal(accountId: string) {
  const platform = usePlatform();
  return useMutation({ mutationFn: (input: { return_url: string }) => platform.billing.subscription.createPortalSession(accountId, input) });
}

export function useCancelSubscription(accountId: string) {
  const platform = usePlatform();
  return useBillingMutation(accountId, () => platform.billing.subscription.cancel(accountId, {}));
}

export function useReactivateSubscription(accountId: string) {
  const platform = usePlatform();
  return useBillingMutation(accountId, () => platform.billing.subscription.reactivate(accountId, {}));
}

export function useScheduleDowngrade(accountId: string) {
  const platform = usePlatform();
  return useBillingMutation(accountId, (tier: BillingTierId) => platform.billing.subscription.scheduleDowngrade(accountId, { tier }));
}

export function useCancelScheduledChange(accountId: string) {
  const platform = usePlatform();
  return useBillingMutation(accountId, () => platform.billing.subscription.cancelScheduledChange(accountId, {}));
}

export function useAutoTopup(accountId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: billingKeys.autoTopup(accountId), queryFn: ({ signal }) => platform.billing.credits.autoTopupSettings(accountId, undefined, { signal }), enabled });
}

export function useConfigureAutoTopup(accountId: string) {
  const platform = usePlatform();
  return useBillingMutation(accountId, (input: { enabled: boolean; threshold_usd: number; amount_usd: number }) => platform.billing.credits.configureAutoTopup(accountId, input));
}

/** Every transaction as CSV (RFC 4180, formulas defused), read page by page; the page count is bounded by the total. */
export function useExportTransactions(accountId: string) {
  const platform = usePlatform();
  return useMutation({
    mutationFn: async () => {
      const header = ['id', 'created_at', 'type', 'description', 'amount_usd', 'credits_usd', 'tier', 'checkout_id'];
      const lines = [csvRow(header)];
      let offset = 0;
      let total = Infinity;
      while (offset < total) {
        const page = await platform.billing.transactions(accountId, { limit: BILLING_PAGE_MAX, offset });
        total = page.total;
        if (!page.items.length) break;
        for (const t of page.items) lines.push(csvRow([t.id, t.created_at, t.type, t.description, t.amount_usd, t.credits_usd, t.tier ?? '', t.checkout_id ?? '']));
        offset += page.items.length;
      }
      return { text: lines.join(''), rows: lines.length - 1 };
    },
  });
}
