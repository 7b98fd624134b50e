// `/v1` served by lib/bff/node-v1.ts over real node:http (as scripts/serve.mjs serves it), against a real embedded
// platform: headers, streamed bodies both ways, limits, and what happens when the browser goes away.
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsV1, negotiateEncoding, serveV1 } from '@/lib/bff/node-v1';
import { inFlightFor } from '@/lib/bff/proxy-limits';
import { proxyRequest } from '@/lib/bff/proxy';
import { createBff, type Bff } from '@/lib/bff/context';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { parseConfig } from '@/lib/config';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { appRequest, tokensIn, harness, signIn, jsonRequest, sessionCookieFrom, DEMO, SECRET, type Harness } from './harness';

describe('acceptsV1: which requests skip Next', () => {
  it('takes plain /v1 paths with the route’s methods', () => {
    expect(acceptsV1('GET', '/v1/projects')).toBe(true);
    expect(acceptsV1('POST', '/v1/projects/proj_storefront/sessions/import')).toBe(true);
    expect(acceptsV1('DELETE', '/v1/projects/p/secrets/API%20KEY?force=1&x=a%2Fb')).toBe(true);
    expect(acceptsV1('HEAD', '/v1/projects/p/sessions?after=2026-01-01T00:00:00Z')).toBe(true);
  });

  it('leaves Next every spelling it redirects, rewrites or refuses, and every other method', () => {
    for (const url of ['/v1', '/v1/', '/v1/projects/', '/v1//projects', '/v1/./projects', '/v1/%2e%2E/api', '/v1/projects/%FF', '/v1/a\\b', '/v1/é', '/v1/a b', '/v1/projects?q=a b', "/v1/p?q='x'", '/api/v1/x', '/V1/projects', '/v1/a#b']) {
      expect(acceptsV1('GET', url), url).toBe(false);
    }
    for (const method of ['OPTIONS', 'TRACE', 'get', 'CONNECT', '']) expect(acceptsV1(method, '/v1/projects'), method).toBe(false);
  });

  it('never throws, and what it takes decodes and keeps no dot or empty segment', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 1 }), fc.oneof(fc.string(), fc.anything({ maxDepth: 1 })), (method, url) => typeof acceptsV1(method, url) === 'boolean'),
    );
    fc.assert(
      fc.property(fc.constantFrom('GET', 'POST'), fc.string({ unit: 'binary', maxLength: 40 }), (method, tail) => {
        const url = `/v1/${tail}`;
        if (!acceptsV1(method, url)) return true;
        const path = url.split('?')[0];
        const segments = path.slice(1).split('/');
        return segments.every((s) => s.length > 0 && !['.', '..'].includes(decodeURIComponent(s))) && new URL(url, 'http://x').pathname === path;
      }),
    );
  });
});

// Next's own compression middleware (no types shipped): the /v1 handler must decide as it does.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression/index.js') as {
  (): (req: unknown, res: unknown, next: () => void) => void;
  filter: (req: unknown, res: { getHeader(name: string): unknown }) => boolean;
};

/** Serves `handle` on an ephemeral loopback port until `run` is done. */
async function withServer(handle: Parameters<typeof createServer>[1], run: (base: string) => Promise<void>): Promise<void> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end();
  });
}

describe('negotiateEncoding: the encoding Next’s compression middleware picks', () => {
  const middleware = compression();
  const BODY = JSON.stringify({ items: 'x'.repeat(2048) });
  const HEADERS = ['gzip', 'gzip, deflate, br, zstd', 'deflate', 'br', 'identity', '*', '*;q=0', 'gzip;q=0', 'gzip;q=0, deflate', 'deflate, gzip;q=0.5', 'deflate;q=1, gzip;q=1', 'GZIP', 'identity;q=0, *;q=0', 'x-gzip', ' gzip ; q=0.2 , deflate ; q = 0.3', 'gzip;q=abc', 'deflate, *;q=0.1', ''];

  it('matches the middleware over real HTTP for common and odd Accept-Encoding values', async () => {
    await withServer(
      (req, res) =>
        middleware(req, res, () => {
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(BODY);
        }),
      async (base) => {
        const values = [...HEADERS, ...fc.sample(fc.array(fc.tuple(fc.constantFrom('gzip', 'deflate', 'identity', '*', 'br', 'GZip'), fc.option(fc.constantFrom('0', '0.5', '1', '0.001', 'x'))), { minLength: 1, maxLength: 4 }), 40).map((list) => list.map(([name, q]) => (q === null ? name : `${name};q=${q}`)).join(', '))];
        for (const value of values) {
          const res = await get(base, value === '' ? {} : { 'accept-encoding': value });
          expect(negotiateEncoding(value === '' ? undefined : value), value).toBe(res.headers['content-encoding'] ?? null);
        }
      },
    );
  });

  it('never throws', () => {
    // The case fast-check once found: an array element whose toString is not a function.
    expect(negotiateEncoding([{ toString: '' }, 'gzip'])).toBe('gzip');
    fc.assert(fc.property(fc.anything(), (value) => [null, 'gzip', 'deflate'].includes(negotiateEncoding(value))));
  });
});

