// FROZEN COPY of lib/bff/proxy.ts at commit 3876e25 (before the fourth round): the 'before' peer of `npm run bench:proxy`. Not used by the app.
// The `/v1/[...path]` proxy: cookie in, bearer token out, the platform's answer streamed back.
import { getBff, type Bff } from '@/lib/bff/context';
import { appOriginOf, csrfReject } from '@/lib/bff/csrf';
import { jsonError } from '@/lib/bff/errors';
import { readLimitedBody, declaredTooLarge } from '@/lib/bff/body';
import { SESSION_IMPORT_MAX_BYTES, bodyLimitFor } from '@/lib/contract/limits';
import { formatMegabytes } from '@/lib/format/bytes';
import { clientIpOf, requestIdOf } from '@/lib/bff/request-meta';
import { clearSessionCookie, cookieSettingsFor, hasSessionCookie, readSession, setSessionCookie } from '@/lib/bff/session';
import { callWithSession } from '@/lib/bff/session-call';
import { onBodyDone, PASSED_RESPONSE_HEADERS, takeSlot, UPSTREAM_TIMEOUT_MS } from '@/lib/bff/proxy-limits';

// Never forwarded upstream: the browser's credentials, hop-by-hop headers, and what the BFF sets itself.
const DROP_REQUEST_HEADERS = new Set([
  'authorization',
  'cookie',
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
  'x-request-id',
]);

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

export type ProxyPath = { ok: true; path: string } | { ok: false; res: Response };

/**
 * Canonical upstream path for a request path under `/v1`: empty segments dropped, each segment decoded and
 * re-encoded once. `/v1/auth/*` (in any spelling) is refused so that no token can come back through the proxy.
 */
export function proxyPath(pathname: string, search: string): ProxyPath {
  const raw = pathname.split('/').filter((s) => s.length > 0);
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, res: jsonError(400, 'invalid_path', 'The request path is not valid.') };
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) {
      return { ok: false, res: jsonError(400, 'invalid_path', 'The request path is not valid.') };
    }
    segments.push(decoded);
  }
  if (segments[0] !== 'v1' || segments.length < 2) {
    return { ok: false, res: jsonError(404, 'not_found', 'Only /v1/* is proxied.') };
  }
  if (segments[1].toLowerCase() === 'auth') {
    return {
      ok: false,
      res: jsonError(404, 'use_bff_auth', 'Auth routes are not proxied; use /api/auth/* (the session lives in a cookie).'),
    };
  }
  return { ok: true, path: '/' + segments.map(encodeURIComponent).join('/') + search };
}

function upstreamHeaders(req: Request, requestId: string, clientIp: string | null): Headers {
  // Headers the client named in Connection are hop-by-hop too, whatever they are called.
  const hopByHop = new Set((req.headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
  const headers = new Headers();
  req.headers.forEach((value, name) => {
    if (!DROP_REQUEST_HEADERS.has(name) && !hopByHop.has(name) && !name.startsWith('sec-') && !name.startsWith('x-middleware-') && name !== 'x-console-peer') {
      headers.set(name, value);
    }
  });
  headers.set('x-request-id', requestId);
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  return headers;
}

function responseHeaders(upstream: Headers, requestId: string): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (PASSED_RESPONSE_HEADERS.has(name)) headers.append(name, value);
  });
  headers.set('cache-control', 'no-store');
  headers.set('x-request-id', requestId);
  if (headers.get('content-type')?.toLowerCase().startsWith('text/event-stream')) {
    // no-transform keeps `next start`'s gzip (and any proxy) from buffering events; nginx reads x-accel-buffering.
    headers.set('cache-control', 'no-store, no-transform');
    headers.set('x-accel-buffering', 'no');
  }
  return headers;
}

/** An answer the platform API never gives on purpose: a web page or a redirect (an error page of something in between). */
function unexpectedAnswer(upstream: Response): Response | null {
  if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
    return jsonError(502, 'upstream_redirect', 'The platform answered with a redirect, which the console does not follow.');
  }
  const type = upstream.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.includes('text/html')) {
    return jsonError(502, 'upstream_bad_response', 'The platform answered with a web page instead of data.', { status: upstream.status });
  }
  // An error without the platform's JSON body (a proxy in between, a crash page): keep the status, give it the shape.
  if (upstream.status >= 400 && !type.includes('json')) {
    return jsonError(upstream.status, 'upstream_error', `The platform answered ${upstream.status} without details.`, { status: upstream.status });
  }
  return null;
}

function withRequestId(res: Response, requestId: string): Response {
  res.headers.set('x-request-id', requestId);
  return res;
}

