import { describe, expect, it } from 'vitest';
import { decideConsent, describeConsent } from '@/lib/embedded/demo-consent';
import { createHash, randomBytes } from 'node:crypto';
import { ApiError, HeadlessAuthError } from '@/lib/sdk';
import { TRANSPORTS, signIn, useHarness } from './transports';

async function expectAuthError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HeadlessAuthError);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as HeadlessAuthError).status).toBe(status);
  expect((error as HeadlessAuthError).code).toBe(code);
  expect((error as HeadlessAuthError).message.length).toBeGreaterThan(0);
}

describe.each(TRANSPORTS)('SDK auth routes (%s)', (transport) => {
  const h = useHarness(transport);
  const lastCode = (to: string) => h.platform.store.outbox.filter((m) => m.to === to).at(-1)!.code;

  it('signs in with a password and reads the user back with auth.user(token)', async () => {
    const { session, user } = await h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe('demo@example.com');
    const me = await h.client().auth.user(session.access_token);
    expect(me.user.id).toBe(user.id);
  });

  it('answers a wrong password with 400 invalid_credentials as HeadlessAuthError', async () => {
    await expectAuthError(h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'nope' }), 400, 'invalid_credentials');
    await expectAuthError(h.client().auth.signInWithPassword({ email: 'ghost@example.com', password: 'demo-password' }), 400, 'invalid_credentials');
  });

  it('rejects malformed input with 400 invalid_request', async () => {
    await expectAuthError(h.client().auth.signInWithPassword({ email: 'not-an-email', password: 'x' }), 400, 'invalid_request');
  });

  it('signs up with email confirmation pending, then verifies the emailed 6-digit code', async () => {
    const email = `new-${transport}@example.com`;
    const result = await h.client().auth.signUp({ email, password: 'correct-horse' });
    expect(result.requires_email_confirmation).toBe(true);
    expect(result.session).toBeNull();
    await expectAuthError(h.client().auth.signInWithPassword({ email, password: 'correct-horse' }), 400, 'email_not_confirmed');
    const code = lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await h.client().auth.verifyOtp({ email, token: code, type: 'magiclink' });
    expect(verified.user.email).toBe(email);
    await expect(h.client().auth.signInWithPassword({ email, password: 'correct-horse' })).resolves.toHaveProperty('session');
  });

  it('signs in with a magic link code and refuses a wrong code', async () => {
    await h.client().auth.sendMagicLink({ email: 'member@example.com' });
    await expectAuthError(h.client().auth.verifyOtp({ email: 'member@example.com', token: '000000', type: 'recovery' }), 400, 'otp_invalid');
    const ok = await h.client().auth.verifyOtp({ email: 'member@example.com', token: lastCode('member@example.com'), type: 'magiclink' });
    expect(ok.user.email).toBe('member@example.com');
  });

  it('runs the provider flow with PKCE and refuses a wrong verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const start = () =>
      h.client().auth.signInWithProvider({ provider: 'demo', redirect_to: 'http://localhost:3000/auth/callback', code_challenge: challenge, code_challenge_method: 'S256' });
    // The demo provider's answer is its consent page; allowing there redirects back with a one-time code.
    const consent = async (allow: boolean) => {
      const page = new URL((await start()).url);
      expect(page.pathname).toBe('/auth/demo-consent');
      const request = page.searchParams.get('request')!;
      expect(describeConsent(h.platform.store, request, Date.now())?.user.email).toBe('demo@example.com');
      return new URL(decideConsent(h.platform.store, request, allow, Date.now())!);
    };
    const code = (await consent(true)).searchParams.get('code')!;
    const session = await h.client().auth.exchangeCode({ code, code_verifier: verifier });
    expect(session.user.email).toBe('demo@example.com');
    await expectAuthError(h.client().auth.exchangeCode({ code, code_verifier: verifier }), 400, 'invalid_grant');
    const denied = await consent(false);
    expect([denied.searchParams.get('error'), denied.searchParams.get('code')]).toEqual(['access_denied', null]);
    const code2 = (await consent(true)).searchParams.get('code')!;
    await expectAuthError(h.client().auth.exchangeCode({ code: code2, code_verifier: randomBytes(32).toString('base64url') }), 400, 'invalid_grant');
    await expectAuthError(
      h.client().auth.signInWithProvider({ provider: 'demo', redirect_to: 'https://evil.example/cb' }),
      400,
      'redirect_not_allowed',
    );
  });

  it('answers sign-up for an existing address exactly as for a new one, and emails the owner instead', async () => {
    const fresh = await h.client().auth.signUp({ email: `fresh-${transport}@example.com`, password: 'correct-horse' });
    const outboxBefore = h.platform.store.outbox.length;
    const existing = await h.client().auth.signUp({ email: 'demo@example.com', password: 'whatever-password' });
    expect(JSON.stringify(existing)).toBe(JSON.stringify(fresh));
    expect(h.platform.store.outbox.slice(outboxBefore).map((m) => [m.to, m.kind])).toEqual([['demo@example.com', 'existing_account']]);
    await expect(h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' })).resolves.toHaveProperty('session');
  });

  it('signs out of every device: all of the user’s sessions end', async () => {
    const a = await h.client().auth.signInWithPassword({ email: 'member@example.com', password: 'demo-password' });
    const b = await h.client().auth.signInWithPassword({ email: 'member@example.com', password: 'demo-password' });
    await h.client().auth.signOutEverywhere(a.session.access_token);
    await expectAuthError(h.client().auth.user(b.session.access_token), 401, 'unauthorized');
  });

  it('resets a password through a recovery code and updatePassword(input, token)', async () => {
    const email = `reset-${transport}@example.com`;
    await h.client().auth.signUp({ email, password: 'first-password' });
    await h.client().auth.verifyOtp({ email, token: lastCode(email), type: 'magiclink' });
    await h.client().auth.resetPassword({ email });
    const recovery = await h.client().auth.verifyOtp({ email, token: lastCode(email), type: 'recovery' });
    await h.client().auth.updatePassword({ password: 'second-password' }, recovery.session.access_token);
    await expectAuthError(h.client().auth.signInWithPassword({ email, password: 'first-password' }), 400, 'invalid_credentials');
    await expect(h.client().auth.signInWithPassword({ email, password: 'second-password' })).resolves.toHaveProperty('user.email', email);
  });

  it('signOut(token) revokes the session: the token stops working', async () => {
    const { token } = await signIn(h);
    await h.client().auth.signOut(token);
    await expectAuthError(h.client().auth.user(token), 401, 'unauthorized');
  });
});