describe('serveV1 over real HTTP', () => {
  let h: Harness;
  let server: Server;
  let base = '';
  let cookie = '';
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    h = harness();
    cookie = await signIn(h);
    server = createServer((req, res) => {
      if (acceptsV1(req.method, req.url)) void serveV1(req, res, 0, h.bff);
      else res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A request on the one kept-alive socket, so a test also shows the connection is still usable after it. */
  function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: (write: (chunk: Buffer) => boolean) => Promise<void> } = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest(base + path, { method: init.method ?? 'GET', agent, headers: { cookie, origin: base, ...init.headers } });
      req.once('error', reject);
      req.once('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      if (init.body) void init.body((chunk) => req.write(chunk)).then(() => req.end(), reject);
      else req.end();
    });
  }

  it('answers with the proxy’s status, headers and body, plus the API CSP and security headers', async () => {
    const res = await send('/v1/projects/proj_storefront/secrets', { headers: { 'x-request-id': 'node-v1-1' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBe('node-v1-1');
    expect(JSON.parse(res.body)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'PAYMENTS_API_KEY' })]));
    // The platform saw the bearer token, never the cookie; the socket's address as the client.
    const call = h.calls.at(-1)!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${(await tokensIn(cookie)).accessToken}`);
    expect(call.headers.get('cookie')).toBeNull();
    expect(call.headers.get('x-request-id')).toBe('node-v1-1');

    const https = await send('/v1/projects', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const head = await send('/v1/projects', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('takes the app’s origin from the Host header for the CSRF check, and survives one no URL could hold', async () => {
    const fromHost = await send('/v1/projects/proj_storefront/secrets/NOPE', { method: 'DELETE', headers: { host: 'console.example', origin: 'http://console.example' } });
    expect(fromHost.status).toBe(404);
    const other = await send('/v1/projects/proj_storefront/secrets/NOPE', { method: 'DELETE', headers: { host: 'console.example', origin: base } });
    expect(other.status).toBe(403);
    const odd = await send('/v1/projects', { headers: { host: 'not a host' } });
    expect(odd.status).toBe(200);
  });

  it('refuses cross-site writes and signed-out calls in the error shape', async () => {
    const cross = await send('/v1/projects/proj_storefront/secrets', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: async (write) => void write(Buffer.from('{}')) });
    expect(cross.status).toBe(403);
    expect(JSON.parse(cross.body)).toMatchObject({ code: 'csrf_rejected' });
    const out = await send('/v1/projects', { headers: { cookie: '' } });
    expect(out.status).toBe(401);
    expect(JSON.parse(out.body)).toMatchObject({ code: 'unauthorized' });
  });

  it('streams a request body in, and refuses one past the limit without dropping the connection', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const over = await send('/v1/projects/proj_storefront/secrets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: async (write) => {
        for (let sent = 0; sent < 3 * 1024 * 1024; sent += chunk.length) {
          if (!write(chunk)) await new Promise((resolve) => setTimeout(resolve, 1));
        }
      },
    });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({ code: 'payload_too_large', limit: 1024 * 1024 });
    // The same kept-alive socket answers the next request.
    const next = await send('/v1/projects');
    expect(next.status).toBe(200);

    const created = await send('/v1/projects/proj_storefront/secrets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: async (write) => {
        for (const part of ['{"name":"NODE_V1_', 'SECRET","value":"s3cr', 'et"}']) write(Buffer.from(part));
      },
    });
    expect(created.status, created.body).toBeLessThan(300);
    expect(created.body).not.toContain('s3cret');
  });

  it('streams a long answer to a slow reader whole (waits for the socket rather than buffering or dropping)', async () => {
    const path = '/v1/projects/proj_storefront/gateway/logs/export';
    const expected = await (await proxyRequest(appRequest(path, { cookie }), h.bff)).arrayBuffer();
    expect(expected.byteLength).toBeGreaterThan(1024 * 1024);
    const received = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(base + path, { headers: { cookie } });
      req.once('error', reject);
      req.once('response', (res) => {
        let bytes = 0;
        res.pause();
        // Nothing read for a while: the server's writes must wait for the socket to drain.
        setTimeout(() => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.once('end', () => resolve(bytes));
          res.resume();
        }, 300);
      });
      req.end();
    });
    expect(received).toBe(expected.byteLength);
  });

  it('passes an event stream on as it comes, and frees the user’s slot when the browser goes away', async () => {
    const user = (await tokensIn(cookie)).userId;
    const before = inFlightFor(user);
    const first = await new Promise<{ type: string | undefined; cache: string | undefined; chunk: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/v1/projects/proj_storefront/sessions/ses_live/events`, { headers: { cookie, accept: 'text/event-stream' } });
      req.once('error', reject);
      req.once('response', (res) => {
        res.setEncoding('utf8').once('data', (chunk: string) => {
          resolve({ type: res.headers['content-type'], cache: res.headers['cache-control'], chunk });
          req.destroy();
        });
      });
      req.end();
    });
    expect(first.type).toMatch(/^text\/event-stream/);
    expect(first.cache).toBe('no-store, no-transform');
    expect(first.chunk.length).toBeGreaterThan(0);
    await expect.poll(() => inFlightFor(user)).toBe(before);
  });
  it('gzips as Next does when given its compressible filter: JSON from 1 KB, never HEAD or event streams', async () => {
    const compressible = (type: string) => compression.filter(undefined, { getHeader: () => type });
    await withServer(
      (req, res) => void serveV1(req, res, 0, h.bff, { compressible }),
      async (url) => {
        const path = `${url}/v1/projects/proj_storefront/gateway/logs/export`;
        const plain = await get(path, { cookie });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/);
        expect(plain.body.length).toBeGreaterThan(1024);
        const zipped = await get(path, { cookie, 'accept-encoding': 'gzip, deflate, br' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['content-length']).toBeUndefined();
        expect(zipped.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
        const head = await get(path, { cookie, 'accept-encoding': 'gzip' }, 'HEAD');
        expect(head.headers['content-encoding']).toBeUndefined();
        expect(head.body.length).toBe(0);
        // The console's own error answers have no length, so (as with the middleware, which sees the head first) they
        // are gzipped too; with identity asked for, never.
        const error = await get(`${url}/v1/projects/nope`, { cookie, 'accept-encoding': 'gzip' });
        expect(error.status).toBe(404);
        expect(JSON.parse(gunzipSync(error.body).toString()).code).toBeDefined();
        const identity = await get(`${url}/v1/projects/nope`, { cookie, 'accept-encoding': 'identity' });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(identity.body.toString()).code).toBeDefined();
      },
    );
    // An event stream says no-transform: not gzipped, its first event arrives as it comes.
    await withServer(
      (req, res) => void serveV1(req, res, 0, h.bff, { compressible }),
      async (url) => {
        const first = await new Promise<{ encoding: string | undefined; chunk: string }>((resolve, reject) => {
          const req = httpRequest(`${url}/v1/projects/proj_storefront/sessions/ses_live/events`, { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip' } });
          req.once('error', reject);
          req.once('response', (res) => {
            res.setEncoding('utf8').once('data', (chunk: string) => {
              resolve({ encoding: res.headers['content-encoding'], chunk });
              req.destroy();
            });
          });
          req.end();
        });
        expect(first.encoding).toBeUndefined();
        expect(first.chunk.length).toBeGreaterThan(0);
      },
    );
  });
});

