// `/v1/*` answered by the production server's own node:http handler (scripts/serve.mjs), ahead of Next's router,
// middleware and route-handler machinery (about five times the proxy's own CPU per request). The handler lives in
// the bundle of the `/v1` route and is handed to serve.mjs on globalThis when that route loads, so it runs the very
// modules the route and the pages use: one BFF, one unseal cache, one sign-out record, one in-flight count per user.
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDeflate, createGzip, type Deflate, type Gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { API_CSP, baseSecurityHeaders } from '@/lib/security-headers';
import { getBff, type Bff } from './context';
import { jsonError } from './errors';
import { isEventStream, NULL_BODY_STATUS, proxyAnswer, type WholeAnswer } from './proxy';
import { headerValue, nodeHeaderList, recordOfHeaders, type HeaderRecord } from './header-record';
import type { ProxyInput } from './request-view';
import { requestIdOf } from './request-meta';
import { flushPlatform, platformAnswers, routeMatcher } from './lifecycle';

export const NODE_V1_KEY = Symbol.for('platform-console.v1-node');

export interface NodeV1 {
  /** Whether this handler answers the request; anything else goes to Next exactly as before. */
  accepts(method: string | undefined, rawUrl: string | undefined): boolean;
  serve(req: IncomingMessage, res: ServerResponse, port: number, options?: ServeV1Options): Promise<void>;
  /** Before the server opens its port: the embedded platform does the work of its generated sessions' first reads. */
  warm(): Promise<void>;
  /** The request log's route template of a path: the contract's `/v1` routes and the page templates handed in. */
  routeMatcher(pageTemplates: readonly unknown[]): (path: unknown) => string;
  /** Readiness: whether the platform, embedded or real, answers. */
  platformAnswers(): Promise<boolean>;
  /** Graceful shutdown: saves the embedded platform's pending writes. */
  flush(): Promise<void>;
  /** Graceful shutdown: ends every live event stream with a reconnect hint; returns how many there were. */
  closeStreams(): number;
}

/** Sent on a live event stream when the server shuts down: the client reconnects (to another replica) in 1 s. */
export const SHUTDOWN_EVENT = ': the server is restarting\nretry: 1000\n\n';
const liveStreams = new Set<() => void>();

function closeLiveStreams(): number {
  const count = liveStreams.size;
  for (const close of [...liveStreams]) close();
  return count;
}

/** Set on the node:http response when the answer came from the platform: its status, for the request log. */
export const UPSTREAM_STATUS_KEY = Symbol.for('platform-console.upstream-status');

export interface ServeV1Options {
  /**
   * Whether answers of this content type are compressible (Next's compression middleware's own filter, handed over by
   * scripts/serve.mjs); without it nothing is compressed.
   */
  compressible?: (contentType: string) => boolean;
}

/** The methods app/v1/[...path]/route.ts exports; OPTIONS and the rest keep Next's answers. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
// Characters a URL path keeps as they are (WHATWG), so Next's URL and the raw one name the same path.
const PLAIN_SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * True for `/v1/<segments>` in a plain spelling: no empty, dot or undecodable segment, no trailing slash, no
 * character a URL parser would re-encode. Next redirects or rewrites those spellings (repeated slashes, trailing
 * slash, dot segments) or its middleware refuses them (malformed escapes); they keep going to Next. Never throws.
 */
export function acceptsV1(method: unknown, rawUrl: unknown): boolean {
  if (typeof method !== 'string' || typeof rawUrl !== 'string' || !METHODS.has(method)) return false;
  const query = rawUrl.indexOf('?');
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  if (!path.startsWith('/v1/') || path.includes('#')) return false;
  const segments = path.slice(4).split('/');
  for (const segment of segments) {
    if (!PLAIN_SEGMENT.test(segment) || DOT_SEGMENT.test(segment)) return false;
    try {
      decodeURIComponent(segment);
    } catch {
      return false;
    }
  }
  // The query must survive the WHATWG parser unchanged too (no spaces, quotes, brackets or non-ASCII to re-encode).
  return query === -1 || /^[\x21\x24-\x26\x28-\x3b\x3d\x3f-\x7e]*$/.test(rawUrl.slice(query + 1));
}

