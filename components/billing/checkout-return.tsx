'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '@/lib/errors/describe-error';
import { useConfirmCheckout } from '@/lib/sdk/react/billing';

const returnParsers = { checkout: parseAsString, result: parseAsString, confirmation: parseAsString };

function Note({ tone, children }: { tone: 'ok' | 'error'; children: string }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} data-checkout-result={tone} className={`rounded-md p-3 text-sm ${tone === 'error' ? 'border border-danger/40 bg-danger-bg' : 'bg-bg-muted'}`}>
      {children}
    </p>
  );
}

/**
 * Back from the payment provider: a paid checkout is confirmed with the platform (once: the platform refuses a second
 * confirmation), then the provider's parameters leave the URL so a reload does not send them again.
 */
export function CheckoutReturn({ accountId }: { accountId: string }) {
  const [params, setParams] = useQueryStates(returnParsers);
  // What the provider sent, kept after the parameters leave the URL.
  const [incoming] = useState(params);
  const confirm = useConfirmCheckout(accountId);
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!incoming.checkout || !incoming.result || sent.current) return;
    sent.current = true;
    void setParams({ checkout: null, result: null, confirmation: null });
    if (incoming.result === 'paid' && incoming.confirmation) mutate({ checkout_id: incoming.checkout, confirmation: incoming.confirmation });
  }, [incoming, mutate, setParams]);
  if (!incoming.checkout || !incoming.result) return null;
  if (incoming.result === 'canceled') return <Note tone="error">Payment canceled at the provider: nothing was charged and nothing changed.</Note>;
  if (incoming.result !== 'paid' || !incoming.confirmation) return <Note tone="error">That checkout is no longer open: nothing changed.</Note>;
  if (confirm.isError) return <Note tone="error">{describeError(confirm.error).detail}</Note>;
  if (confirm.data) {
    const { checkout, state } = confirm.data;
    return <Note tone="ok">{checkout.kind === 'credits' ? `Payment confirmed: ${checkout.description} added.` : `Payment confirmed: the account is now on ${state.tier_name}.`}</Note>;
  }
  return <p role="status" className="rounded-md bg-bg-muted p-3 text-sm">Confirming the payment…</p>;
}
