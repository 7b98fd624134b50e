// Embedded mode only: the demo sign-in provider's consent answer, the demo payment provider and the mail outbox. With
// PLATFORM_API_URL all of them are 404. They open only to this machine: the outbox holds every user's codes and links,
// and the demo consent signs its visitor in as the account owner with no credentials. From any other address they are
// 404, as with a real platform.
import 'server-only';
import type { OutboxMessage } from '@/lib/embedded/store';
import { prepare } from './auth-handlers';
import { declaredTooLarge, readLimitedBody } from './body';
import { getBff, type Bff } from './context';
import { jsonError } from './errors';
import { PEER_HEADER } from './request-meta';

const LOOPBACK_PEER = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine. `scripts/serve.mjs` (npm start, the e2e suite) sets the peer header from
 * the socket and says so with CONSOLE_PEER_FROM_SOCKET=1; without it (plain `next start`) a client could send that
 * header itself, so the tools stay shut, except under `next dev` (NODE_ENV=development; `npm run dev` binds loopback).
 */
export function fromThisMachine(headers: Pick<Headers, 'get'>, env: Record<string, string | undefined> = process.env): boolean {
  if (env.CONSOLE_PEER_FROM_SOCKET === '1') return LOOPBACK_PEER.test(headers.get(PEER_HEADER)?.trim() ?? '');
  return env.NODE_ENV === 'development';
}

/** The consent form holds a request id and one word; anything longer is refused without being read whole. */
export const MAX_CONSENT_BODY_BYTES = 4 * 1024;

/** POST /api/dev/consent (form: request, allow) → 303 back to the console's callback with a code, or with access_denied. */
export async function decideDemoConsent(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  if (!fromThisMachine(req.headers)) return jsonError(404, 'not_found', 'The demo provider answers only on the machine the console runs on.');
  const store = await bff.embeddedStore();
  if (!store) return jsonError(404, 'not_found', 'The demo provider exists only on the embedded platform.');
  const tooLarge = () => jsonError(413, 'payload_too_large', `The consent form is limited to ${MAX_CONSENT_BODY_BYTES} bytes.`, { limit: MAX_CONSENT_BODY_BYTES });
  if (declaredTooLarge(req.headers, MAX_CONSENT_BODY_BYTES)) return tooLarge();
  const body = await readLimitedBody(req.body, MAX_CONSENT_BODY_BYTES);
  if (body === 'too_large') return tooLarge();
  const form = new URLSearchParams(body instanceof Uint8Array ? new TextDecoder().decode(body) : '');
  const { decideConsent } = await import('@/lib/embedded/demo-consent');
  const location = decideConsent(store, form.get('request') ?? '', form.get('allow') === 'yes', bff.now());
  if (!location) return new Response(null, { status: 303, headers: { location: '/sign-in?error=consent_expired', 'cache-control': 'no-store' } });
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** The emails the embedded platform "sent", newest first; null with a real platform or from another machine. */
export async function readOutbox(headers: Pick<Headers, 'get'>, bff: Bff = getBff()): Promise<OutboxMessage[] | null> {
  if (!fromThisMachine(headers)) return null;
  const store = await bff.embeddedStore();
  return store ? [...store.outbox].reverse().slice(0, 100) : null;
}

/** The consent screen's question, null (unknown request), or undefined (not the embedded platform, or another machine). */
export async function describeDemoConsent(request: string, headers: Pick<Headers, 'get'>, bff: Bff = getBff()) {
  if (!fromThisMachine(headers)) return undefined;
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describeConsent } = await import('@/lib/embedded/demo-consent');
  return describeConsent(store, request, bff.now());
}

/** The demo payment provider's order page: the checkout to pay, `unavailable`, or undefined (not the embedded platform, or another machine). */
export async function describeDemoCheckout(checkoutId: string, headers: Pick<Headers, 'get'>, bff: Bff = getBff()) {
  if (!fromThisMachine(headers)) return undefined;
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describeCheckout } = await import('@/lib/embedded/billing/provider');
  return describeCheckout(store, checkoutId, bff.now());
}

/** POST /api/dev/pay (form: checkout, pay=yes|no) → 303 back to the console with the provider's answer. */
export async function answerDemoCheckout(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  if (!fromThisMachine(req.headers)) return jsonError(404, 'not_found', 'The demo payment provider answers only on the machine the console runs on.');
  const store = await bff.embeddedStore();
  if (!store) return jsonError(404, 'not_found', 'The demo payment provider exists only on the embedded platform.');
  const tooLarge = () => jsonError(413, 'payload_too_large', `The payment form is limited to ${MAX_CONSENT_BODY_BYTES} bytes.`, { limit: MAX_CONSENT_BODY_BYTES });
  if (declaredTooLarge(req.headers, MAX_CONSENT_BODY_BYTES)) return tooLarge();
  const body = await readLimitedBody(req.body, MAX_CONSENT_BODY_BYTES);
  if (body === 'too_large') return tooLarge();
  const form = new URLSearchParams(body instanceof Uint8Array ? new TextDecoder().decode(body) : '');
  const { answerCheckout } = await import('@/lib/embedded/billing/provider');
  const location = answerCheckout(store, form.get('checkout') ?? '', form.get('pay') === 'yes', bff.now());
  if (!location) return jsonError(404, 'not_found', 'There is no such checkout.');
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** The demo provider's portal page (card and invoices): null when the link is stale, undefined with a real platform or from another machine. */
export async function describeDemoPortal(token: string, headers: Pick<Headers, 'get'>, bff: Bff = getBff()) {
  if (!fromThisMachine(headers)) return undefined;
  const store = await bff.embeddedStore();
  if (!store) return undefined;
  const { describePortal } = await import('@/lib/embedded/billing/provider');
  return describePortal(store, token, bff.now());
}
