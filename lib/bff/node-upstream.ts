// The upstream for PLATFORM_API_URL over node:http(s) with a keep-alive agent. It does what `fetch` would for
// the proxy with less CPU per request (figures in docs/PERFORMANCE.md): no decompression (it asks for
// identity encoding), no redirects followed; a small JSON answer is read whole (with or without a content-length),
// any other body (event streams, large answers) is streamed back as it arrives.
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { nodeHeaderList } from './header-record';
import type { Upstream, WholeInit, WholeUpstreamAnswer } from './upstream-types';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Answers up to this size are read whole before they are handed on; a longer one is streamed from there on. */
const BUFFERED_ANSWER_MAX_BYTES = 256 * 1024;
/** JSON, also `application/problem+json` and the like; not event streams or newline-delimited JSON. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('nodeHttpUpstream sends only string or byte bodies (the BFF buffers request bodies)');
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

function plainHeaders(init: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  // Copying a Headers into another Headers first (as `new Headers(init)` would) costs CPU.
  const headers = init instanceof Headers ? init : new Headers(init);
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function headersOf(res: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    try {
      headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
    } catch {
      // A header value the fetch Headers class refuses is dropped rather than failing the whole answer.
    }
  }
  return headers;
}

/**
 * Whether to read the answer whole first: a JSON answer of known length up to the limit, or of unknown length
 * (chunked). Wrapping every answer in a web stream (`Readable.toWeb`) and reading it back out chunk by chunk cost
 * more CPU than the rest of the proxy's work, and a JSON answer is only of use to the browser once complete anyway.
 */
function readsWhole(res: http.IncomingMessage): boolean {
  const declared = res.headers['content-length'];
  if (declared !== undefined) {
    const length = Number(declared);
    return Number.isInteger(length) && length >= 0 && length <= BUFFERED_ANSWER_MAX_BYTES;
  }
  return JSON_TYPE.test(res.headers['content-type'] ?? '');
}

function asBytes(chunks: Buffer[], total: number): Uint8Array<ArrayBuffer> {
  const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  // Socket chunks are backed by plain ArrayBuffers (never shared memory).
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
}

function streamed(res: http.IncomingMessage): Response {
  return new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, { status: res.statusCode ?? 502, statusText: res.statusMessage ?? '', headers: headersOf(res) });
}

/** Where an answer goes: the call's own resolve and reject (no promise of its own to be adopted). */
interface Settle<T> {
  resolve(value: T | Response): void;
  reject(error: unknown): void;
}

/**
 * Reads the answer whole and settles with what `whole` makes of its bytes; past BUFFERED_ANSWER_MAX_BYTES (a chunked
 * answer longer than the limit) it hands on what came so far with the rest and streams it instead. Rejects when the
 * connection is cut.
 */
function readWhole<T>(res: http.IncomingMessage, whole: (bytes: Uint8Array<ArrayBuffer>) => T, settle: Settle<T>): void {
  const chunks: Buffer[] = [];
  let total = 0;
  const stop = () => {
    res.off('data', onData);
    res.off('end', onEnd);
    res.off('error', onError);
    res.off('close', onClose);
  };
  function onData(chunk: Buffer) {
    chunks.push(chunk);
    total += chunk.byteLength;
    if (total <= BUFFERED_ANSWER_MAX_BYTES) return;
    // Longer than announced by nothing: hand on what came so far and stream the rest.
    stop();
    res.pause();
    res.unshift(Buffer.concat(chunks, total));
    settle.resolve(streamed(res));
  }
  function onEnd() {
    stop();
    try {
      settle.resolve(whole(asBytes(chunks, total)));
    } catch (error) {
      settle.reject(error);
    }
  }
  function onError(error: Error) {
    stop();
    settle.reject(error);
  }
  function onClose() {
    // 'end' comes before 'close' for a complete answer; a close without it is a connection cut mid-answer.
    stop();
    settle.reject(new Error('The platform closed the connection before the answer was complete.'));
  }
  res.on('data', onData);
  res.once('end', onEnd);
  res.once('error', onError);
  res.once('close', onClose);
}

