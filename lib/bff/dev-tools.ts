// Embedded mode only: the demo sign-in provider's consent answer, the demo payment provider and the mail outbox. With PLATFORM_API_URL all of them are 404.
import type { OutboxMessage } from '@/lib/embedded/store';
import { prepare } from './auth-handlers';
import { getBff, type Bff } from './context';
import { jsonError } from './errors';

/** POST /api/dev/consent (form: request, allow) → 303 back to the console's callback with a code, or with access_denied. */
export async function decideDemoConsent(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const store = await bff.embeddedStore();
  if (!store) return jsonError(404, 'not_found', 'The demo provider exists only on the embedded platform.');
  const form = new URLSearchParams(await req.text().catch(() => ''));
  const { decideConsent } = await import('@/lib/embedded/demo-consent');
  const location = decideConsent(store, form.get('request') ?? '', form.get('allow') === 'yes', bff.now());
  if (!location) return new Response(null, { status: 303, headers: { location: '/sign-in?error=consent_expired', 'cache-control': 'no-store' } });
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** The emails the embedded platform "sent", newest first; null with a real platform. */
export async function readOutbox(bff: Bff = getBff()): Promise<OutboxMessage[] | null> {
  const store = await bff.embeddedStore();
  return store ? [...store.outbox].reverse().slice(0, 100) : null;
}

/** The consent screen's question, or null (unknown request, or not the embedded platform). */
export async function describeDemoConsent(request: string, bff: Bff = getBff()) {
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describeConsent } = await import('@/lib/embedded/demo-consent');
  return describeConsent(store, request, bff.now());
}

/** The demo payment provider's order page: the checkout to pay, `unavailable`, or undefined with a real platform. */
export async function describeDemoCheckout(checkoutId: string, bff: Bff = getBff()) {
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describeCheckout } = await import('@/lib/embedded/billing/provider');
  return describeCheckout(store, checkoutId, bff.now());
}

/** POST /api/dev/pay (form: checkout, pay=yes|no) → 303 back to the console with the provider's answer. */
export async function answerDemoCheckout(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const store = await bff.embeddedStore();
  if (!store) return jsonError(404, 'not_found', 'The demo payment provider exists only on the embedded platform.');
  const form = new URLSearchParams(await req.text().catch(() => ''));
  const { answerCheckout } = await import('@/lib/embedded/billing/provider');
  const location = answerCheckout(store, form.get('checkout') ?? '', form.get('pay') === 'yes', bff.now());
  if (!location) return jsonError(404, 'not_found', 'There is no such checkout.');
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** The demo provider's portal page (payment method and invoices), null when the link is stale, undefined with a real platform. */
export async function describeDemoPortal(token: string, bff: Bff = getBff()) {
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describePortal } = await import('@/lib/embedded/billing/provider');
  return describePortal(store, token, bff.now());
}
