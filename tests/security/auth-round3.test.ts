// Issue 25 (third probe), authentication: each test reproduces a finding against the real embedded platform, in
// process through the BFF's handlers or over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { mintApiToken } from '@/lib/embedded/api-tokens';
import { OTP_MAX_WRONG_ATTEMPTS } from '@/lib/embedded/otp';
import { serveFetchHandler } from '@/lib/bff/serve-node';
import { resetPassword, signUp, sendMagicLink, updatePassword, verifyOtp } from '@/lib/bff/auth-flows';
import { me, signInWithPassword } from '@/lib/bff/auth-handlers';
import { RECOVERY_COOKIE } from '@/lib/bff/flow-cookie';
import { decideDemoConsent, describeDemoConsent, fromThisMachine, readOutbox } from '@/lib/bff/dev-tools';
import { isLoopbackHost, listenHost } from '../../scripts/listen-host.mjs';
import { APP, DEMO, MEMBER, appRequest, harness, jsonRequest, sessionCookieFrom, type Harness } from '../bff/harness';

const previousOrigin = process.env.APP_ORIGIN;
beforeAll(() => {
  process.env.APP_ORIGIN = APP;
});
afterAll(() => {
  if (previousOrigin === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = previousOrigin;
});

const mails = (h: Harness, to: string) => h.platform.store.outbox.filter((m) => m.to === to);
const lastCode = (h: Harness, to: string) => mails(h, to).at(-1)!.code;
const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().map((l) => l.split(';')[0]).find((c) => c.startsWith(`${name}=`)) ?? null;
const signIn = (h: Harness, email: string, password: string) => signInWithPassword(jsonRequest('/api/auth/sign-in/password', { email, password }), h.bff);

async function platformCall(h: Harness, path: string, token: string, body: unknown): Promise<{ status: number; code?: string }> {
  const res = await h.platform.handle(
    new Request(`http://embedded.invalid${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  return { status: res.status, code: ((await res.json().catch(() => ({}))) as { code?: string }).code };
}

async function recoveryCookie(h: Harness, email: string): Promise<string> {
  await resetPassword(jsonRequest('/api/auth/password/reset', { email }), h.bff);
  const verified = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email, token: lastCode(h, email), type: 'recovery' }), h.bff);
  expect(verified.status).toBe(200);
  return cookieNamed(verified, RECOVERY_COOKIE)!;
}

describe('item 2: only a recovery session sets a password', () => {
  it('refuses a PAT, a service-account token, a project key and an ordinary sign-in with 403; the password still works', async () => {
    const h = harness({ appOrigin: APP });
    const now = new Date().toISOString();
    const mint = (kind: 'pat' | 'service_account' | 'project_key', principal: { type: 'user' | 'service_account'; id: string }) =>
      mintApiToken(h.platform.store, { kind, principal, accountId: 'acc_demo', projectId: kind === 'service_account' ? undefined : 'proj_storefront', name: `probe-${kind}`, now }).minted.token;
    const signedIn = (await h.platform.handle(new Request('http://embedded.invalid/v1/auth/sign-in/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) }))).json() as Promise<{ session: { access_token: string } }>;
    const tokens = {
      pat: mint('pat', { type: 'user', id: 'usr_demo' }),
      service_account: mint('service_account', { type: 'service_account', id: 'sa_ci' }),
      project_key: mint('project_key', { type: 'user', id: 'usr_demo' }),
      session: (await signedIn).session.access_token,
    };
    for (const [kind, token] of Object.entries(tokens)) {
      expect(await platformCall(h, '/v1/auth/password/update', token, { password: 'taken-over-password' }), kind).toEqual({ status: 403, code: 'recovery_session_required' });
    }
    expect((await signIn(h, DEMO.email, DEMO.password)).status).toBe(200);
    expect((await signIn(h, DEMO.email, 'taken-over-password')).status).toBe(400);
  });

  it('a recovery session opens nothing but the password update', async () => {
    const h = harness({ appOrigin: APP });
    await h.platform.handle(new Request('http://embedded.invalid/v1/auth/password/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: MEMBER.email }) }));
    const verified = await h.platform.handle(
      new Request('http://embedded.invalid/v1/auth/verify-otp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: MEMBER.email, token: lastCode(h, MEMBER.email), type: 'recovery' }) }),
    );
    const token = ((await verified.json()) as { session: { access_token: string } }).session.access_token;
    const projects = await h.platform.handle(new Request('http://embedded.invalid/v1/projects', { headers: { authorization: `Bearer ${token}` } }));
    expect([projects.status, ((await projects.json()) as { code: string }).code]).toEqual([403, 'recovery_session']);
  });
});

describe('item 9: a completed reset ends every other session, and the recovery session is single use', () => {
  it('signs out the other browsers; replaying the recovery cookie cannot set the password again', async () => {
    const h = harness({ appOrigin: APP });
    const other = sessionCookieFrom(await signIn(h, MEMBER.email, MEMBER.password))!;
    expect((await me(appRequest('/api/auth/me', { cookie: other }), h.bff)).status).toBe(200);
    const recovery = await recoveryCookie(h, MEMBER.email);
    const updated = await updatePassword(jsonRequest('/api/auth/password/update', { password: 'first-new-password' }, { cookie: recovery }), h.bff);
    expect(updated.status).toBe(200);
    const mine = sessionCookieFrom(updated)!;
    expect((await me(appRequest('/api/auth/me', { cookie: other }), h.bff)).status).toBe(401);
    expect((await me(appRequest('/api/auth/me', { cookie: mine }), h.bff)).status).toBe(200);

    const replay = await updatePassword(jsonRequest('/api/auth/password/update', { password: 'second-new-password' }, { cookie: recovery }), h.bff);
    expect([replay.status, ((await replay.json()) as { code: string }).code]).toEqual([403, 'recovery_session_required']);
    expect((await signIn(h, MEMBER.email, 'second-new-password')).status).toBe(400);
    expect((await signIn(h, MEMBER.email, 'first-new-password')).status).toBe(200);
  });
});

describe('item 7: sign-up pre-hijack', () => {
  const victim = 'victim@example.com';

  it('a second sign-up of an unconfirmed address does not replace the password: each code confirms its own sign-up', async () => {
    const h = harness({ appOrigin: APP });
    await signUp(jsonRequest('/api/auth/sign-up', { email: victim, password: 'victims-password' }), h.bff);
    const victimsCode = lastCode(h, victim);
    await signUp(jsonRequest('/api/auth/sign-up', { email: victim, password: 'attackers-password' }), h.bff);
    expect(mails(h, victim)).toHaveLength(2);
    expect(((await (await signIn(h, victim, 'attackers-password')).json()) as { code: string }).code).toBe('email_not_confirmed');

    const confirmed = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: victim, token: victimsCode, type: 'magiclink' }), h.bff);
    expect(confirmed.status).toBe(200);
    expect((await signIn(h, victim, 'attackers-password')).status).toBe(400);
    expect((await signIn(h, victim, 'victims-password')).status).toBe(200);
  });

  it('an account confirmed by a magic link keeps no password from an unconfirmed sign-up', async () => {
    const h = harness({ appOrigin: APP });
    await signUp(jsonRequest('/api/auth/sign-up', { email: victim, password: 'attackers-password' }), h.bff);
    await sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: victim }), h.bff);
    const signedIn = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: victim, token: lastCode(h, victim), type: 'magiclink' }), h.bff);
    expect(signedIn.status).toBe(200);
    expect(((await (await signIn(h, victim, 'attackers-password')).json()) as { code: string }).code).toBe('invalid_credentials');
  });
});

describe('item 8: guessing codes', () => {
  it(`spends a code after ${OTP_MAX_WRONG_ATTEMPTS} wrong guesses: the right one no longer works`, async () => {
    const h = harness({ appOrigin: APP });
    await sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: DEMO.email }), h.bff);
    const code = lastCode(h, DEMO.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_WRONG_ATTEMPTS; i++) {
      expect((await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: DEMO.email, token: wrong, type: 'magiclink' }), h.bff)).status).toBe(400);
    }
    const late = await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: DEMO.email, token: code, type: 'magiclink' }), h.bff);
    expect([late.status, ((await late.json()) as { code: string }).code]).toEqual([400, 'otp_invalid']);
  });

  it('a few wrong guesses below the cap leave the code usable (recovery codes count the same)', async () => {
    const h = harness({ appOrigin: APP });
    await resetPassword(jsonRequest('/api/auth/password/reset', { email: MEMBER.email }), h.bff);
    const code = lastCode(h, MEMBER.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_WRONG_ATTEMPTS - 1; i++) await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: MEMBER.email, token: wrong, type: 'recovery' }), h.bff);
    expect((await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: MEMBER.email, token: code, type: 'recovery' }), h.bff)).status).toBe(200);
  });

  it('the standalone platform over HTTP ignores a client’s X-Forwarded-For unless told to trust a proxy', async () => {
    const platform = createEmbeddedPlatform({ authRateLimit: 3 });
    const direct = await serveFetchHandler(platform.handle);
    const behindConsole = await serveFetchHandler(platform.handle, 0, '127.0.0.1', { trustProxy: 1 });
    try {
      const send = (base: string, i: number) =>
        fetch(`${base}/v1/auth/sign-in/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` }, body: JSON.stringify({ email: DEMO.email }) });
      const rotated = [];
      for (let i = 0; i < 4; i++) rotated.push((await send(direct.url, i)).status);
      expect(rotated).toEqual([200, 200, 200, 429]);
      // Trusting one hop (the console in front), each forwarded client has its own window.
      const forwarded = [];
      for (let i = 10; i < 14; i++) forwarded.push((await send(behindConsole.url, i)).status);
      expect(forwarded).toEqual([200, 200, 200, 200]);
    } finally {
      await direct.close();
      await behindConsole.close();
    }
  });
});

describe('item 18: unknown addresses are looked up in constant time', () => {
  it('sign-in, magic link and reset never scan the users', async () => {
    const h = harness({ appOrigin: APP });
    expect((await signIn(h, DEMO.email, DEMO.password)).status).toBe(200);
    const users = h.platform.store.users;
    const scan = () => {
      throw new Error('scanned every user');
    };
    Object.assign(users, { values: scan, entries: scan, keys: scan, forEach: scan, [Symbol.iterator]: scan });
    expect((await signIn(h, 'nobody-here@example.com', 'whatever-password')).status).toBe(400);
    expect((await signIn(h, DEMO.email, DEMO.password)).status).toBe(200);
    expect((await sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: 'nobody-here@example.com' }), h.bff)).status).toBe(200);
    expect((await resetPassword(jsonRequest('/api/auth/password/reset', { email: 'NOBODY-here@example.com' }), h.bff)).status).toBe(200);
  });
});

describe('item 3: emailed links come from a trusted origin', () => {
  const resetFrom = (h: Harness, origin: string) =>
    resetPassword(new Request(`${origin}/api/auth/password/reset`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.email }) }), h.bff);

  it('without APP_ORIGIN, a request naming another host gets 500 app_origin_required and nothing is mailed', async () => {
    const h = harness();
    for (const [handler, path, body] of [
      [resetPassword, '/api/auth/password/reset', { email: DEMO.email }],
      [sendMagicLink, '/api/auth/sign-in/magic-link', { email: DEMO.email }],
      [signUp, '/api/auth/sign-up', { email: 'someone-new@example.com', password: 'a-long-password' }],
    ] as const) {
      const res = await handler(new Request(`http://evil.example${path}`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(body) }), h.bff);
      expect([res.status, ((await res.json()) as { code: string }).code], path).toEqual([500, 'app_origin_required']);
    }
    expect(h.platform.store.outbox).toHaveLength(0);
  });

  it('without APP_ORIGIN, a loopback request’s own origin is used; with it, APP_ORIGIN whatever the Host says', async () => {
    const local = harness();
    expect((await resetFrom(local, 'http://localhost:3202')).status).toBe(200);
    expect(new URL(local.platform.store.outbox.at(-1)!.link).origin).toBe('http://localhost:3202');
    const configured = harness({ appOrigin: APP });
    const res = await resetPassword(new Request('http://evil.example/api/auth/password/reset', { method: 'POST', headers: { origin: APP, 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.email }) }), configured.bff);
    expect(res.status).toBe(200);
    expect(new URL(configured.platform.store.outbox.at(-1)!.link).origin).toBe(APP);
  });

  it('the platform’s resetPassword checks redirect_to against the allow-list, as magic link and sign-up do', async () => {
    const platform = createEmbeddedPlatform();
    const res = await platform.handle(
      new Request('http://embedded.invalid/v1/auth/password/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.email, redirect_to: 'http://evil.example/reset-password' }) }),
    );
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([400, 'redirect_not_allowed']);
    expect(platform.store.outbox).toHaveLength(0);
  });
});

