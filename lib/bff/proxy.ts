// The `/v1/[...path]` proxy: cookie in, bearer token out, the platform's answer streamed back.
import 'server-only';
import { getBff, type Bff } from './context';
import { appOriginOf, csrfReject } from './csrf';
import { jsonError } from './errors';
import { readLimitedBody, declaredTooLarge } from './body';
import { SESSION_IMPORT_MAX_BYTES, bodyLimitFor } from '@/lib/contract/limits';
import { formatMegabytes } from '@/lib/format/bytes';
import { clientIpOf, requestIdOf } from './request-meta';
import { clearSessionCookie, cookieSettingsFor, hasSessionCookie, readCachedSession, readSession, sessionSetCookie } from './session';
import { callWithSession, type SessionCallResult } from './session-call';
import { onBodyDone, PASSED_RESPONSE_HEADERS, takeSlot, UPSTREAM_TIMEOUT_MS } from './proxy-limits';
import type { HeaderList, HeaderView, ProxyInput } from './request-view';
import type { WholeInit, WholeUpstreamAnswer } from './upstream';
import { appendSetCookie, headersOfRecord, type HeaderRecord } from './header-record';

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

export const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** The characters encodeURIComponent leaves as they are (none of them is an escape). */
const UNESCAPED_SEGMENT = /^[A-Za-z0-9\-_.!~*'()]+$/;

export type ProxyPath = { ok: true; path: string } | { ok: false; res: Response };

/**
 * Canonical upstream path for a request path under `/v1`: empty segments dropped, each segment decoded and
 * re-encoded once. `/v1/auth/*` (in any spelling) is refused so that no token can come back through the proxy.
 */
export function proxyPath(pathname: string, search: string): ProxyPath {
  const raw = pathname.split('/').filter((s) => s.length > 0);
  const segments: string[] = [];
  for (const segment of raw) {
    if (UNESCAPED_SEGMENT.test(segment)) {
      // Decoding and re-encoding would give it back as it is.
      if (segment === '.' || segment === '..') return { ok: false, res: jsonError(400, 'invalid_path', 'The request path is not valid.') };
      segments.push(segment);
      continue;
    }
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

/** Lowercase names (both header lists give them so), each once. */
function upstreamHeaders(req: ProxyInput, requestId: string, clientIp: string | null): Record<string, string> {
  // Headers the client named in Connection are hop-by-hop too, whatever they are called.
  const connection = req.headers.get('connection');
  const hopByHop = connection ? new Set(connection.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)) : null;
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    if (!DROP_REQUEST_HEADERS.has(name) && !hopByHop?.has(name) && !name.startsWith('sec-') && !name.startsWith('x-middleware-') && name !== 'x-console-peer') {
      headers[name] = value;
    }
  });
  headers['x-request-id'] = requestId;
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  return headers;
}

export function isEventStream(type: string | string[] | null | undefined): boolean {
  return typeof type === 'string' && type.toLowerCase().startsWith('text/event-stream');
}

function responseHeaders(upstream: HeaderList, requestId: string): HeaderRecord {
  const headers: HeaderRecord = {};
  upstream.forEach((value, name) => {
    if (!PASSED_RESPONSE_HEADERS.has(name)) return;
    // As Headers.append joins a repeated name.
    const before = headers[name];
    headers[name] = before === undefined ? value : `${before as string}, ${value}`;
  });
  headers['cache-control'] = 'no-store';
  headers['x-request-id'] = requestId;
  if (isEventStream(headers['content-type'])) {
    // no-transform keeps `next start`'s gzip (and any proxy) from buffering events; nginx reads x-accel-buffering.
    headers['cache-control'] = 'no-store, no-transform';
    headers['x-accel-buffering'] = 'no';
  }
  return headers;
}

/** What the proxy reads of the platform's answer: a Response, or one read whole (the node:http upstream's `whole`). */
type UpstreamAnswer = Response | WholeUpstreamAnswer;