// With PLATFORM_API_URL the node:http upstream reads small JSON answers whole and hands the proxy their bytes without a
// web stream (its `whole` call); serveV1 writes those bytes as they are. Same answer as the Request path, gzip included.
describe('serveV1 with the node:http upstream (answers read whole)', () => {
  const platform = createEmbeddedPlatform();
  let upstreamServer: NodeServer;
  let bff: Bff;
  let cookie = '';
  let userId = '';
  let hangAborted: Promise<void> = new Promise(() => {});

  beforeAll(async () => {
    upstreamServer = await serveFetchHandler((req) => {
      if (new URL(req.url).pathname !== '/v1/probe/hang') return platform.handle(req);
      // Never answers; resolves hangAborted once the console drops the call.
      hangAborted = new Promise((resolve) => req.signal.addEventListener('abort', () => resolve()));
      return new Promise<Response>(() => {});
    });
    bff = createBff({ config: parseConfig({ PLATFORM_API_URL: upstreamServer.url, SESSION_SECRET: SECRET }, () => {}) });
    const signedIn = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff);
    cookie = sessionCookieFrom(signedIn)!;
    userId = (await tokensIn(cookie)).userId;
  });
  afterAll(async () => {
    await upstreamServer?.close();
  });

  it('the upstream reads a small JSON answer whole, with no body stream, only for a caller that asks', async () => {
    const { accessToken } = await tokensIn(cookie);
    const headers = { authorization: `Bearer ${accessToken}` };
    const bare = await bff.upstream.whole!('/v1/projects', { method: 'GET', headers });
    expect(bare).not.toBeInstanceOf(Response);
    expect(bare.body).toBeNull();
    const usual = await bff.upstream('/v1/projects', { headers });
    expect(usual.body).not.toBeNull();
    expect(bare.status).toBe(usual.status);
    expect(bare.headers.get('content-type')).toBe(usual.headers.get('content-type'));
    expect(Buffer.from((bare as { bytes: Uint8Array }).bytes).toString()).toBe(await usual.text());
    // HEAD: the status and headers, no bytes.
    const head = await bff.upstream.whole!('/v1/projects', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect((head as { bytes: Uint8Array }).bytes.byteLength).toBe(0);
  });

  it('answers as the Request path does, plain and gzipped, and frees the user’s slot', async () => {
    const compressible = (type: string) => compression.filter(undefined, { getHeader: () => type });
    await withServer(
      (req, res) => void serveV1(req, res, 0, bff, { compressible }),
      async (url) => {
        const path = '/v1/projects/proj_storefront/gateway/logs/export';
        const viaRequest = await proxyRequest(appRequest(path, { cookie }), bff);
        const expected = Buffer.from(await viaRequest.arrayBuffer());
        expect(expected.length).toBeGreaterThan(1024);
        const plain = await get(url + path, { cookie, 'x-request-id': 'whole-1' });
        expect(plain.status).toBe(200);
        expect(plain.body.equals(expected)).toBe(true);
        expect(plain.headers['content-type']).toBe(viaRequest.headers.get('content-type'));
        expect(plain.headers['x-request-id']).toBe('whole-1');
        expect(plain.headers['cache-control']).toBe('no-store');
        expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        const zipped = await get(url + path, { cookie, 'accept-encoding': 'gzip' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(zipped.body).equals(expected)).toBe(true);
        const projects = await get(`${url}/v1/projects`, { cookie });
        expect(projects.status).toBe(200);
        expect(JSON.parse(projects.body.toString())).toEqual(await (await proxyRequest(appRequest('/v1/projects', { cookie }), bff)).json());
        // Read whole, an answer says its length; under 1 KB it is not gzipped (the middleware's threshold for a known length).
        const small = await get(`${url}/v1/projects/proj_storefront`, { cookie, 'accept-encoding': 'gzip' });
        expect(small.status).toBe(200);
        expect(small.body.length).toBeLessThan(1024);
        expect(small.headers['content-encoding']).toBeUndefined();
        expect(small.headers['transfer-encoding']).toBeUndefined();
        expect(small.headers['content-length']).toBe(String(small.body.length));
        const head = await get(`${url}/v1/projects`, { cookie }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(inFlightFor(userId)).toBe(0);
      },
    );
  });

  it('answers 504 and drops the platform call when the platform does not answer in time', async () => {
    const impatient = createBff({ config: bff.config, upstreamTimeoutMs: 300 });
    await withServer(
      (req, res) => void serveV1(req, res, 0, impatient),
      async (url) => {
        const answer = await get(`${url}/v1/probe/hang`, { cookie });
        expect(answer.status).toBe(504);
        expect(JSON.parse(answer.body.toString()).code).toBe('upstream_timeout');
        await hangAborted;
        expect(inFlightFor(userId)).toBe(0);
      },
    );
  });

  it('drops the platform call and frees the slot when the browser goes away while waiting for the answer', async () => {
    await withServer(
      (req, res) => void serveV1(req, res, 0, bff),
      async (url) => {
        const req = httpRequest(`${url}/v1/probe/hang`, { headers: { cookie } });
        req.once('error', () => undefined);
        req.end();
        while (inFlightFor(userId) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        req.destroy();
        await hangAborted;
        while (inFlightFor(userId) !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
        expect(inFlightFor(userId)).toBe(0);
      },
    );
  });
});