describe('item 10: every auth route answers 504 when the platform hangs, like /v1', () => {
  it('me, sign-in (JSON and form), codes, sign-up, reset, sign-out and refresh all end at UPSTREAM_TIMEOUT_MS', async () => {
    let hang = false;
    const aborted: string[] = [];
    const h = harness({
      appOrigin: APP,
      wrap: (real) => (path, init) => {
        if (!hang) return real(path, init);
        // Honours the abort (so the call is dropped), except for sign-out, which never settles: the deadline holds anyway.
        return new Promise<Response>((_, reject) => {
          if (path.startsWith('/v1/auth/sign-out')) return;
          init.signal?.addEventListener('abort', () => {
            aborted.push(path);
            reject(init.signal?.reason);
          });
        });
      },
    });
    const bff = { ...h.bff, upstreamTimeoutMs: 40 };
    const cookie = sessionCookieFrom(await signIn(h, DEMO.email, DEMO.password))!;
    hang = true;
    const expect504 = async (res: Response, label: string) => {
      expect([res.status, ((await res.json()) as { code: string }).code], label).toEqual([504, 'upstream_timeout']);
    };
    await expect504(await me(appRequest('/api/auth/me', { cookie }), bff), 'me');
    await expect504(await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff), 'sign-in');
    await expect504(await sendMagicLink(jsonRequest('/api/auth/sign-in/magic-link', { email: DEMO.email }), bff), 'magic link');
    await expect504(await signUp(jsonRequest('/api/auth/sign-up', { email: 'new@example.com', password: 'a-long-password' }), bff), 'sign-up');
    await expect504(await resetPassword(jsonRequest('/api/auth/password/reset', { email: DEMO.email }), bff), 'reset');
    await expect504(await verifyOtp(jsonRequest('/api/auth/verify-otp', { email: DEMO.email, token: '123456', type: 'magiclink' }), bff), 'verify');
    const signOut = (await import('@/lib/bff/auth-handlers')).signOut;
    const out = await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), bff);
    expect(out.headers.getSetCookie().some((l) => l.startsWith('pc_session=;'))).toBe(false);
    await expect504(out, 'sign-out');
    const form = await signInWithPassword(appRequest('/api/auth/sign-in/password', { method: 'POST', body: 'email=demo%40example.com&password=demo-password', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), bff);
    expect([form.status, new URL(form.headers.get('location')!).searchParams.get('error')]).toEqual([303, 'upstream_timeout']);
    expect(aborted).toEqual(expect.arrayContaining(['/v1/auth/user', '/v1/auth/sign-in/password', '/v1/auth/sign-in/magic-link', '/v1/auth/signup', '/v1/auth/password/reset', '/v1/auth/verify-otp']));

    // A refresh (token about to expire) is bounded the same way.
    const expiring = { ...bff, now: () => Date.now() + 3_600_000 };
    await expect504(await me(appRequest('/api/auth/me', { cookie }), expiring), 'refresh');
  });
});

