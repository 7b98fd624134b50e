'use client';

import { useState } from 'react';
import type { BillingAccountState, BillingTier } from '@/lib/contract/types-billing';
import { describeError } from '@/lib/errors/describe-error';
import { formatDate } from '@/lib/format/date';
import { formatCost } from '@/lib/sdk/format';
import { useProrationPreview, useScheduleDowngrade, useStartCheckout, useTiers } from '@/lib/sdk/react/billing';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { ErrorState, Skeleton, Spinner } from '@/components/ui/states';

const ENTITLEMENT_NAMES: Record<string, string> = { rbac: 'Custom roles', branding: 'Your own branding', sso: 'Single sign-on' };
const named = (list: readonly string[]) => list.map((e) => ENTITLEMENT_NAMES[e] ?? e).join(', ');

/** The proration preview of a change, then the step that makes it: payment for an upgrade, a schedule for a downgrade. */
function ChangeDialog({ state, tier, onClose }: { state: BillingAccountState; tier: BillingTier; onClose: () => void }) {
  const preview = useProrationPreview(state.account_id, tier.id);
  const checkout = useStartCheckout(state.account_id);
  const downgrade = useScheduleDowngrade(state.account_id);
  const [redirecting, setRedirecting] = useState(false);
  const p = preview.data;
  const upgrade = p?.effective === 'now';
  const failure = checkout.error ?? downgrade.error;
  const go = async () => {
    if (upgrade) {
      const session = await checkout.mutateAsync({ tier: tier.id, return_url: `${window.location.origin}/accounts/${state.account_id}/billing` });
      setRedirecting(true);
      window.location.assign(session.url);
    } else {
      await downgrade.mutateAsync(tier.id);
      onClose();
    }
  };
  return (
    <div className="flex flex-col gap-3 text-sm" data-proration={p ? tier.id : undefined}>
      {preview.isLoading ? (
        <Spinner label="Working out the proration" />
      ) : preview.isError ? (
        <ErrorState error={preview.error} />
      ) : p ? (
        <>
          {upgrade ? (
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
              <dt>{tier.name} for the {p.days_left} days left of {p.days_in_period}</dt>
              <dd>{formatCost(p.charge_usd)}</dd>
              <dt>Unused part of {state.tier_name}</dt>
              <dd>−{formatCost(p.credit_usd)}</dd>
              <dt className="font-semibold">Due today</dt>
              <dd className="font-semibold" data-amount-due>{formatCost(p.amount_due_usd)}</dd>
            </dl>
          ) : (
            <p>
              Nothing is charged now. {state.tier_name} stays until {formatDate(p.effective_at)}; then the account moves to {tier.name} at {formatCost(tier.monthly_price_usd)} a month.
            </p>
          )}
          {p.gains.length > 0 && <p>Gains: {named(p.gains)}.</p>}
          {p.losses.length > 0 && <p className="text-danger">Loses: {named(p.losses)}. Custom roles stop granting anything from then on.</p>}
          <p>Included credits: {formatCost(tier.included_credits_usd)} a period.</p>
        </>
      ) : null}
      {failure && <p role="alert" className="text-danger">{describeError(failure).detail}</p>}
      <div className="flex justify-end gap-2">
        <ModalClose>
          <Button>Back</Button>
        </ModalClose>
        <Button variant="primary" disabled={!p} pending={checkout.isPending || downgrade.isPending || redirecting} onClick={() => void go().catch(() => undefined)}>
          {upgrade ? `Pay ${p ? formatCost(p.amount_due_usd) : ''} with the payment provider` : `Schedule the move to ${tier.name}`}
        </Button>
      </div>
    </div>
  );
}

/** Every tier side by side, with an upgrade or a downgrade on each other one (owners only). */
export function TierComparison({ state, canManage }: { state: BillingAccountState; canManage: boolean }) {
  const tiers = useTiers();
  const [target, setTarget] = useState<BillingTier | null>(null);
  if (tiers.isLoading) return <Skeleton className="h-40 w-full" />;
  if (tiers.isError) return <ErrorState error={tiers.error} onRetry={() => tiers.refetch()} />;
  const current = tiers.data?.find((t) => t.id === state.tier);
  return (
    <section aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="mb-2 text-lg font-semibold">Plans</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {(tiers.data ?? []).map((tier) => {
          const isCurrent = tier.id === state.tier && state.status !== 'canceled';
          const up = !current || tier.rank > current.rank || state.status === 'canceled';
          return (
            <li key={tier.id} className={`flex flex-col gap-2 rounded-lg border p-3 ${isCurrent ? 'border-accent' : 'border-border'}`} data-tier={tier.id}>
              <p className="font-semibold">{tier.name}{isCurrent && <span className="ml-2 text-xs font-normal text-fg-muted">current</span>}</p>
              <p className="text-xl font-semibold tabular-nums">{formatCost(tier.monthly_price_usd)}<span className="text-sm font-normal text-fg-muted"> / month</span></p>
              <p className="text-sm text-fg-muted">{tier.description}</p>
              <p className="text-sm">{formatCost(tier.included_credits_usd)} credits included</p>
              <p className="text-sm">{tier.entitlements.length ? named(tier.entitlements) : 'Built-in roles'}</p>
              {canManage && !isCurrent && !(tier.id === 'free' && up) && (
                <Button className="mt-auto" variant={up ? 'primary' : 'secondary'} size="sm" onClick={() => setTarget(tier)} disabled={!up && state.status === 'canceling'} title={!up && state.status === 'canceling' ? 'Reactivate the plan first' : undefined}>
                  {up ? `Upgrade to ${tier.name}` : `Downgrade to ${tier.name}`}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {target && (
        <Modal open onOpenChange={(open) => !open && setTarget(null)} title={`${current && target.rank > current.rank ? 'Upgrade' : 'Move'} to ${target.name}`} description="What changes and what it costs, before anything is charged.">
          <ChangeDialog state={state} tier={target} onClose={() => setTarget(null)} />
        </Modal>
      )}
    </section>
  );
}