export async function proxyRequest(req: Request, bff: Bff = getBff()): Promise<Response> {
  const requestId = requestIdOf(req);
  const appOrigin = appOriginOf(req, bff.config.appOrigin, bff.config.trustProxy);
  const cookieSettings = cookieSettingsFor(appOrigin, bff.config.nodeEnv);
  const method = req.method.toUpperCase();

  const rejected = csrfReject(req, appOrigin);
  if (rejected) return withRequestId(rejected, requestId);

  const url = new URL(req.url);
  const target = proxyPath(url.pathname, url.search);
  if (!target.ok) return withRequestId(target.res, requestId);

  const hasBody = method !== 'GET' && method !== 'HEAD';
  // One limit per route (lib/contract/limits.ts): imports may be large; the count runs as the body streams in.
  const limit = bodyLimitFor(method, target.path);
  if (hasBody && declaredTooLarge(req.headers, limit)) return withRequestId(tooLarge(limit, declaredLength(req.headers)), requestId);
  const encoding = req.headers.get('content-encoding')?.trim().toLowerCase();
  if (hasBody && encoding && encoding !== 'identity') {
    // The body limit counts the bytes the platform would read; a compressed body could inflate far past it.
    return withRequestId(jsonError(415, 'unsupported_encoding', 'Compressed request bodies are not accepted; send the body uncompressed.'), requestId);
  }

  const read = await readSession(req, bff.config.sessionSecret);
  if (!read) {
    const res = withRequestId(jsonError(401, 'unauthorized', 'Sign in to continue.'), requestId);
    if (hasSessionCookie(req)) clearSessionCookie(res.headers, cookieSettings);
    return res;
  }

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (hasBody) {
    const limited = await readLimitedBody(req.body, limit);
    if (limited === 'too_large') return withRequestId(tooLarge(limit), requestId);
    if (limited === 'unreadable') {
      return withRequestId(jsonError(400, 'invalid_request', 'The request body could not be read.'), requestId);
    }
    body = limited ?? undefined;
  }

  const slot = takeSlot(read.data.userId || read.data.refreshToken);
  if (!slot.ok) return withRequestId(slot.res, requestId);

  const meta = { clientIp: clientIpOf(req, bff.config.trustProxy), requestId };
  const headers = upstreamHeaders(req, requestId, meta.clientIp);
  let result: Awaited<ReturnType<typeof callWithSession<Response>>>;
  try {
    result = await callWithSession(bff, read.data, meta, async (accessToken) => {
      headers.set('authorization', `Bearer ${accessToken}`);
      // The timeout covers the wait for the answer's headers; an event stream may then run on.
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), bff.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS);
      try {
        return await bff.upstream(target.path, { method, headers, body, signal: AbortSignal.any([req.signal, timeout.signal]) });
      } catch (error) {
        if (timeout.signal.aborted && !req.signal.aborted) {
          return jsonError(504, 'upstream_timeout', `The platform did not answer within ${Math.round((bff.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS) / 1000)} s. Try again.`);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  } catch (error) {
    slot.release();
    throw error;
  }

  if (!result.ok) {
    slot.release();
    const res = withRequestId(result.res, requestId);
    if (result.endSession) clearSessionCookie(res.headers, cookieSettings);
    return res;
  }

  const upstream = result.res;
  const unexpected = unexpectedAnswer(upstream);
  if (unexpected) {
    slot.release();
    await upstream.body?.cancel().catch(() => undefined);
    return withRequestId(unexpected, requestId);
  }
  const outHeaders = responseHeaders(upstream.headers, requestId);
  if (result.seal) setSessionCookie(outHeaders, result.seal, cookieSettings);
  const nullBody = method === 'HEAD' || NULL_BODY_STATUS.has(upstream.status);
  if (nullBody) await upstream.body?.cancel().catch(() => undefined);
  // An event stream holds its slot while it runs; any other answer frees it once its headers are here.
  const streaming = outHeaders.get('content-type')?.toLowerCase().startsWith('text/event-stream') ?? false;
  if (!streaming || nullBody) slot.release();
  return new Response(nullBody ? null : streaming ? onBodyDone(upstream.body, slot.release) : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: outHeaders,
  });
}

function declaredLength(headers: Headers): number | undefined {
  const value = Number(headers.get('content-length')?.trim());
  return Number.isFinite(value) ? value : undefined;
}

function tooLarge(limit: number, size?: number): Response {
  const what = limit === SESSION_IMPORT_MAX_BYTES ? 'Session imports are' : 'Request bodies are';
  const sized = size === undefined ? '' : ` This one is ${formatMegabytes(size)}.`;
  return jsonError(413, 'payload_too_large', `${what} limited to ${formatMegabytes(limit)}.${sized}`, { limit, ...(size === undefined ? {} : { size }) });
}