describe('item 4: the demo tools answer only on this machine', () => {
  const socket = { CONSOLE_PEER_FROM_SOCKET: '1', NODE_ENV: 'production' };
  const peer = (address: string) => new Headers({ 'x-console-peer': address });

  it('npm start listens on loopback with the embedded platform; CONSOLE_HOST opens it, HOSTNAME does not', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOSTNAME: 'a1b2c3d4e5f6' })).toBe('127.0.0.1');
    expect(listenHost({ CONSOLE_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ PLATFORM_API_URL: 'https://platform.example/v1' })).toBe('0.0.0.0');
    expect([isLoopbackHost('127.0.0.1'), isLoopbackHost('::1'), isLoopbackHost('0.0.0.0')]).toEqual([true, true, false]);
  });

  it('the peer decides, when serve.mjs set it from the socket; without serve.mjs only `next dev` opens them', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) expect(fromThisMachine(peer(address), socket), address).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1', '', '127.0.0.1.evil']) expect(fromThisMachine(peer(address), socket), address).toBe(false);
    // Plain `next start`: a client could send the header itself, so it counts for nothing.
    expect(fromThisMachine(peer('127.0.0.1'), { NODE_ENV: 'production' })).toBe(false);
    expect(fromThisMachine(new Headers(), { NODE_ENV: 'development' })).toBe(true);
  });

  it('/dev/mail and the demo consent are shut to another machine: no codes, no sign-in as the owner', async () => {
    const previous = process.env.CONSOLE_PEER_FROM_SOCKET;
    process.env.CONSOLE_PEER_FROM_SOCKET = '1';
    try {
      const h = harness({ appOrigin: APP });
      await resetPassword(jsonRequest('/api/auth/password/reset', { email: DEMO.email }), h.bff);
      expect(await readOutbox(peer('192.168.1.20'), h.bff)).toBeNull();
      expect((await readOutbox(peer('127.0.0.1'), h.bff))?.[0]?.to).toBe(DEMO.email);

      h.platform.store.consents.set('req_probe', { redirectTo: `${APP}/auth/callback?state=x`, expiresAt: Date.now() + 60_000 });
      expect(await describeDemoConsent('req_probe', peer('192.168.1.20'), h.bff)).toBeUndefined();
      const remote = await decideDemoConsent(
        appRequest('/api/dev/consent', { method: 'POST', body: 'request=req_probe&allow=yes', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-console-peer': '192.168.1.20' } }),
        h.bff,
      );
      expect(remote.status).toBe(404);
      expect(h.platform.store.oauthCodes.size).toBe(0);
      expect(await describeDemoConsent('req_probe', peer('127.0.0.1'), h.bff)).toMatchObject({ user: { email: DEMO.email } });
    } finally {
      if (previous === undefined) delete process.env.CONSOLE_PEER_FROM_SOCKET;
      else process.env.CONSOLE_PEER_FROM_SOCKET = previous;
    }
  });
});
