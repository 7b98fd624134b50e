import { describe, expect, it } from 'vitest';
import { me, signInWithPassword, signOut } from '@/lib/bff/auth-handlers';
import { DEMO, MEMBER, appRequest, harness, jsonRequest, sessionCookieFrom, setCookieLine, signIn, tokensIn } from './harness';

describe('POST /api/auth/sign-in/password', () => {
  it('seals the tokens in an httpOnly cookie and answers only { user }', async () => {
    const h = harness();
    const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), h.bff);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toMatchObject({ email: DEMO.email, id: expect.any(String), name: expect.any(String) });
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'name']);

    const line = setCookieLine(res);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    const tokens = await tokensIn(sessionCookieFrom(res)!);
    expect(tokens.userId).toBe(body.user.id);
    expect(tokens.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('passes a wrong password through as 400 invalid_credentials without setting a cookie', async () => {
    const h = harness();
    const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { ...DEMO, password: 'nope-nope' }), h.bff);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', error: expect.any(String) });
    expect(sessionCookieFrom(res)).toBeNull();
  });

  it('validates the body: 400 invalid_request with issues, also for non-JSON', async () => {
    const h = harness();
    const bad = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { email: 'not-an-email' }), h.bff);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.code).toBe('invalid_request');
    expect(body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['email', 'password']);

    const notJson = await signInWithPassword(appRequest('/api/auth/sign-in/password', { method: 'POST', body: '{email' }), h.bff);
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('invalid_request');
    expect(h.calls).toHaveLength(0);
  });

  it('passes the platform rate limit through (31st attempt from one IP → 429, with Retry-After), per client IP; a rotated X-Forwarded-For escapes nothing', async () => {
    const h = harness();
    const attempt = (peer: string, spoofed = '') =>
      signInWithPassword(
        jsonRequest('/api/auth/sign-in/password', { ...DEMO, password: 'wrong-password' }, { headers: { 'x-console-peer': peer, ...(spoofed ? { 'x-forwarded-for': spoofed } : {}) } }),
        h.bff,
      );
    for (let i = 0; i < 30; i++) expect((await attempt('203.0.113.7', `10.0.0.${i}`)).status).toBe(400);
    const limited = await attempt('203.0.113.7', '10.0.0.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('over_request_rate_limit');
    expect((await attempt('198.51.100.2')).status).toBe(400);
    expect(h.calls.at(-1)?.headers.get('x-forwarded-for')).toBe('198.51.100.2');
  });

  it('answers 502 upstream_unavailable when the platform is down', async () => {
    const h = harness({
      wrap: () => async () => {
        throw new TypeError('fetch failed');
      },
    });
    const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), h.bff);
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe('upstream_unavailable');
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 unauthorized when signed out, and clears a cookie it cannot read', async () => {
    const h = harness();
    const res = await me(appRequest('/api/auth/me'), h.bff);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });

    const forged = await me(appRequest('/api/auth/me', { cookie: 'pc_session=Fe26.2*1*garbage' }), h.bff);
    expect(forged.status).toBe(401);
    expect(setCookieLine(forged)).toMatch(/^pc_session=; .*Max-Age=0/);
  });

  it('answers { user } for the signed-in user', async () => {
    const h = harness();
    const cookie = await signIn(h, MEMBER);
    const res = await me(appRequest('/api/auth/me', { cookie }), h.bff);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ user: { id: expect.any(String), email: MEMBER.email, name: expect.any(String) } });
    expect(h.calls.at(-1)?.path).toBe('/v1/auth/user');
  });

  it('refreshes an about-to-expire token first and sets the new cookie', async () => {
    const h = harness({ platform: { accessTokenTtlSeconds: 30 } });
    const cookie = await signIn(h);
    const res = await me(appRequest('/api/auth/me', { cookie }), h.bff);
    expect(res.status).toBe(200);
    expect(h.platform.counters.refresh).toBe(1);
    const next = sessionCookieFrom(res);
    expect(next).not.toBeNull();
    expect((await tokensIn(next!)).refreshToken).not.toBe((await tokensIn(cookie)).refreshToken);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session upstream, clears the cookie and answers 204', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const { accessToken } = await tokensIn(cookie);
    const res = await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), h.bff);
    expect(res.status).toBe(204);
    expect(setCookieLine(res)).toMatch(/^pc_session=; .*Max-Age=0/);
    const upstream = await h.platform.handle(
      new Request('http://embedded.invalid/v1/auth/user', { headers: { authorization: `Bearer ${accessToken}` } }),
    );
    expect(upstream.status).toBe(401);
    // The old cookie is dead too: the proxy cannot refresh a revoked session.
    expect((await me(appRequest('/api/auth/me', { cookie }), h.bff)).status).toBe(401);
  });

  it('is honest when the platform cannot end the session: retried, then 503 and the cookie kept (still signed in)', async () => {
    let down = false;
    let attempts = 0;
    const h = harness({
      wrap: (next) => (path, init) => {
        if (path === '/v1/auth/sign-out' && down) {
          attempts += 1;
          throw new TypeError('fetch failed');
        }
        return next(path, init);
      },
    });
    const cookie = await signIn(h);
    down = true;
    const res = await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), h.bff);
    expect(attempts).toBe(3);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'sign_out_failed', error: expect.stringContaining('still signed in') });
    expect(setCookieLine(res)).toBeNull();
    expect((await me(appRequest('/api/auth/me', { cookie }), h.bff)).status).toBe(200);
    // Once the platform answers, the same cookie signs out for real.
    down = false;
    const retried = await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), h.bff);
    expect(retried.status).toBe(204);
    expect((await me(appRequest('/api/auth/me', { cookie }), h.bff)).status).toBe(401);
  });

  it('retries a rate-limited revoke and succeeds when the platform lets it through', async () => {
    let limited = 2;
    const h = harness({
      wrap: (next) => (path, init) => {
        if (path === '/v1/auth/sign-out' && limited-- > 0) return Promise.resolve(new Response('{"error":"slow down","code":"over_request_rate_limit"}', { status: 429 }));
        return next(path, init);
      },
    });
    const cookie = await signIn(h);
    const res = await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), h.bff);
    expect(res.status).toBe(204);
    expect((await me(appRequest('/api/auth/me', { cookie }), h.bff)).status).toBe(401);
  });

  it('is refused cross-site (CSRF) and then keeps the session', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const res = await signOut(
      appRequest('/api/auth/sign-out', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } }),
      h.bff,
    );
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('csrf_rejected');
    expect(setCookieLine(res)).toBeNull();
    expect((await me(appRequest('/api/auth/me', { cookie }), h.bff)).status).toBe(200);
  });
});
