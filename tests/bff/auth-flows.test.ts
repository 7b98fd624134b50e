import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCallback, resetPassword, sendMagicLink, signUp, startProviderSignIn, updatePassword, verifyOtp } from '@/lib/bff/auth-flows';
import { decideDemoConsent } from '@/lib/bff/dev-tools';
import { signInWithPassword, signOut, me } from '@/lib/bff/auth-handlers';
import { PKCE_COOKIE, RECOVERY_COOKIE } from '@/lib/bff/flow-cookie';
import { APP, DEMO, appRequest, harness, jsonRequest, sessionCookieFrom, tokensIn, type Harness } from './harness';

// The embedded platform's redirect allow-list is localhost and APP_ORIGIN: name the test app's origin there.
const previousOrigin = process.env.APP_ORIGIN;
const previousPeer = process.env.CONSOLE_PEER_FROM_SOCKET;
beforeAll(() => {
  process.env.APP_ORIGIN = APP;
  // As under scripts/serve.mjs: the peer header is the socket's, and the consent below comes from this machine.
  process.env.CONSOLE_PEER_FROM_SOCKET = '1';
});
afterAll(() => {
  if (previousOrigin === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = previousOrigin;
  if (previousPeer === undefined) delete process.env.CONSOLE_PEER_FROM_SOCKET;
  else process.env.CONSOLE_PEER_FROM_SOCKET = previousPeer;
});

const lastCode = (h: Harness, email: string) => [...h.platform.store.outbox].reverse().find((m) => m.to === email)!.code;
const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().map((l) => l.split(';')[0]).find((c) => c.startsWith(`${name}=`)) ?? null;
const noTokenIn = async (res: Response) => {
  const text = await res.clone().text();
  expect(text).not.toMatch(/access_token|refresh_token|eyJ[\w-]+\.[\w-]+/);
};

describe('sign-up, magic link and verify-otp through the BFF', () => {
  it('signs up, then verifies the emailed code into the sealed cookie and returns to next', async () => {
    const h = harness({ appOrigin: APP });
    const email = 'new-person@example.com';
    const res = await signUp(jsonRequest('/api/auth/sign-up', { email, password: 'a-long-password', next: '/projects/proj_storefront#turn-3' }), h.bff);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ requires_email_confirmation: true });
    const link = new URL(h.platform.store.outbox.at(-1)!.link);
    expect([link.origin, link.pathname, link.searchParams.get('next')]).toEqual([APP, '/auth/confirm', '/projects/proj_storefront#turn-3']);
    const wrong = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email, token: '000000', type: 'magiclink' }), h.bff);
    expect([wrong.status, (await wrong.json()).code]).toEqual([400, 'otp_invalid']);
    const ok = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email, token: lastCode(h, email), type: 'magiclink', next: '/projects/proj_storefront#turn-3' }), h.bff);
    await noTokenIn(ok);
    expect(await ok.json()).toMatchObject({ user: { email }, next: '/projects/proj_storefront#turn-3' });
    expect((await tokensIn(sessionCookieFrom(ok)!)).userId).toBeTruthy();
    const reused = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email, token: link.searchParams.get('token')!, type: 'magiclink' }), h.bff);
    expect(reused.status).toBe(400);
  });

  it('answers byte-identically for an existing and an unknown email (sign-up, magic link, reset)', async () => {
    const h = harness({ appOrigin: APP });
    const pairs: Array<[(req: Request, bff: Harness['bff']) => Promise<Response>, string, Record<string, string>]> = [
      [signUp, '/api/auth/sign-up', { password: 'a-long-password' }],
      [sendMagicLink, '/api/auth/sign-in/magic-link', {}],
      [resetPassword, '/api/auth/password/reset', {}],
    ];
    for (const [handler, path, extra] of pairs) {
      const known = await handler(jsonRequest(path, { email: DEMO.email, ...extra }), h.bff);
      const unknown = await handler(jsonRequest(path, { email: 'nobody-here@example.com', ...extra }), h.bff);
      expect([known.status, await known.text(), known.headers.get('content-type')]).toEqual([unknown.status, await unknown.text(), unknown.headers.get('content-type')]);
    }
  });

  it('refuses a cross-site request (CSRF) and an expired code', async () => {
    let now = Date.now();
    const h = harness({ appOrigin: APP, platform: { now: () => now } });
    const crossSite = await sendMagicLink(appRequest('/api/auth/sign-in/magic-link', { method: 'POST', body: JSON.stringify({ email: DEMO.email }), headers: { 'content-type': 'application/json', origin: 'https://evil.example' } }), h.bff);
    expect(crossSite.status).toBe(403);
    await sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: DEMO.email }), h.bff);
    const code = lastCode(h, DEMO.email);
    now += 11 * 60_000;
    const late = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: DEMO.email, token: code, type: 'magiclink' }), h.bff);
    expect([late.status, (await late.json()).code]).toEqual([400, 'otp_invalid']);
  });

  it('rate-limits the emailed-code route per address with Retry-After', async () => {
    const h = harness({ appOrigin: APP, platform: { authRateLimit: 3 } });
    const send = () => sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: DEMO.email }, { headers: { 'x-console-peer': '203.0.113.9' } }), h.bff);
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset keeps the recovery session server-side', () => {
  it('verify-otp recovery sets only a sealed recovery cookie; password/update uses it, signs in and clears it', async () => {
    const h = harness({ appOrigin: APP });
    await resetPassword(jsonRequest('/api/auth/password/reset', { email: 'member@example.com' }), h.bff);
    const verified = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: 'member@example.com', token: lastCode(h, 'member@example.com'), type: 'recovery' }), h.bff);
    await noTokenIn(verified);
    expect(await verified.json()).toEqual({ recovery: true });
    expect(sessionCookieFrom(verified)).toBeNull();
    const recovery = cookieNamed(verified, RECOVERY_COOKIE)!;
    expect(recovery).toBeTruthy();
    const short = await updatePassword(jsonRequest('/api/auth/password/update', { password: 'short' }, { cookie: recovery }), h.bff);
    expect(short.status).toBe(400);
    const without = await updatePassword(jsonRequest('/api/auth/password/update', { password: 'a-brand-new-password' }), h.bff);
    expect([without.status, (await without.json()).code]).toEqual([401, 'recovery_expired']);
    const updated = await updatePassword(jsonRequest('/api/auth/password/update', { password: 'a-brand-new-password' }, { cookie: recovery }), h.bff);
    await noTokenIn(updated);
    expect(updated.status).toBe(200);
    expect(sessionCookieFrom(updated)).toBeTruthy();
    expect(cookieNamed(updated, RECOVERY_COOKIE)).toBe(`${RECOVERY_COOKIE}=`);
    const old = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { email: 'member@example.com', password: 'demo-password' }), h.bff);
    expect(old.status).toBe(400);
  });
});

