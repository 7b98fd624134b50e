// Per-request facts the BFF forwards: the request id and the client's IP.
import 'server-only';
import type { RequestView } from './request-view';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const IP = /^[0-9A-Fa-f:.]{2,45}$/;

/** The caller's X-Request-Id when well-formed, else a new one. */
export function requestIdOf(req: Pick<RequestView, 'headers'>): string {
  const incoming = req.headers.get('x-request-id')?.trim();
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Set by scripts/serve.mjs from the socket (any client-sent value is replaced); absent under plain `next start`/dev. */
export const PEER_HEADER = 'x-console-peer';

function cleanIp(candidate: string | undefined | null): string | null {
  const ip = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return ip && IP.test(ip) ? ip : null;
}

/**
 * The client IP. With `trustProxy` = 0 (the default) it is the socket's address, and X-Forwarded-For is ignored: a
 * client can send any value there. Behind `trustProxy` proxies, each appending the address it saw, the client is the
 * entry that many hops from the right of X-Forwarded-For + the socket address. Null when unknown.
 */
export function clientIpOf(req: Pick<RequestView, 'headers'>, trustProxy = 0): string | null {
  const peer = cleanIp(req.headers.get(PEER_HEADER));
  if (trustProxy <= 0) return peer;
  const chain = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (peer) chain.push(peer);
  return cleanIp(chain[Math.max(0, chain.length - 1 - trustProxy)]);
}
