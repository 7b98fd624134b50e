'use client';

import { useState, type FormEvent } from 'react';
import { CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN } from '@/lib/contract/billing-limits';
import type { AutoTopupSettings, CreditBreakdown } from '@/lib/contract/types-billing';
import { describeError } from '@/lib/errors/describe-error';
import { formatCost } from '@/lib/sdk/format';
import { useBuyCredits, useConfigureAutoTopup } from '@/lib/sdk/react/billing';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

function amountError(text: string, min: number, max: number): string | undefined {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return 'Enter an amount in dollars, e.g. 50';
  if (n < min) return `At least ${formatCost(min)}`;
  if (n > max) return `At most ${formatCost(max)}`;
  return undefined;
}

function BuyCredits({ accountId }: { accountId: string }) {
  const buy = useBuyCredits(accountId);
  const [amount, setAmount] = useState('50');
  const [touched, setTouched] = useState(false);
  const error = amountError(amount, CREDIT_PURCHASE_MIN, CREDIT_PURCHASE_MAX);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    const checkout = await buy.mutateAsync({ amount_usd: Number(amount), return_url: `${window.location.origin}/accounts/${accountId}/billing` });
    window.location.assign(checkout.url);
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e).catch(() => undefined)} aria-label="Buy credits" noValidate>
      <Field label="Buy credits (USD)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={touched ? error : undefined} className="w-40" />
      <Button type="submit" pending={buy.isPending}>Buy with the payment provider</Button>
      {buy.error && <p role="alert" className="w-full text-sm text-danger">{describeError(buy.error).detail}</p>}
    </form>
  );
}

function AutoTopup({ accountId, settings }: { accountId: string; settings: AutoTopupSettings }) {
  const save = useConfigureAutoTopup(accountId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [threshold, setThreshold] = useState(String(settings.threshold_usd));
  const [amount, setAmount] = useState(String(settings.amount_usd));
  const [saved, setSaved] = useState(false);
  const thresholdError = amountError(threshold, 0, CREDIT_PURCHASE_MAX);
  const amountErr = amountError(amount, CREDIT_PURCHASE_MIN, CREDIT_PURCHASE_MAX);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (thresholdError || amountErr) return;
    await save.mutateAsync({ enabled, threshold_usd: Number(threshold), amount_usd: Number(amount) });
    setSaved(true);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(e) => void submit(e).catch(() => undefined)} aria-label="Auto top-up" noValidate>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Top up automatically (at most once a day)
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="When the balance is below (USD)" inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.target.value)} error={thresholdError} className="w-48" />
        <Field label="Buy (USD)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={amountErr} className="w-32" />
        <Button type="submit" pending={save.isPending}>Save auto top-up</Button>
      </div>
      {save.error && <p role="alert" className="text-sm text-danger">{describeError(save.error).detail}</p>}
      {saved && <p role="status" className="text-sm">Saved. {enabled ? 'A top-up is charged to the card on file whenever the balance falls below the threshold.' : 'Auto top-up is off.'}</p>}
    </form>
  );
}

/** The balance and where it comes from and goes; buying credits and auto top-up for owners. */
export function CreditsCard({ accountId, credits, autoTopup, canManage }: { accountId: string; credits: CreditBreakdown; autoTopup: AutoTopupSettings; canManage: boolean }) {
  const rows = [
    ['Included with the plan', credits.by_source.included],
    ['Purchased', credits.by_source.purchased],
    ['Promotional', credits.by_source.promotional],
    ['Used by agent sessions', -credits.by_use.sessions],
    ['Used by direct gateway calls', -credits.by_use.gateway],
  ] as const;
  return (
    <section aria-labelledby="credits-title" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div>
        <h2 id="credits-title" className="text-sm font-medium text-fg-muted">Credit balance</h2>
        <p className="text-2xl font-semibold tabular-nums" data-credit-balance>{formatCost(credits.balance_usd)}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums" aria-label="Credit breakdown">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd>{value < 0 ? `−${formatCost(-value)}` : formatCost(value)}</dd>
          </div>
        ))}
      </dl>
      {credits.overage_usd > 0 && <p className="text-sm text-danger">Usage is {formatCost(credits.overage_usd)} beyond this period&apos;s credits: it is charged to the card at the end of the period.</p>}
      <p className="text-xs text-fg-muted">Usage is the gateway&apos;s spend: the models&apos; list prices × {credits.markup} platform markup.</p>
      {canManage && (
        <>
          <BuyCredits accountId={accountId} />
          <AutoTopup key={JSON.stringify(autoTopup)} accountId={accountId} settings={autoTopup} />
        </>
      )}
    </section>
  );
}