/**
 * The node:http request as the proxy reads it (a ProxyInput), with what Next's router adds before a route handler sees
 * it (the X-Forwarded-* headers, which the BFF reads only behind trusted proxies). Building a web Headers and Request
 * per request instead cost about a tenth of this path's CPU (docs/PERFORMANCE.md as of 691bbdf, seventh round); the body stream and
 * the abort signal are made only when the proxy asks for them.
 */
class NodeRequestView implements ProxyInput {
  readonly method: string;
  readonly url: string;
  readonly headers: ProxyInput['headers'];
  readonly target: { pathname: string; search: string };
  upstreamStatus: number | undefined = undefined;
  private bodyStream: ReadableStream<Uint8Array> | null | undefined;
  private controller: AbortController | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    port: number,
    https: boolean,
  ) {
    this.method = req.method ?? 'GET';
    // As on Next's path, the URL names the server's own address, never the Host header (read from the headers instead).
    const raw = req.url ?? '/';
    this.url = `${https ? 'https' : 'http'}://localhost:${port}${raw}`;
    // acceptsV1 took only spellings a URL parser keeps as they are, so the path and query are the raw ones.
    const query = raw.indexOf('?');
    this.target = query === -1 ? { pathname: raw, search: '' } : { pathname: raw.slice(0, query), search: query === raw.length - 1 ? '' : raw.slice(query) };
    const added: Record<string, string> = {};
    if (req.headers['x-forwarded-host'] === undefined && req.headers.host) added['x-forwarded-host'] = req.headers.host;
    if (req.headers['x-forwarded-port'] === undefined) added['x-forwarded-port'] = String(port);
    if (req.headers['x-forwarded-proto'] === undefined) added['x-forwarded-proto'] = https ? 'https' : 'http';
    if (req.headers['x-forwarded-for'] === undefined && req.socket.remoteAddress) added['x-forwarded-for'] = req.socket.remoteAddress;
    this.headers = nodeHeaderList(req.headers, added);
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.bodyStream === undefined) this.bodyStream = this.method === 'GET' || this.method === 'HEAD' ? null : bodyOf(this.req);
    return this.bodyStream;
  }

  whenGone(listener: () => void): void {
    const res = this.res;
    if (res.destroyed) {
      if (!res.writableFinished) listener();
      return;
    }
    res.once('close', () => {
      if (!res.writableFinished) listener();
    });
  }

  get signal(): AbortSignal {
    if (!this.controller) {
      const controller = (this.controller = new AbortController());
      const res = this.res;
      if (res.destroyed && !res.writableFinished) controller.abort();
      else {
        res.once('close', () => {
          if (!res.writableFinished) controller.abort();
        });
      }
    }
    return this.controller.signal;
  }
}

/**
 * The request body as a web stream that reads only as fast as it is consumed. Once cancelled (over the limit) the
 * rest is read and dropped, so the connection stays usable and the client reads the answer.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (open) controller.close();
          open = false;
        });
        req.once('error', (error) => {
          if (open) controller.error(error);
          open = false;
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** Resolves when the socket takes more, or is gone; leaves no listener behind (an event stream may wait many times). */
function drained(res: ServerResponse | Gzip | Deflate): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

// Next's compression middleware (compression 1.7 with Negotiator 0.6, as Next's router applies it): answers of a
// compressible type vary by Accept-Encoding; from 1 KB (or of unknown length) and not yet encoded, not for HEAD, they
// are gzipped (or deflated) when the client accepts it; `Cache-Control: no-transform` leaves an answer alone. Done here
// rather than by the middleware itself: set up on every request, its negotiation cost about 50 µs of the ~500 µs
// this path spends per request (docs/PERFORMANCE.md as of 691bbdf, sixth round).
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
const negotiated = new Map<string, 'gzip' | 'deflate' | null>();

