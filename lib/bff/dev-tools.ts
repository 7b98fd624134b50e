// Embedded mode only: the demo provider's consent answer and the mail outbox. With PLATFORM_API_URL both are 404.
import 'server-only';
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
