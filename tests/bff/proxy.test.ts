import { describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { MAX_BODY_BYTES } from '@/lib/bff/body';
import { appRequest, harness, signIn, tokensIn } from './harness';

describe('/v1 proxy: session and routing', () => {
  it('answers 401 unauthorized without a session and calls nothing upstream', async () => {
    const h = harness();
    const res = await proxyRequest(appRequest('/v1/projects'), h.bff);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized', error: expect.any(String) });
    expect(h.calls).toHaveLength(0);
  });

  it('adds the bearer token from the cookie and never forwards the cookie or a browser Authorization', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const { accessToken } = await tokensIn(cookie);
    const res = await proxyRequest(
      appRequest('/v1/projects?accountId=acc_demo', { cookie, headers: { authorization: 'Bearer forged', 'x-forwarded-for': '6.6.6.6', 'x-console-peer': '192.0.2.9' } }),
      h.bff,
    );
    expect(res.status).toBe(200);
    const projects = (await res.json()) as { id: string; name: string }[];
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(projects.every((p) => typeof p.id === 'string' && typeof p.name === 'string')).toBe(true);
    const call = h.calls.at(-1)!;
    expect(call.path).toBe('/v1/projects?accountId=acc_demo');
    expect(call.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(call.headers.get('cookie')).toBeNull();
    expect(call.headers.get('x-forwarded-for')).toBe('192.0.2.9');
  });

  it('refuses /v1/auth/* in every spelling with 404 use_bff_auth', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const before = h.calls.length;
    for (const path of ['/v1/auth/user', '/v1/auth', '/v1/AUTH/refresh', '/v1/%61uth/user', '/v1//auth/sign-out', '/v1/./auth/user']) {
      const res = await proxyRequest(appRequest(path, { cookie, method: 'POST', body: '{}' }), h.bff);
      expect(res.status, path).toBe(404);
      expect((await res.json()).code, path).toBe('use_bff_auth');
    }
    expect(h.calls.length).toBe(before);
  });

  it('forwards the platform error body and status unchanged', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/projects/prj_does_not_exist', { cookie }), h.bff);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });
});

describe('/v1 proxy: CSRF', () => {
  it('refuses cross-origin, missing and null Origin on state-changing requests before any upstream call', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const before = h.calls.length;
    const cases: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of cases) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await proxyRequest(appRequest('/v1/projects', { method, cookie, headers, body: '{}' }), h.bff);
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe('csrf_rejected');
      }
    }
    // No Origin and no Sec-Fetch-Site (appRequest adds Origin unless told otherwise, so build it by hand).
    const bare = new Request('http://app.test/v1/projects', { method: 'POST', headers: { cookie }, body: '{}' });
    expect((await proxyRequest(bare, h.bff)).status).toBe(403);
    expect(h.calls.length).toBe(before);
  });

  it('lets same-origin Origin, Sec-Fetch-Site: same-origin and cross-site GETs through', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const viaOrigin = await proxyRequest(appRequest('/v1/projects', { method: 'POST', cookie, body: '{}' }), h.bff);
    const viaFetchSite = await proxyRequest(
      appRequest('/v1/projects', { method: 'POST', cookie, body: '{}', headers: { 'sec-fetch-site': 'same-origin' } }),
      h.bff,
    );
    const crossGet = await proxyRequest(appRequest('/v1/projects', { cookie, headers: { origin: 'https://evil.example' } }), h.bff);
    for (const res of [viaOrigin, viaFetchSite]) {
      expect(res.status).not.toBe(403);
      expect(res.status).not.toBe(401);
    }
    expect(crossGet.status).toBe(200);
    expect(h.calls.filter((c) => c.path === '/v1/projects')).toHaveLength(3);
  });
});

describe('/v1 proxy: limits and failures', () => {
  it('answers 413 when Content-Length is over 1 MB, without reading the body', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const before = h.calls.length;
    const res = await proxyRequest(
      appRequest('/v1/projects', { method: 'POST', cookie, body: 'x', headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }),
      h.bff,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
    expect(h.calls.length).toBe(before);
  });

  it('answers 413 when a chunked body streams more than 1 MB', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const before = h.calls.length;
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
        if (pulled > 4 * MAX_BODY_BYTES) controller.close();
      },
    });
    const req = appRequest('/v1/projects', { method: 'POST', cookie, body: stream, duplex: 'half' });
    expect(req.headers.get('content-length')).toBeNull();
    const res = await proxyRequest(req, h.bff);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
    expect(pulled).toBeLessThan(2 * MAX_BODY_BYTES);
    expect(h.calls.length).toBe(before);
  });

  it('forwards a body of exactly 1 MB', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const body = new Uint8Array(MAX_BODY_BYTES).fill(32);
    const res = await proxyRequest(
      appRequest('/v1/projects', { method: 'POST', cookie, body, headers: { 'content-type': 'application/json' } }),
      h.bff,
    );
    expect(res.status).not.toBe(413);
    expect(h.calls.at(-1)?.path).toBe('/v1/projects');
  });

  it('answers 502 upstream_unavailable when the platform cannot be reached', async () => {
    let down = false;
    const h = harness({
      wrap: (next) => (path, init) => {
        if (down) return Promise.reject(new TypeError('fetch failed: ECONNREFUSED'));
        return next(path, init);
      },
    });
    const cookie = await signIn(h);
    down = true;
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_unavailable', error: expect.any(String) });
  });
});

describe('/v1 proxy: headers and streaming', () => {
  it('propagates the caller X-Request-Id, or creates one, to the platform and back', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const given = await proxyRequest(appRequest('/v1/projects', { cookie, headers: { 'x-request-id': 'req-abc.123' } }), h.bff);
    expect(given.headers.get('x-request-id')).toBe('req-abc.123');
    expect(h.calls.at(-1)?.headers.get('x-request-id')).toBe('req-abc.123');

    const created = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    const id = created.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.calls.at(-1)?.headers.get('x-request-id')).toBe(id);

    const junk = await proxyRequest(appRequest('/v1/projects', { cookie, headers: { 'x-request-id': 'bad id <script>' } }), h.bff);
    expect(junk.headers.get('x-request-id')).not.toBe('bad id <script>');

    const refused = await proxyRequest(appRequest('/v1/projects', { headers: { 'x-request-id': 'no-session-1' } }), h.bff);
    expect(refused.headers.get('x-request-id')).toBe('no-session-1');
  });

  it('streams event streams unbuffered with SSE-safe headers and strips encoding, length and cookies', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const h = harness({
      wrap: (next) => (path, init) => {
        if (!path.startsWith('/v1/projects/p1/stream')) return next(path, init);
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('data: first\n\n'));
            await released;
            controller.enqueue(encoder.encode('data: second\n\n'));
            controller.close();
          },
        });
        return Promise.resolve(
          new Response(body, {
            headers: {
              'content-type': 'text/event-stream',
              'content-encoding': 'gzip',
              'content-length': '999',
              'set-cookie': 'upstream=1',
              'cache-control': 'public, max-age=600',
            },
          }),
        );
      },
    });
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/projects/p1/stream', { cookie }), h.bff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);

    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    release();
    let rest = '';
    for (let step = await reader.read(); !step.done; step = await reader.read()) rest += new TextDecoder().decode(step.value);
    expect(rest).toBe('data: second\n\n');
  });

  it('sets cache-control: no-store on JSON answers and no x-accel-buffering', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBeNull();
  });
});