/** An answer the platform API never gives on purpose: a web page or a redirect (an error page of something in between). */
function unexpectedAnswer(upstream: UpstreamAnswer): Response | null {
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

/**
 * Drops the upstream call when the browser goes away (for as long as the answer streams) or when the platform takes
 * longer than `timeoutMs` to answer. The node:http upstream is handed `cancel`; an AbortController (about 10 µs per
 * request on Node 20, most of it making its signal) is made only for an upstream that takes a signal.
 * A class with no closures over the request: the upstream's request object may outlive the call (a kept-alive socket
 * holds it until its next request), and whatever it reaches survives young-generation GCs. Built as closures, inlined
 * by the bundler into the proxy's scope, this reached the browser's request and answer, and five times as much
 * survived each young-generation GC (docs/PERFORMANCE.md as of 691bbdf, ninth round).
 */
class UpstreamCancel {
  private reason: Error | undefined;
  private expired = false;
  private gone = false;
  private abortCall: ((reason: Error) => void) | undefined;
  private controller: AbortController | undefined;
  private readonly timer: ReturnType<typeof setTimeout>;
  /** For a WholeCall (bound, so that it carries nothing else). */
  readonly cancel: NonNullable<WholeInit['cancel']> = this.attach.bind(this);

  constructor(
    req: ProxyInput,
    private readonly timeoutMs: number,
  ) {
    onClientGone(req, this.clientGone.bind(this));
    this.timer = setTimeout(expire, timeoutMs, this);
  }

  /** The same as an AbortSignal, for a fetch-style upstream; made only when asked for. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.reason) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  timedOut(): boolean {
    return this.expired && !this.gone;
  }

  /** The answer's headers are here: the timeout stops (a stream may run on). */
  done(): void {
    clearTimeout(this.timer);
  }

  /**
   * The call's outcome, for its promise: the answer as it is, or for a failure a 504 when the platform took too long,
   * else the error. Bound, not arrow functions: those would close over the constructor's scope, and with it the request.
   */
  readonly answered: <T>(answer: T) => T = this.onAnswer.bind(this);
  readonly failed: (error: unknown) => Response = this.onFailure.bind(this);

  private onAnswer<T>(answer: T): T {
    this.done();
    return answer;
  }

  private onFailure(error: unknown): Response {
    this.done();
    if (!this.timedOut()) throw error;
    return jsonError(504, 'upstream_timeout', `The platform did not answer within ${Math.round(this.timeoutMs / 1000)} s. Try again.`);
  }

  expire(): void {
    this.expired = true;
    this.cancelWith(new DOMException('The platform did not answer in time.', 'TimeoutError'));
  }

  private clientGone(why?: unknown): void {
    this.gone = true;
    this.cancelWith(why instanceof Error ? why : new DOMException('The operation was aborted.', 'AbortError'));
  }

  private cancelWith(reason: Error): void {
    if (this.reason) return;
    this.reason = reason;
    this.abortCall?.(reason);
    this.controller?.abort(reason);
  }

  private attach(abort: (reason: Error) => void): () => void {
    if (this.reason) abort(this.reason);
    else this.abortCall = abort;
    return this.detach.bind(this, abort);
  }

  /** Once the call is over, nothing here keeps it (its request and answer) alive. */
  private detach(abort: (reason: Error) => void): void {
    if (this.abortCall === abort) this.abortCall = undefined;
  }
}

/** Calls `listener` once when the browser goes away before its answer is complete. */
function onClientGone(req: ProxyInput, listener: (reason?: unknown) => void): void {
  if (req.whenGone) req.whenGone(listener);
  else if (req.signal.aborted) listener(req.signal.reason);
  else req.signal.addEventListener('abort', () => listener(req.signal.reason), { once: true });
}

function expire(cancel: UpstreamCancel): void {
  cancel.expire();
}

function withRequestId(res: Response, requestId: string): Response {
  res.headers.set('x-request-id', requestId);
  return res;
}

/**
 * A JSON answer the platform sent whole (the node:http upstream reads small answers whole): its bytes, without a web
 * stream around them. proxyRequest makes it a Response; the production server's /v1 handler writes the bytes as they are.
 */
export interface WholeAnswer {
  status: number;
  statusText: string;
  headers: HeaderRecord;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The `/v1/[...path]` proxy for a web Request (Next's route handler, the bench's and tests' adapters). */
export async function proxyRequest(req: Request, bff: Bff = getBff()): Promise<Response> {
  const answer = await proxyAnswer(req, bff);
  if (answer instanceof Response) return answer;
  const nullBody = req.method.toUpperCase() === 'HEAD' || NULL_BODY_STATUS.has(answer.status);
  return new Response(nullBody ? null : answer.bytes, { status: answer.status, statusText: answer.statusText, headers: headersOfRecord(answer.headers) });
}

/**
 * Every decision of the proxy (CSRF, path rules, body limits, session, in-flight slot, refresh, header filtering), for
 * any request that reads like a Request (lib/bff/node-v1.ts hands it a view of the node:http request).
 */
export async function proxyAnswer(req: ProxyInput, bff: Bff = getBff()): Promise<Response | WholeAnswer> {
  const requestId = requestIdOf(req);
  const method = req.method.toUpperCase();
  // The app's origin (two URL parses) only when a decision needs it: the CSRF check of a write, or a cookie to set.
  let appOrigin: string | undefined;
  const origin = () => (appOrigin ??= appOriginOf(req, bff.config.appOrigin, bff.config.trustProxy));
  const cookieSettings = () => cookieSettingsFor(origin(), bff.config.nodeEnv);

  const rejected = method === 'GET' || method === 'HEAD' ? null : csrfReject(req, origin());
  if (rejected) return withRequestId(rejected, requestId);

  const url = req.target ?? new URL(req.url);
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

  const read = readCachedSession(req, bff.config.sessionSecret) ?? (await readSession(req, bff.config.sessionSecret));
  if (!read) {
    const res = withRequestId(jsonError(401, 'unauthorized', 'Sign in to continue.'), requestId);
    if (hasSessionCookie(req)) clearSessionCookie(res.headers, cookieSettings());
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
  const call = bff.upstream.whole;
  let result: SessionCallResult<UpstreamAnswer>;
  try {
    result = await callWithSession<UpstreamAnswer>(bff, read.data, meta, (accessToken) => {
      headers.authorization = `Bearer ${accessToken}`;
      // The timeout covers the wait for the answer (read whole when small); an event stream may then run on.
      const cancel = new UpstreamCancel(req, bff.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS);
      let answer: Promise<UpstreamAnswer>;
      try {
        answer = call ? call(target.path, { method, headers, body, cancel: cancel.cancel }) : bff.upstream(target.path, { method, headers, body, signal: cancel.signal });
      } catch (error) {
        cancel.done();
        return Promise.reject(error);
      }
      // One reaction on the call's own promise: no async function's promise and await around it (Next's async hooks see
      // each promise of the path).
      return answer.then(cancel.answered, cancel.failed);
    });
  } catch (error) {
    slot.release();
    throw error;
  }

  if (!result.ok) {
    slot.release();
    const res = withRequestId(result.res, requestId);
    if (result.endSession) clearSessionCookie(res.headers, cookieSettings());
    return res;
  }

  const upstream = result.res;
  req.upstreamStatus = upstream.status;
  const unexpected = unexpectedAnswer(upstream);
  if (unexpected) {
    slot.release();
    await upstream.body?.cancel().catch(() => undefined);
    return withRequestId(unexpected, requestId);
  }
  const outHeaders = responseHeaders(upstream.headers, requestId);
  if (result.seal) appendSetCookie(outHeaders, sessionSetCookie(result.seal, cookieSettings()));
  const nullBody = method === 'HEAD' || NULL_BODY_STATUS.has(upstream.status);
  if (nullBody) await upstream.body?.cancel().catch(() => undefined);
  // An event stream holds its slot while it runs; any other answer frees it once its headers are here.
  const streaming = isEventStream(outHeaders['content-type']);
  const readWhole = !(upstream instanceof Response);
  if (!streaming || nullBody || readWhole) slot.release();
  if (readWhole) return { status: upstream.status, statusText: upstream.statusText, headers: outHeaders, bytes: upstream.bytes };
  return new Response(nullBody ? null : streaming ? onBodyDone(upstream.body, slot.release) : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: headersOfRecord(outHeaders),
  });
}

function declaredLength(headers: HeaderView): number | undefined {
  const value = Number(headers.get('content-length')?.trim());
  return Number.isFinite(value) ? value : undefined;
}

function tooLarge(limit: number, size?: number): Response {
  const what = limit === SESSION_IMPORT_MAX_BYTES ? 'Session imports are' : 'Request bodies are';
  const sized = size === undefined ? '' : ` This one is ${formatMegabytes(size)}.`;
  return jsonError(413, 'payload_too_large', `${what} limited to ${formatMegabytes(limit)}.${sized}`, { limit, ...(size === undefined ? {} : { size }) });
}
