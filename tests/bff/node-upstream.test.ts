import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHttpUpstream } from '@/lib/bff/node-upstream';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { parseConfig } from '@/lib/config';
import { createBff, type Bff } from '@/lib/bff/context';
import { proxyRequest } from '@/lib/bff/proxy';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { SECRET, appRequest, jsonRequest, sessionCookieFrom } from './harness';
import { signInWithPassword } from '@/lib/bff/auth-handlers';

// The real platform behind node:http, plus a few transport probes on paths the platform does not serve.
describe('proxy over the node:http upstream (PLATFORM_API_URL)', () => {
  const platform = createEmbeddedPlatform();
  const seen: { path: string; headers: Headers }[] = [];
  let release: () => void = () => {};
  let streamAborted: Promise<void> = Promise.resolve();
  let server: NodeServer;
  let bff: Bff;
  let cookie: string;

  beforeAll(async () => {
    server = await serveFetchHandler(async (req) => {
      const { pathname } = new URL(req.url);
      seen.push({ path: pathname, headers: req.headers });
      if (pathname === '/v1/probe/echo') {
        const bytes = new Uint8Array(await req.arrayBuffer());
        return Response.json({ length: bytes.byteLength, sha: createHash('sha256').update(bytes).digest('hex') });
      }
      if (pathname === '/v1/probe/empty') return new Response(null, { status: 204, headers: { 'x-probe': 'yes' } });
      if (pathname === '/v1/probe/events') {
        const released = new Promise<void>((resolve) => (release = resolve));
        streamAborted = new Promise<void>((resolve) => req.signal.addEventListener('abort', () => resolve()));
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('event: one\ndata: 1\n\n'));
            await released;
            controller.enqueue(encoder.encode('event: two\ndata: 2\n\n'));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
      }
      return platform.handle(req);
    });
    bff = createBff({ config: parseConfig({ PLATFORM_API_URL: server.url, SESSION_SECRET: SECRET }, () => {}) });
    const signedIn = await signInWithPassword(
      jsonRequest('/api/auth/sign-in/password', { email: 'demo@example.com', password: 'demo-password' }),
      bff,
    );
    cookie = sessionCookieFrom(signedIn)!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('forwards a request body byte for byte and asks for identity encoding', async () => {
    const payload = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const res = await proxyRequest(appRequest('/v1/probe/echo', { method: 'POST', cookie, body: payload }), bff);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: payload.byteLength, sha: createHash('sha256').update(payload).digest('hex') });
    const probe = seen.findLast((s) => s.path === '/v1/probe/echo')!;
    expect(probe.headers.get('accept-encoding')).toBe('identity');
    expect(probe.headers.get('authorization')).toMatch(/^Bearer ./);
  });

  it('answers HEAD and 204 without a body', async () => {
    const empty = await proxyRequest(appRequest('/v1/probe/empty', { method: 'DELETE', cookie }), bff);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    // Not on the allow-list of upstream headers: it stays behind.
    expect(empty.headers.get('x-probe')).toBeNull();
    const head = await proxyRequest(appRequest('/v1/projects', { method: 'HEAD', cookie }), bff);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it('streams server-sent events as they come, and closes the upstream stream when the browser leaves', async () => {
    const browser = new AbortController();
    const req = new Request('http://app.test/v1/probe/events', { headers: { cookie }, signal: browser.signal });
    const res = await proxyRequest(req, bff);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-length')).toBeNull();

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('event: one\ndata: 1\n\n');
    release();
    expect(decoder.decode((await reader.read()).value)).toBe('event: two\ndata: 2\n\n');

    browser.abort();
    await reader.cancel().catch(() => undefined);
    await expect(Promise.race([streamAborted.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 3000))])).resolves.toBe(
      'closed',
    );
  });

  it('serves the real platform through it: projects list with the session cookie', async () => {
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), bff);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('reads a small answer of known length whole and passes it on byte for byte', async () => {
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), bff);
    const direct = await platform.handle(new Request(`${server.url}/v1/projects`, { headers: { authorization: seen.findLast((s) => s.path === '/v1/projects')!.headers.get('authorization')! } }));
    expect(res.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await direct.arrayBuffer()));
  });
});

// An answer whose connection drops before the declared length arrived must fail, not hang or pass on a torn body.
describe('node:http upstream: an answer cut short', () => {
  it('fails the call when the platform closes the connection mid-answer', async () => {
    const torn = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"items":[');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await new Promise<void>((resolve) => torn.listen(0, '127.0.0.1', resolve));
    const { port } = torn.address() as AddressInfo;
    try {
      const upstream = nodeHttpUpstream(`http://127.0.0.1:${port}`);
      await expect(upstream('/v1/projects', { method: 'GET', headers: {} })).rejects.toThrow();
    } finally {
      torn.closeAllConnections();
      await new Promise<void>((resolve) => torn.close(() => resolve()));
    }
  });
});
