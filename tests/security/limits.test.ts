import { describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';

const T0 = Date.UTC(2026, 0, 15, 12);

function platformAt() {
  const clock = { now: T0 };
  const platform = createEmbeddedPlatform({ now: () => clock.now });
  const send = (path: string, init: { ip: string; body?: unknown; token?: string }) =>
    platform.handle(
      new Request(`http://embedded.invalid/v1${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { 'x-forwarded-for': init.ip, 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  return { clock, platform, send };
}

describe('auth rate limits', () => {
  it('do not count token-bound reads (the console polling /me) against anyone', async () => {
    const { send } = platformAt();
    const signIn = await send('/auth/sign-in/password', { ip: '198.51.100.1', body: { email: 'demo@example.com', password: 'demo-password' } });
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    for (let i = 0; i < 40; i++) expect((await send('/auth/user', { ip: '198.51.100.1', token })).status).toBe(200);
    expect((await send('/auth/sign-in/password', { ip: '198.51.100.1', body: { email: 'demo@example.com', password: 'x' } })).status).toBe(400);
  });

  it('prune limiter keys whose window has passed, so rotating addresses cannot grow memory without bound', async () => {
    const { clock, platform, send } = platformAt();
    for (let i = 0; i < 600; i++) await send('/auth/sign-in/magic-link', { ip: `10.0.${i >> 8}.${i & 255}`, body: { email: 'nobody@example.com' } });
    expect(platform.store.rateLimits.size).toBeGreaterThanOrEqual(600);
    clock.now += 61_000;
    for (let i = 0; i < 1_000; i++) await send('/auth/sign-in/magic-link', { ip: `10.9.${i >> 8}.${i & 255}`, body: { email: 'nobody@example.com' } });
    expect(platform.store.rateLimits.size).toBeLessThan(1_100);
  }, 30_000);
});

describe('auth sessions', () => {
  it('revoked and long-idle sessions are pruned with their refresh tokens; live ones stay', async () => {
    const { clock, platform, send } = platformAt();
    const { pruneAuthSessions, REFRESH_TOKEN_IDLE_MS } = await import('@/lib/embedded/tokens');
    const signIn = async () => ((await (await send('/auth/sign-in/password', { ip: `192.0.2.${Math.floor(Math.random() * 200)}`, body: { email: 'demo@example.com', password: 'demo-password' } })).json()) as { session: { access_token: string; refresh_token: string } }).session;
    const kept = await signIn();
    const signedOut = await signIn();
    await send('/auth/sign-out', { ip: '192.0.2.250', body: {}, token: signedOut.access_token });
    const before = platform.store.authSessions.size;
    expect(pruneAuthSessions({ store: platform.store, now: () => clock.now } as never)).toBe(1);
    expect(platform.store.authSessions.size).toBe(before - 1);
    expect(platform.store.refreshIndex.has(signedOut.refresh_token)).toBe(false);
    expect(platform.store.refreshIndex.has(kept.refresh_token)).toBe(true);
    clock.now += REFRESH_TOKEN_IDLE_MS + 1;
    const idle = platform.store.authSessions.size;
    expect(idle).toBeGreaterThan(0);
    expect(pruneAuthSessions({ store: platform.store, now: () => clock.now } as never)).toBe(idle);
    expect(platform.store.refreshIndex.has(kept.refresh_token)).toBe(false);
  });
});