/** The platform's answer as a web Response: read whole when small (see readsWhole), else streamed as it arrives. */
function toResponse(res: http.IncomingMessage, method: string, settle: Settle<Response>): void {
  const status = res.statusCode ?? 502;
  if (method === 'HEAD' || NULL_BODY_STATUS.has(status)) {
    res.resume();
    settle.resolve(new Response(null, { status, statusText: res.statusMessage ?? '', headers: headersOf(res) }));
  } else if (!readsWhole(res)) settle.resolve(streamed(res));
  else readWhole(res, (bytes) => new Response(bytes, { status, statusText: res.statusMessage ?? '', headers: headersOf(res) }), settle);
}

const NO_BYTES = new Uint8Array(0);

/** The answer for a WholeCall: read whole with node:http's own parsed headers when small JSON, else as toResponse. */
function toWholeAnswer(res: http.IncomingMessage, method: string, settle: Settle<WholeUpstreamAnswer>): void {
  const answer = (bytes: Uint8Array<ArrayBuffer>): WholeUpstreamAnswer => ({
    status: res.statusCode ?? 502,
    statusText: res.statusMessage ?? '',
    headers: nodeHeaderList(res.headers),
    body: null,
    bytes,
  });
  if (method === 'HEAD' || NULL_BODY_STATUS.has(res.statusCode ?? 502)) {
    res.resume();
    settle.resolve(answer(NO_BYTES));
  } else if (readsWhole(res)) readWhole(res, answer, settle);
  else settle.resolve(streamed(res));
}

/** What node:http's own `signal` option does, without its end-of-stream watcher (a measurable cost per call). */
function cancelOn(signal: AbortSignal): NonNullable<WholeInit['cancel']> {
  return (abort) => {
    const onAbort = () => abort(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  };
}

export function nodeHttpUpstream(baseUrl: string): Upstream {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 256 })
    : new http.Agent({ keepAlive: true, maxSockets: 256 });
  // Parsed once: handing node:http a URL string per call parses it again each time.
  const where = {
    protocol: base.protocol,
    hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port || (secure ? 443 : 80),
    ...(base.username || base.password ? { auth: `${decodeURIComponent(base.username)}:${decodeURIComponent(base.password)}` } : {}),
  };
  const basePath = base.pathname === '/' ? '' : base.pathname;

  function send<T>(
    path: string,
    method: string,
    headers: Record<string, string>,
    body: Uint8Array | undefined,
    cancel: WholeInit['cancel'],
    answer: (res: http.IncomingMessage, method: string, settle: Settle<T>) => void,
    retried = false,
  ): Promise<T | Response> {
    const out: Record<string, string> = { ...headers, 'accept-encoding': 'identity' };
    if (body) out['content-length'] = String(body.byteLength);
    return new Promise<T | Response>((resolve, reject) => {
      const req = transport.request({ ...where, path: basePath + path, method, headers: out, agent }, (res) => {
        try {
          answer(res, method, { resolve, reject });
        } catch (error) {
          res.destroy();
          reject(error);
        }
      });
      req.once('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server had just closed: the request never reached it, so send it once more.
        if (!retried && req.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(method)) {
          resolve(send(path, method, headers, body, cancel, answer, true));
          return;
        }
        reject(error);
      });
      let cancelled = false;
      // Cancelling destroys the request, and with it an answer still arriving.
      const release = cancel?.((reason) => {
        cancelled = true;
        req.destroy(reason);
      });
      if (release) req.once('close', release);
      if (!cancelled) req.end(body);
    });
  }

  const call: Upstream = (path, init) => {
    const signal = init.signal ?? null;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const method = (init.method ?? 'GET').toUpperCase();
    return send(path, method, plainHeaders(init.headers), bodyBytes(init.body), signal ? cancelOn(signal) : undefined, toResponse);
  };
  call.whole = (path, init) => send(path, init.method.toUpperCase(), init.headers, init.body, init.cancel, toWholeAnswer);
  return call;
}
