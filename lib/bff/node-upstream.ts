// The upstream for PLATFORM_API_URL over node:http(s) with a keep-alive agent. It does what `fetch` would for
// the proxy with less CPU per request (figures in docs/PERFORMANCE.md): no decompression (it asks for
// identity encoding), no redirects followed, the body streamed back as it arrives.
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { Upstream } from './upstream';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('nodeHttpUpstream sends only string or byte bodies (the BFF buffers request bodies)');
}

function toResponse(res: http.IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    try {
      headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
    } catch {
      // A header value the fetch Headers class refuses is dropped rather than failing the whole answer.
    }
  }
  const status = res.statusCode ?? 502;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (method === 'HEAD' || NULL_BODY_STATUS.has(status)) {
    res.resume();
    return new Response(null, init);
  }
  return new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, init);
}

export function nodeHttpUpstream(baseUrl: string): Upstream {
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
          resolve(toResponse(res, method));
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
