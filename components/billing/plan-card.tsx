'use client';

import type { BillingAccountState } from '@/lib/contract/types-billing';
import { formatCost } from '@/lib/sdk/format';
import { useCancelScheduledChange, useCancelSubscription, useReactivateSubscription } from '@/lib/sdk/react/billing';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { formatDate as formatDay } from '@/lib/format/date';

const STATUS: Record<BillingAccountState['status'], string> = { active: 'Active', canceling: 'Ends at the end of the period', canceled: 'Canceled' };

/** Plan, status, period and its spend, with cancel, reactivate and the scheduled change (owners only). */
export function PlanCard({ state, canManage }: { state: BillingAccountState; canManage: boolean }) {
  const cancel = useCancelSubscription(state.account_id);
  const reactivate = useReactivateSubscription(state.account_id);
  const unschedule = useCancelScheduledChange(state.account_id);
  const end = formatDay(state.period.end);
  return (
    <section aria-labelledby="plan-title" className="rounded-lg border border-border p-4" data-billing-plan={state.tier} data-billing-status={state.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="plan-title" className="text-sm font-medium text-fg-muted">Plan</h2>
          <p className="text-2xl font-semibold" data-plan-name>{state.tier_name}</p>
          <p className="text-sm">{formatCost(state.monthly_price_usd)} a month · {STATUS[state.status]}</p>
        </div>
        <div className="text-right text-sm">
          <p className="text-fg-muted">This period ({formatDay(state.period.start)} – {end})</p>
          <p className="text-xl font-semibold tabular-nums" data-period-spend>{formatCost(state.period_spend_usd)}</p>
          <p className="text-xs text-fg-muted">the gateway&apos;s spend, {state.markup}× markup included</p>
        </div>
      </div>
      <p className="mt-2 text-sm">
        Entitlements: {state.entitlements.length ? <span data-entitlements>{state.entitlements.join(', ')}</span> : 'built-in roles only (no custom roles)'}
      </p>
      {state.scheduled_change && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-bg-muted p-2 text-sm" data-scheduled-change={state.scheduled_change.tier}>
          <span>Moves to {state.scheduled_change.tier} on {formatDay(state.scheduled_change.effective_at)}.</span>
          {canManage && (
            <ConfirmButton label="Keep my plan" title="Keep the current plan?" description={`The scheduled move to ${state.scheduled_change.tier} is dropped; ${state.tier_name} renews on ${end}.`} confirmLabel="Keep plan" confirmVariant="primary" onConfirm={() => unschedule.mutateAsync()} />
          )}
        </div>
      )}
      {canManage && (
        <div className="mt-3 flex flex-wrap gap-2">
          {state.status === 'active' && state.tier !== 'free' && (
            <ConfirmButton
              variant="secondary"
              label="Cancel plan"
              title={`Cancel ${state.tier_name}?`}
              description={`${state.tier_name} stays until ${end}; then the account moves to Free: ${state.entitlements.length ? `it loses ${state.entitlements.join(', ')} (custom roles stop granting), ` : ''}included credits drop to the Free tier's, and nothing more is charged. You can reactivate until then.`}
              confirmLabel="Cancel at period end"
              onConfirm={() => cancel.mutateAsync()}
            />
          )}
          {state.status === 'canceling' && (
            <ConfirmButton
              variant="primary"
              label="Reactivate"
              title={`Keep ${state.tier_name}?`}
              description={`The cancellation is undone: ${state.tier_name} renews on ${end} at ${formatCost(state.monthly_price_usd)}.`}
              confirmLabel="Reactivate"
              confirmVariant="primary"
              onConfirm={() => reactivate.mutateAsync()}
            />
          )}
        </div>
      )}
    </section>
  );
}
