'use client';

import Link from 'next/link';
import { useState } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useAccount } from '@/lib/sdk/react/access';
import { useAutoTopup, useBillingState, useCreditBreakdown, useOpenPortal, useUsageHistory } from '@/lib/sdk/react/billing';
import { Button } from '@/components/ui/button';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { CheckoutReturn } from './checkout-return';
import { CreditsCard } from './credits-card';
import { PlanCard } from './plan-card';
import { TierComparison } from './tier-comparison';
import { TransactionsTable } from './transactions-table';
import { UsageSection } from './usage-section';

const USAGE_DAYS = 30;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function PortalButton({ accountId }: { accountId: string }) {
  const portal = useOpenPortal(accountId);
  const open = async () => {
    const session = await portal.mutateAsync({ return_url: `${window.location.origin}/accounts/${accountId}/billing` });
    window.location.assign(session.url);
  };
  return (
    <>
      <Button size="sm" pending={portal.isPending} onClick={() => void open().catch(() => undefined)}>Payment method and invoices</Button>
      {portal.error && <p role="alert" className="w-full text-sm text-danger">{describeError(portal.error).detail}</p>}
    </>
  );
}

/** The account's plan, credits, usage and transactions; owners change the plan and buy credits, admins read. */
export function BillingPage({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  const state = useBillingState(accountId);
  const ready = state.isSuccess;
  const credits = useCreditBreakdown(accountId, ready);
  const autoTopup = useAutoTopup(accountId, ready);
  const [tz] = useState(browserZone);
  const usage = useUsageHistory(accountId, { days: USAGE_DAYS, tz }, ready);
  const canManage = account.data?.role === 'owner';
  return (
    <div className="flex min-w-0 flex-col gap-4" data-billing-ready={ready && credits.isSuccess && usage.isSuccess ? 'true' : undefined}>
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Billing · {account.data?.name ?? accountId}</h1>
          <p className="text-sm text-fg-muted">
            {canManage ? 'You own this account: you can change its plan and buy credits.' : 'Admins read billing; only owners change the plan or buy credits.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/accounts/${accountId}/billing/sessions`} className="inline-flex h-8 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-bg-muted">Session costs</Link>
          {canManage && <PortalButton accountId={accountId} />}
        </div>
      </header>
      <CheckoutReturn accountId={accountId} />
      {state.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : state.isError ? (
        <ErrorState error={state.error} onRetry={() => state.refetch()} />
      ) : state.data ? (
        <RenderBoundary what="billing" raw={state.data}>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <PlanCard state={state.data} canManage={canManage} />
            {credits.isError ? (
              <ErrorState error={credits.error} onRetry={() => credits.refetch()} />
            ) : credits.data && autoTopup.data ? (
              <CreditsCard accountId={accountId} credits={credits.data} autoTopup={autoTopup.data} canManage={canManage} />
            ) : (
              <Skeleton className="h-40 w-full" />
            )}
          </div>
          {usage.isError ? <ErrorState error={usage.error} onRetry={() => usage.refetch()} /> : usage.data ? <UsageSection usage={usage.data} /> : <Skeleton className="h-64 w-full" />}
          <TierComparison state={state.data} canManage={canManage} />
          <TransactionsTable accountId={accountId} />
        </RenderBoundary>
      ) : null}
    </div>
  );
}
