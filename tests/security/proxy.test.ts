import { describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { inFlightFor, MAX_IN_FLIGHT_PER_USER } from '@/lib/bff/proxy-limits';
import { appRequest, harness, setCookieLine, signIn, tokensIn } from '../bff/harness';

/** A BFF whose upstream answers `/v1/probe` with whatever the test says, and the real platform otherwise. */
function probing(answer: (init: RequestInit) => Promise<Response> | Response) {
  return harness({ wrap: (next) => (path, init) => (path.startsWith('/v1/probe') ? Promise.resolve(answer(init)) : next(path, init)) });
}

describe('BFF proxy: what passes, and for how long', () => {
  it('passes only allow-listed upstream headers: no CORS, CSP, cookies, Location, Authorization or HSTS', async () => {
    const h = probing(
      () =>
        new Response('{"ok":true}', {
          headers: {
            'content-type': 'application/json',
            'access-control-allow-origin': '*',
            'content-security-policy': "default-src *",
            'set-cookie': 'pc_session=stolen',
            location: 'https://evil.example',
            authorization: 'Bearer leaked',
            'strict-transport-security': 'max-age=1',
            'retry-after': '5',
          },
        }),
    );
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/probe', { cookie }), h.bff);
    expect(res.status).toBe(200);
    for (const name of ['access-control-allow-origin', 'content-security-policy', 'set-cookie', 'location', 'authorization', 'strict-transport-security']) {
      expect(res.headers.get(name), name).toBeNull();
    }
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('refuses an upstream web page or redirect (502), never passing it to the browser', async () => {
    const page = probing(() => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }));
    const cookie = await signIn(page);
    const html = await proxyRequest(appRequest('/v1/probe', { cookie }), page.bff);
    expect(html.status).toBe(502);
    expect((await html.json()).code).toBe('upstream_bad_response');

    const moved = probing(() => new Response(null, { status: 302, headers: { location: 'https://evil.example/phish' } }));
    const redirect = await proxyRequest(appRequest('/v1/probe', { cookie: await signIn(moved) }), moved.bff);
    expect(redirect.status).toBe(502);
    expect(redirect.headers.get('location')).toBeNull();
  });

  it('refuses compressed request bodies (415) and drops headers named in Connection', async () => {
    let seen: Headers | undefined;
    const h = probing((init) => {
      seen = new Headers(init.headers);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    });
    const cookie = await signIn(h);
    const gzip = await proxyRequest(appRequest('/v1/probe', { method: 'POST', cookie, body: 'x', headers: { 'content-encoding': 'gzip' } }), h.bff);
    expect(gzip.status).toBe(415);
    expect((await gzip.json()).code).toBe('unsupported_encoding');
    await proxyRequest(appRequest('/v1/probe', { cookie, headers: { connection: 'x-secret-hop', 'x-secret-hop': '1', 'x-kept': '1' } }), h.bff);
    expect(seen?.get('x-secret-hop')).toBeNull();
    expect(seen?.get('x-kept')).toBe('1');
  });

  it('answers 504 when the platform sends no answer in time, and caps one user’s requests in flight (429)', async () => {
    const hanging = probing(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    hanging.bff.upstreamTimeoutMs = 300;
    const cookie = await signIn(hanging);
    const { userId } = await tokensIn(cookie);

    const held = Array.from({ length: MAX_IN_FLIGHT_PER_USER }, () => proxyRequest(appRequest('/v1/probe', { cookie }), hanging.bff));
    await expect.poll(() => inFlightFor(userId)).toBe(MAX_IN_FLIGHT_PER_USER);
    const refused = await proxyRequest(appRequest('/v1/probe', { cookie }), hanging.bff);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    const answers = await Promise.all(held);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([504]));
    expect((await answers[0].json()).code).toBe('upstream_timeout');
    expect(inFlightFor(userId)).toBe(0);
  }, 60_000);
});

describe('refresh commits independently of the request that started it', () => {
  it('an aborted request mid-refresh leaves the rotation usable: the old cookie 20 s later gets the new tokens, not a revoked session', async () => {
    const clock = { now: Date.UTC(2026, 0, 15, 12) };
    const h = harness({ platform: { accessTokenTtlSeconds: 90, now: () => clock.now }, now: () => clock.now });
    const cookie = await signIn(h);
    clock.now += 45_000; // inside the 60 s refresh window
    const abort = new AbortController();
    const started = proxyRequest(new Request(appRequest('/v1/projects', { cookie }), { signal: abort.signal }), h.bff);
    abort.abort();
    await started.catch(() => undefined);
    await expect.poll(() => h.platform.counters.refresh).toBe(1);
    // The browser never got the new cookie. Well past the platform's 10 s reuse grace, it tries again with the old one.
    clock.now += 20_000;
    const later = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(later.status).toBe(200);
    expect(h.platform.counters.refresh).toBe(1);
    expect(setCookieLine(later)).toMatch(/^pc_session=[^;]+/);
  });
});