/**
 * The encoding Next's compression middleware picks for this Accept-Encoding: gzip, deflate, or null (identity or
 * nothing acceptable). Remembered per header value (clients send the same one every time). Never throws.
 */
export function negotiateEncoding(acceptEncoding: unknown): 'gzip' | 'deflate' | null {
  // Only strings count: an array element whose toString throws (or is not a function) must not throw here.
  const header = typeof acceptEncoding === 'string' ? acceptEncoding : Array.isArray(acceptEncoding) ? acceptEncoding.filter((v): v is string => typeof v === 'string').join(', ') : '';
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  // The middleware's own rule, through the same library (Negotiator) it asks: gzip is preferred over deflate.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  let method = negotiator.encoding(['gzip', 'deflate', 'identity']);
  if (method === 'deflate' && negotiator.encoding(['gzip'])) method = negotiator.encoding(['gzip', 'identity']);
  const result = method === 'gzip' || method === 'deflate' ? method : null;
  if (negotiated.size >= 256) negotiated.clear();
  negotiated.set(header, result);
  return result;
}

/** A single-valued header of the record (every name but Set-Cookie), or null. */
function one(headers: HeaderRecord, name: string): string | null {
  return headerValue(headers[name]);
}

/** The `vary` package's append: adds Accept-Encoding unless the header already names it or is `*`. */
function varyByAcceptEncoding(headers: HeaderRecord): void {
  const vary = one(headers, 'vary') ?? '';
  const names = vary.toLowerCase().split(',').map((name) => name.trim());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** Sets the headers of a compressed answer and returns its compressor, or null (the middleware's decision). */
function compressionOf(req: IncomingMessage, headers: HeaderRecord, compressible: ((type: string) => boolean) | undefined): Gzip | Deflate | null {
  const type = one(headers, 'content-type');
  if (!compressible || type === null || !compressible(type)) return null;
  if (NO_TRANSFORM.test(one(headers, 'cache-control') ?? '')) return null;
  varyByAcceptEncoding(headers);
  const length = one(headers, 'content-length');
  if (length !== null && Number(length) < THRESHOLD) return null;
  if ((one(headers, 'content-encoding') || 'identity') !== 'identity' || req.method === 'HEAD') return null;
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return null;
  headers['content-encoding'] = encoding;
  delete headers['content-length'];
  return encoding === 'gzip' ? createGzip() : createDeflate();
}

const SECURITY_HEADERS = { http: Object.entries(baseSecurityHeaders(false)), https: Object.entries(baseSecurityHeaders(true)) };

/** Writes the head, and the body of an answer read whole; a streamed body is left to writeStream. */
function writeResponse(response: Response | WholeAnswer, req: IncomingMessage, res: ServerResponse, https: boolean, options: ServeV1Options): Promise<void> | void {
  const whole = !(response instanceof Response);
  const headers = whole ? response.headers : recordOfHeaders(response.headers);
  // An answer read whole says its length (as the platform's did): the client reads no chunked framing, and gzip's
  // 1 KB threshold applies to it as the middleware applies it to an answer of known length.
  if (whole && req.method !== 'HEAD' && !NULL_BODY_STATUS.has(response.status)) headers['content-length'] = String(response.bytes.byteLength);
  // What proxy.ts (the middleware) adds to every /v1 answer on Next's path.
  headers['content-security-policy'] = API_CSP;
  for (const [name, value] of SECURITY_HEADERS[https ? 'https' : 'http']) headers[name] = value;
  const zip = compressionOf(req, headers, options.compressible);
  if (response.statusText) res.statusMessage = response.statusText;
  res.writeHead(response.status, headers);
  if (whole) {
    // Read whole upstream: out with the head in one write (or through the compressor).
    if (zip) {
      res.once('close', () => zip.destroy());
      zip.on('error', () => res.destroy());
      zip.pipe(res);
      zip.end(response.bytes);
    } else res.end(response.bytes);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  return writeStream(response.body, res, zip, isEventStream(headers['content-type']));
}

async function writeStream(body: ReadableStream<Uint8Array>, res: ServerResponse, zip: Gzip | Deflate | null, streaming: boolean): Promise<void> {
  const reader = body.getReader();
  const shutDown = () => {
    liveStreams.delete(shutDown);
    if (res.destroyed) return;
    const hint = new TextEncoder().encode(SHUTDOWN_EVENT);
    if (zip) {
      zip.write(hint);
      zip.flush();
    } else res.write(hint);
    // The pending read ends as done: the loop below ends the answer.
    void reader.cancel().catch(() => undefined);
  };
  if (streaming) liveStreams.add(shutDown);
  res.once('close', () => {
    liveStreams.delete(shutDown);
    void reader.cancel().catch(() => undefined);
    zip?.destroy();
  });
  if (zip) {
    zip.on('error', () => res.destroy());
    zip.pipe(res);
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (res.destroyed) return;
    if (zip) {
      const flowing = zip.write(value);
      // An event goes out as it comes; gzip would otherwise hold it back.
      if (streaming) zip.flush();
      if (!flowing) await drained(zip);
      continue;
    }
    // Corked until the next tick: a body that ends at once goes out with the head and the last chunk in one write.
    res.cork();
    const flowing = res.write(value);
    process.nextTick(() => res.uncork());
    if (!flowing) await drained(res);
  }
  if (zip) zip.end();
  else res.end();
}

/** Answers one `/v1` request (one `acceptsV1` took) with the BFF's proxy: node:http in, node:http out. */
export async function serveV1(req: IncomingMessage, res: ServerResponse, port: number, bff: Bff = getBff(), options: ServeV1Options = {}): Promise<void> {
  // As Next's router does: a client that goes away mid-request is not an error of this process.
  req.on('error', () => undefined);
  res.on('error', () => undefined);
  const https = Boolean((req.socket as { encrypted?: boolean }).encrypted) || String(req.headers['x-forwarded-proto'] ?? '').includes('https');
  let request: NodeRequestView | null = null;
  let response: Response | WholeAnswer;
  try {
    request = new NodeRequestView(req, res, port, https);
    response = await proxyAnswer(request, bff);
    if (request.upstreamStatus !== undefined) (res as ServerResponse & { [UPSTREAM_STATUS_KEY]?: number })[UPSTREAM_STATUS_KEY] = request.upstreamStatus;
  } catch (error) {
    const requestId = request ? requestIdOf(request) : crypto.randomUUID();
    console.error(`/v1 ${req.method} failed (request ${requestId}):`, error);
    response = jsonError(500, 'internal', 'The console could not complete the request.', { request_id: requestId }, { 'x-request-id': requestId });
  }
  try {
    // Awaited only when there is something to wait for (a streamed body): a whole answer is written at once.
    const writing = writeResponse(response, req, res, https, options);
    if (writing) await writing;
  } catch {
    // The client went away or the platform's stream broke mid-answer: nothing more can be said on this response.
    res.destroy();
  }
}

async function warmEmbeddedPlatform(): Promise<void> {
  if (getBff().config.platformApiUrl) return;
  (await import('@/lib/embedded')).getEmbeddedPlatform().primeGeneratedSessions();
}

/** Called when the `/v1` route module loads: hands the handler to scripts/serve.mjs. */
export function registerNodeV1(): void {
  (globalThis as { [NODE_V1_KEY]?: NodeV1 })[NODE_V1_KEY] = {
    accepts: acceptsV1,
    serve: (req, res, port, options) => serveV1(req, res, port, getBff(), options),
    warm: warmEmbeddedPlatform,
    routeMatcher,
    platformAnswers,
    flush: flushPlatform,
    closeStreams: closeLiveStreams,
  };
}
