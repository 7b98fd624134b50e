// The `/v1/[...path]` proxy: cookie in, bearer token out, the platform's answer streamed back.
import { getBff, type Bff } from './context';
import { appOriginOf, csrfReject } from './csrf';
import { jsonError } from './errors';
import { readLimitedBody, MAX_BODY_BYTES, declaredTooLarge } from './body';
import { clientIpOf, requestIdOf } from './request-meta';
import { clearSessionCookie, cookieSettingsFor, hasSessionCookie, readSession, setSessionCookie } from './session';
import { callWithSession } from './session-call';

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

// Never passed back: the body is re-streamed decoded and unsized; the platform cannot set cookies on this app.
const DROP_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'trailer',
  'upgrade',
  'set-cookie',
  'set-cookie2',
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
  const headers = new Headers();
  req.headers.forEach((value, name) => {
    if (!DROP_REQUEST_HEADERS.has(name) && !name.startsWith('sec-') && !name.startsWith('x-middleware-')) {
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
    if (!DROP_RESPONSE_HEADERS.has(name)) headers.append(name, value);
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
  if (hasBody && declaredTooLarge(req.headers)) return withRequestId(tooLarge(), requestId);

  const read = await readSession(req, bff.config.sessionSecret);
  if (!read) {
    const res = withRequestId(jsonError(401, 'unauthorized', 'Sign in to continue.'), requestId);
    if (hasSessionCookie(req)) clearSessionCookie(res.headers, cookieSettings);
    return res;
  }

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (hasBody) {
    const limited = await readLimitedBody(req.body, MAX_BODY_BYTES);
    if (limited === 'too_large') return withRequestId(tooLarge(), requestId);
    if (limited === 'unreadable') {
      return withRequestId(jsonError(400, 'invalid_request', 'The request body could not be read.'), requestId);
    }
    body = limited ?? undefined;
  }

  const meta = { clientIp: clientIpOf(req, bff.config.trustProxy), requestId };
  const headers = upstreamHeaders(req, requestId, meta.clientIp);
  const result = await callWithSession(bff, read.data, meta, (accessToken) => {
    headers.set('authorization', `Bearer ${accessToken}`);
    return bff.upstream(target.path, { method, headers, body, signal: req.signal });
  });

  if (!result.ok) {
    const res = withRequestId(result.res, requestId);
    if (result.endSession) clearSessionCookie(res.headers, cookieSettings);
    return res;
  }

  const upstream = result.res;
  const outHeaders = responseHeaders(upstream.headers, requestId);
  if (result.seal) setSessionCookie(outHeaders, result.seal, cookieSettings);
  const nullBody = method === 'HEAD' || NULL_BODY_STATUS.has(upstream.status);
  if (nullBody) await upstream.body?.cancel().catch(() => undefined);
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: outHeaders,
  });
}

function tooLarge(): Response {
  return jsonError(413, 'payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`, {
    limit: MAX_BODY_BYTES,
  });
}
