// FROZEN COPY of lib/bff/node-upstream.ts at commit 3876e25 (before the fourth round): the 'before' peer of `npm run bench:proxy`. Not used by the app.
// The upstream for PLATFORM_API_URL over node:http(s) with a keep-alive agent. It does what `fetch` would for
// the proxy with less CPU per request (figures in docs/PERFORMANCE.md): no decompression (it asks for
// identity encoding), no redirects followed; a small answer of known length is read whole, any other body (event
// streams) is streamed back as it arrives.
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { Upstream } from '@/lib/bff/upstream';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Answers up to this size with a content-length are read whole before they are handed on. */
const BUFFERED_ANSWER_MAX_BYTES = 256 * 1024;

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('nodeHttpUpstream sends only string or byte bodies (the BFF buffers request bodies)');
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

function toResponse(res: http.IncomingMessage, method: string): Response {
  const headers = headersOf(res);
  const status = res.statusCode ?? 502;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (method === 'HEAD' || NULL_BODY_STATUS.has(status)) {
    res.resume();
    return new Response(null, init);
  }
  return new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, init);
}

/**
 * A small answer of known length (most API answers) read whole, then handed over as bytes: wrapping every answer in
 * a web stream (`Readable.toWeb`) and reading it back out cost more CPU than the rest of the proxy's work. Event
 * streams and large or chunked answers are still streamed as they arrive.
 */
function readSmallAnswer(res: http.IncomingMessage, method: string): Promise<Response> | undefined {
  const length = Number(res.headers['content-length']);
  if (method === 'HEAD' || !Number.isInteger(length) || length < 0 || length > BUFFERED_ANSWER_MAX_BYTES) return undefined;
  const status = res.statusCode ?? 502;
  if (NULL_BODY_STATUS.has(status)) return undefined;
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.once('error', reject);
    res.once('close', () => {
      if (!res.complete) reject(new Error('The platform closed the connection before the answer was complete.'));
    });
    res.once('end', () => {
      try {
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        // Socket chunks are backed by plain ArrayBuffers (never shared memory).
        const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
        resolve(new Response(bytes, { status, statusText: res.statusMessage ?? '', headers: headersOf(res) }));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** `bufferSmallAnswers: false` streams every answer (how it worked before; `npm run bench:proxy` compares the two). */
export function nodeHttpUpstream(baseUrl: string, { bufferSmallAnswers = true }: { bufferSmallAnswers?: boolean } = {}): Upstream {
  const prefix = baseUrl.replace(/\/+$/, '');
  const secure = new URL(prefix).protocol === 'https:';
  const transport = secure ? https : http;
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 256 })
    : new http.Agent({ keepAlive: true, maxSockets: 256 });

  function send(path: string, init: RequestInit, retried: boolean): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers['accept-encoding'] = 'identity';
    const body = bodyBytes(init.body);
    if (body) headers['content-length'] = String(body.byteLength);

    return new Promise<Response>((resolve, reject) => {
      const req = transport.request(prefix + path, { method, headers, agent, signal: init.signal ?? undefined }, (res) => {
        try {
          resolve((bufferSmallAnswers ? readSmallAnswer(res, method) : undefined) ?? toResponse(res, method));
        } catch (error) {
          res.destroy();
          reject(error);
        }
      });
      req.once('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server had just closed: the request never reached it, so send it once more.
        if (!retried && req.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(method)) {
          resolve(send(path, init, true));
          return;
        }
        reject(error);
      });
      req.end(body);
    });
  }

  return (path, init) => send(path, init, false);
}