describe('refresh rotation and reuse detection', () => {
  let now = Date.parse('2026-11-22T10:00:00Z');
  const h = useHarness('in-process', { now: () => now });

  it('rotates, returns the same pair within 10 s, and revokes on reuse after the grace interval', async () => {
    const { session } = await signIn(h);
    const first = await h.client().auth.refresh({ refresh_token: session.refresh_token });
    expect(first.session.refresh_token).not.toBe(session.refresh_token);
    now += 9_000;
    const again = await h.client().auth.refresh({ refresh_token: session.refresh_token });
    expect(again.session).toEqual(first.session);
    now += 2_000;
    await expectAuthError(h.client().auth.refresh({ refresh_token: session.refresh_token }), 401, 'refresh_token_reused');
    await expectAuthError(h.client().auth.refresh({ refresh_token: first.session.refresh_token }), 401, 'invalid_refresh_token');
  });

  it('expires access tokens after their lifetime', async () => {
    const { token } = await signIn(h);
    now += 3601_000;
    await expectAuthError(h.client().auth.user(token), 401, 'token_expired');
  });
});

describe('auth rate limit', () => {
  const h = useHarness('in-process');

  it('allows 30 attempts per minute per IP and route, then answers 429 over_request_rate_limit', async () => {
    const attempt = (ip: string) =>
      h.client(() => null, { fetch: (input, init) => h.platform.handle(new Request(input, { ...init, headers: { ...(init?.headers as object), 'x-forwarded-for': ip } })) })
        .auth.signInWithPassword({ email: 'demo@example.com', password: 'wrong' })
        .catch((e: HeadlessAuthError) => e.code);
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push(await attempt('203.0.113.7'));
    expect(codes.slice(0, 30).every((c) => c === 'invalid_credentials')).toBe(true);
    expect(codes[30]).toBe('over_request_rate_limit');
    expect(await attempt('203.0.113.8')).toBe('invalid_credentials');
  });
});
