// Serves a fetch-style handler over node:http: the standalone platform, tests over real HTTP, and the benches.
import 'server-only';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export type FetchHandlerFn = (req: Request) => Promise<Response>;

export interface NodeServer {
  /** e.g. `http://127.0.0.1:43121` */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ServeOptions {
  /**
   * Reverse proxies in front that append to X-Forwarded-For (default 0). With 0, the client is the socket's address
   * and any X-Forwarded-For or X-Real-IP a client sent is replaced: rotating it escapes no per-address limit. With n,
   * the client is the entry n hops from the right of X-Forwarded-For + the socket address (as TRUST_PROXY in the
   * console). The console in front of a standalone platform is one such hop.
   */
  trustProxy?: number;
}

/** The one address the handler sees as X-Forwarded-For (lib/bff/request-meta.ts reads the console's the same way). */
export function forwardedClient(forwardedFor: string | null, socketAddress: string | undefined, trustProxy: number): string {
  const peer = socketAddress ?? '';
  if (trustProxy <= 0) return peer;
  const chain = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (peer) chain.push(peer);
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? peer;
}

function toRequest(req: IncomingMessage, res: ServerResponse, origin: string, trustProxy: number): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const client = forwardedClient(headers.get('x-forwarded-for'), req.socket.remoteAddress, trustProxy);
  headers.delete('x-real-ip');
  if (client) headers.set('x-forwarded-for', client);
  else headers.delete('x-forwarded-for');
  const method = req.method ?? 'GET';
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(origin + (req.url ?? '/'), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: controller.signal,
    // Node requires half-duplex for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(res: Response, out: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  out.writeHead(res.status, res.statusText, headers);
  if (!res.body) {
    out.end();
    return;
  }
  const reader = res.body.getReader();
  out.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Corked until the next tick: a body that ends at once goes out with the head in one write.
    out.cork();
    const flowing = out.write(value);
    process.nextTick(() => out.uncork());
    if (!flowing) await new Promise<void>((resolve) => out.once('drain', resolve));
  }
  out.end();
}

export async function serveFetchHandler(handler: FetchHandlerFn, port = 0, host = '127.0.0.1', options: ServeOptions = {}): Promise<NodeServer> {
  let origin = '';
  const trustProxy = options.trustProxy ?? 0;
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handler(toRequest(req, res, origin, trustProxy)))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: error instanceof Error ? error.message : 'Internal error', code: 'internal' }));
        } else {
          res.destroy();
        }
      });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
