// The demo payment provider (embedded platform only): what a real provider (its hosted checkout and portal pages)
// does for the platform. The console serves its pages under /dev/pay; with PLATFORM_API_URL they are 404.
import 'server-only';
import { randomToken } from '../crypto';
import type { Store } from '../store';
import type { CheckoutRecord } from './records';

export const CHECKOUT_TTL_MS = 30 * 60_000;
export const PORTAL_TTL_MS = 15 * 60_000;

export type ProviderView =
  | { state: 'open'; checkout: Pick<CheckoutRecord, 'id' | 'kind' | 'tier' | 'amount_usd' | 'credits_usd' | 'description'>; accountName: string }
  | { state: 'unavailable' };

export function isOpen(checkout: CheckoutRecord | undefined, now: number): checkout is CheckoutRecord {
  return !!checkout && checkout.status === 'open' && checkout.expires_at > now;
}

/** The order the provider page shows, or `unavailable` when the checkout is unknown, answered or expired. */
export function describeCheckout(store: Store, checkoutId: string, now: number): ProviderView {
  const checkout = store.checkouts.get(checkoutId);
  if (!isOpen(checkout, now)) return { state: 'unavailable' };
  const { id, kind, tier, amount_usd, credits_usd, description } = checkout;
  return { state: 'open', checkout: { id, kind, tier, amount_usd, credits_usd, description }, accountName: store.accounts.get(checkout.account_id)?.name ?? checkout.account_id };
}

/**
 * Pay or cancel at the provider. Paying records the provider's proof (`confirmation`, a random token) that the
 * platform's confirmSession then checks; the redirect back carries it, as a real provider's return URL carries its
 * session id. Answers the URL to send the user to; an unknown, answered or expired checkout goes back with
 * `result=unavailable` and changes nothing.
 */
export function answerCheckout(store: Store, checkoutId: string, pay: boolean, now: number): string | null {
  const checkout = store.checkouts.get(checkoutId);
  if (!checkout) return null;
  const back = new URL(checkout.return_url);
  back.searchParams.set('checkout', checkout.id);
  if (!isOpen(checkout, now)) {
    back.searchParams.set('result', 'unavailable');
    return back.toString();
  }
  if (pay) {
    checkout.status = 'paid';
    checkout.confirmation = `pcf_${randomToken(24)}`;
    back.searchParams.set('result', 'paid');
    back.searchParams.set('confirmation', checkout.confirmation);
  } else {
    checkout.status = 'canceled';
    back.searchParams.set('result', 'canceled');
  }
  return back.toString();
}

/** The portal page's account and its invoices (charged transactions), or null when the portal link is unknown or stale. */
export function describePortal(store: Store, token: string, now: number) {
  const portal = store.portalSessions.get(token);
  if (!portal || portal.expires_at <= now) return null;
  const billing = store.billing.get(portal.account_id);
  return {
    accountName: store.accounts.get(portal.account_id)?.name ?? portal.account_id,
    returnUrl: portal.return_url,
    invoices: (billing?.transactions ?? []).filter((t) => t.amount_usd !== 0).sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 24),
  };
}
