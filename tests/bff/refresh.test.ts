import { describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { appRequest, harness, sessionCookieFrom, setCookieLine, signIn, tokensIn } from './harness';

describe('refresh single-flight', () => {
  it('20 concurrent requests with an expiring token make exactly 1 upstream refresh and 20 successes', async () => {
    // A 30 s access token is inside the 60 s refresh window from the start.
    const h = harness({ platform: { accessTokenTtlSeconds: 30 } });
    const cookie = await signIn(h);
    const old = await tokensIn(cookie);
    expect(h.platform.counters.refresh).toBe(0);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => proxyRequest(appRequest('/v1/projects', { cookie }), h.bff)),
    );
    expect(h.platform.counters.refresh).toBe(1);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));

    const cookies = responses.map(sessionCookieFrom);
    expect(cookies.every((c) => c !== null)).toBe(true);
    const renewed = await Promise.all(cookies.map((c) => tokensIn(c!)));
    const refreshTokens = new Set(renewed.map((t) => t.refreshToken));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(old.refreshToken)).toBe(false);
    expect(new Set(renewed.map((t) => t.accessToken)).size).toBe(1);
    // Every request reached the platform with the new token.
    const bearer = h.calls.filter((c) => c.path === '/v1/projects').map((c) => c.headers.get('authorization'));
    expect(bearer).toEqual(Array(20).fill(`Bearer ${renewed[0].accessToken}`));
  });

  it('a request that still carries the old cookie just after the refresh reuses the new pair', async () => {
    const h = harness({ platform: { accessTokenTtlSeconds: 30 } });
    const cookie = await signIn(h);
    const first = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    const late = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect([first.status, late.status]).toEqual([200, 200]);
    expect(h.platform.counters.refresh).toBe(1);
    expect((await tokensIn(sessionCookieFrom(late)!)).refreshToken).toBe((await tokensIn(sessionCookieFrom(first)!)).refreshToken);
  });

  it('does not refresh a token that is valid for more than 60 s', async () => {
    const h = harness({ platform: { accessTokenTtlSeconds: 3600 } });
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.status).toBe(200);
    expect(h.platform.counters.refresh).toBe(0);
    expect(setCookieLine(res)).toBeNull();
  });

  it('refreshes and retries once when the platform answers 401 for a token the BFF thought valid', async () => {
    // The platform's clock runs two hours ahead of the BFF's: the token looks fresh here and expired there.
    let platformClock = Date.now();
    const h = harness({ platform: { now: () => platformClock } });
    const cookie = await signIn(h);
    platformClock += 2 * 3600_000;

    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.status).toBe(200);
    expect(h.platform.counters.refresh).toBe(1);
    const projectCalls = h.calls.filter((c) => c.path === '/v1/projects');
    expect(projectCalls).toHaveLength(2);
    expect(projectCalls[0].headers.get('authorization')).not.toBe(projectCalls[1].headers.get('authorization'));
    const renewed = sessionCookieFrom(res);
    expect(renewed).not.toBeNull();
    expect(projectCalls[1].headers.get('authorization')).toBe(`Bearer ${(await tokensIn(renewed!)).accessToken}`);
  });

  it('answers 401 and clears the cookie when the refresh is refused', async () => {
    const h = harness({ platform: { accessTokenTtlSeconds: 30 } });
    const cookie = await signIn(h);
    const { accessToken } = await tokensIn(cookie);
    // Revoke the session behind the BFF's back.
    const out = await h.platform.handle(
      new Request('http://embedded.invalid/v1/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } }),
    );
    expect(out.status).toBe(204);

    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    expect(setCookieLine(res)).toMatch(/^pc_session=; .*Max-Age=0/);
  });

  it('answers 502 and keeps the cookie when the platform is down during a needed refresh', async () => {
    let down = false;
    let bffClock = Date.now();
    const h = harness({
      now: () => bffClock,
      platform: { accessTokenTtlSeconds: 120 },
      wrap: (next) => (path, init) => (down ? Promise.reject(new TypeError('fetch failed')) : next(path, init)),
    });
    const cookie = await signIn(h);
    down = true;
    bffClock += 10 * 60_000; // the token has expired for the BFF: a refresh is required
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), h.bff);
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe('upstream_unavailable');
    expect(setCookieLine(res)).toBeNull();
  });
});