describe('provider sign-in with PKCE', () => {
  async function start(h: Harness, next = '/projects/proj_support#turn-2') {
    const res = await startProviderSignIn(appRequest(`/api/auth/sign-in/provider?provider=demo&next=${encodeURIComponent(next)}`), h.bff);
    expect(res.status).toBe(303);
    const consent = new URL(res.headers.get('location')!);
    expect(consent.pathname).toBe('/auth/demo-consent');
    return { consent, pkce: cookieNamed(res, PKCE_COOKIE)! };
  }
  async function answer(h: Harness, request: string, allow: boolean) {
    const res = await decideDemoConsent(appRequest('/api/dev/consent', { method: 'POST', body: `request=${request}&allow=${allow ? 'yes' : 'no'}`, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-console-peer': '127.0.0.1' } }), h.bff);
    return new URL(res.headers.get('location')!);
  }
  const callback = (h: Harness, url: URL, cookie: string | null) => providerCallback(appRequest(url.pathname + url.search, { cookie }), h.bff);

  it('Allow: the callback checks state, exchanges the code with the verifier, seals the session and returns to next', async () => {
    const h = harness({ appOrigin: APP });
    const { consent, pkce } = await start(h);
    const back = await answer(h, consent.searchParams.get('request')!, true);
    expect(back.pathname).toBe('/auth/callback');
    const done = await callback(h, back, pkce);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${APP}/projects/proj_support#turn-2`);
    expect((await tokensIn(sessionCookieFrom(done)!)).userId).toBe('usr_demo');
    expect(cookieNamed(done, PKCE_COOKIE)).toBe(`${PKCE_COOKIE}=`);
    const replay = await callback(h, back, null);
    expect(replay.headers.get('location')).toContain('error=state_missing');
  });

  it('Deny, a wrong state, a missing cookie and another browser’s verifier all end on the sign-in page', async () => {
    const h = harness({ appOrigin: APP });
    const denied = await start(h);
    const deniedBack = await answer(h, denied.consent.searchParams.get('request')!, false);
    expect((await callback(h, deniedBack, denied.pkce)).headers.get('location')).toContain('error=access_denied');

    const a = await start(h);
    const b = await start(h);
    const aBack = await answer(h, a.consent.searchParams.get('request')!, true);
    const swapped = await callback(h, aBack, b.pkce);
    expect(swapped.headers.get('location')).toContain('error=state_mismatch');
    expect(sessionCookieFrom(swapped)).toBeNull();

    const forged = new URL(aBack);
    forged.searchParams.set('state', 'forged');
    expect((await callback(h, forged, a.pkce)).headers.get('location')).toContain('error=state_mismatch');
    expect((await callback(h, aBack, null)).headers.get('location')).toContain('error=state_missing');
  });

  it('keeps the next path same-origin: the open-redirect family falls back to /projects', async () => {
    const h = harness({ appOrigin: APP });
    for (const next of ['//evil.com', '/%09/evil.com', '/\\evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com', 'https://evil.com', '/\nevil']) {
      const res = await startProviderSignIn(appRequest(`/api/auth/sign-in/provider?provider=demo&next=${encodeURIComponent(next)}`), h.bff);
      const { consent } = { consent: new URL(res.headers.get('location')!) };
      const back = await answer(h, consent.searchParams.get('request')!, true);
      const done = await callback(h, back, cookieNamed(res, PKCE_COOKIE));
      expect(done.headers.get('location'), next).toBe(`${APP}/projects`);
    }
  });
});

describe('password form without JavaScript and signing out everywhere', () => {
  it('a form post signs in and redirects to next; a wrong password comes back to the form with an error', async () => {
    const h = harness({ appOrigin: APP });
    const post = (body: string) => signInWithPassword(appRequest('/api/auth/sign-in/password', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), h.bff);
    const ok = await post(`email=demo%40example.com&password=demo-password&next=${encodeURIComponent('/projects/proj_storefront')}`);
    expect([ok.status, ok.headers.get('location')]).toEqual([303, `${APP}/projects/proj_storefront`]);
    expect(sessionCookieFrom(ok)).toBeTruthy();
    const bad = await post('email=demo%40example.com&password=wrong-password&next=%2F%2Fevil.com');
    expect(bad.headers.get('location')).toBe(`${APP}/sign-in?error=invalid_credentials&next=%2Fprojects`);
  });

  it('the form post’s 303 never leaves the console when dot segments resolve next to `//host`', async () => {
    const h = harness({ appOrigin: APP });
    for (const next of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example']) {
      const res = await signInWithPassword(appRequest('/api/auth/sign-in/password', { method: 'POST', body: `email=demo%40example.com&password=demo-password&next=${encodeURIComponent(next)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), h.bff);
      expect([res.status, res.headers.get('location')], next).toEqual([303, `${APP}/projects`]);
    }
  });

  it('sign-out ?scope=global ends the session of a second browser', async () => {
    const h = harness({ appOrigin: APP });
    const first = sessionCookieFrom(await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), h.bff))!;
    const second = sessionCookieFrom(await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), h.bff))!;
    expect((await me(appRequest('/api/auth/me', { cookie: second }), h.bff)).status).toBe(200);
    expect((await signOut(appRequest('/api/auth/sign-out?scope=global', { method: 'POST', cookie: first }), h.bff)).status).toBe(204);
    expect((await me(appRequest('/api/auth/me', { cookie: second }), h.bff)).status).toBe(401);
  });
});
