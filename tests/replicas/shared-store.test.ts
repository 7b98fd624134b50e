// Replicas share the auth limit and refresh results through a real redis-server; without it, each keeps its own.
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, embeddedUpstream } from '@/lib/bff';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { createAuthLimiter, type AuthLimiter } from '@/lib/bff/auth-rate-limit';
import { proxyRequest } from '@/lib/bff/proxy';
import { createRefresher, REFRESH_MEMO_MS } from '@/lib/bff/refresh';
import { redisRefreshResults } from '@/lib/bff/refresh-shared';
import { redisReady } from '@/lib/bff/redis';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { appRequest, jsonRequest, SECRET, sessionCookieFrom } from '../bff/harness';
import { startRedis, type RedisUnderTest } from './redis-server';

let redis: RedisUnderTest;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

async function connected(): Promise<Redis> {
  const client = redis.client();
  expect(await redisReady(client)).toBe(true);
  return client;
}

const ROUTE = '/v1/auth/sign-in/password';
const verdicts = async (limiters: AuthLimiter[], attempts: number, ip: string) => {
  const out: boolean[] = [];
  for (let i = 0; i < attempts; i++) out.push((await limiters[i % limiters.length].consume(ROUTE, ip)).allowed);
  return out;
};

describe('auth limiter', () => {
  it('with Redis, three replicas together let exactly the limit through per address', async () => {
    const client = await connected();
    const replicas = [0, 1, 2].map(() => createAuthLimiter({ perMinute: 4, redis: client, keyPrefix: 'test:shared' }));
    expect(replicas[0].kind).toBe('redis');
    expect(await verdicts(replicas, 9, '192.0.2.1')).toEqual([true, true, true, true, false, false, false, false, false]);
    // Another address has its own count; a refused attempt says how long to wait.
    expect((await replicas[1].consume(ROUTE, '192.0.2.2')).allowed).toBe(true);
    const refused = await replicas[2].consume(ROUTE, '192.0.2.1');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('in memory, each replica counts alone: three replicas let three times the limit through', async () => {
    const replicas = [0, 1, 2].map(() => createAuthLimiter({ perMinute: 4 }));
    expect(replicas[0].kind).toBe('memory');
    const out = await verdicts(replicas, 15, '192.0.2.1');
    expect(out.filter(Boolean)).toHaveLength(12);
  });

  it('while Redis is unreachable, a replica falls back to its own count instead of failing or letting everything through', async () => {
    const client = await connected();
    client.disconnect();
    const limiter = createAuthLimiter({ perMinute: 2, redis: client, keyPrefix: 'test:down' });
    expect(await verdicts([limiter], 4, '192.0.2.9')).toEqual([true, true, false, false]);
  });

  it('counts neither token-bound routes nor anything when off', async () => {
    const limiter = createAuthLimiter({ perMinute: 1 });
    for (let i = 0; i < 3; i++) expect((await limiter.consume('/v1/auth/refresh', '192.0.2.1')).allowed).toBe(true);
    const off = createAuthLimiter({ perMinute: 0 });
    expect(off.kind).toBe('off');
    expect(await verdicts([off], 5, '192.0.2.1')).toEqual([true, true, true, true, true]);
  });

  it('never throws on any route or address', async () => {
    const limiter = createAuthLimiter({ perMinute: 3 });
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.option(fc.string()), async (route, ip) => {
        const verdict = await limiter.consume(route, ip);
        expect(typeof verdict.allowed).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});

describe('two console replicas behind one address', () => {
  it("answer the platform's 429 once the shared limit is used up, whichever replica gets the attempt", async () => {
    const client = await connected();
    // The platform's own limit is lifted, so the console's limit is the one that answers.
    const platform = createEmbeddedPlatform({ authRateLimit: 1_000 });
    const replicas = [0, 1].map(() =>
      createBff({
        config: { sessionSecret: SECRET, appOrigin: null, nodeEnv: 'test', platformApiUrl: null },
        upstream: embeddedUpstream(platform),
        authLimiter: createAuthLimiter({ perMinute: 3, redis: client, keyPrefix: 'test:bff' }),
        embeddedStore: async () => platform.store,
      }),
    );
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 6; i++) {
      last = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { email: 'demo@example.com', password: 'wrong-password' }, { headers: { 'x-console-peer': '198.51.100.7' } }), replicas[i % 2]);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    expect(await last!.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('refresh results across replicas', () => {
  /**
   * Replica A refreshes an expiring token, but its answer (the new cookie) never reaches the browser; after the
   * platform's 2 s reuse grace, the old cookie reaches replica B.
   */
  async function lostAnswerThenOtherReplica(shared: boolean) {
    let clock = Date.now();
    const now = () => clock;
    const platform = createEmbeddedPlatform({ accessTokenTtlSeconds: 30, refreshGraceSeconds: 2, now });
    const client = shared ? await connected() : null;
    const replica = () =>
      createBff({
        config: { sessionSecret: SECRET, appOrigin: null, nodeEnv: 'test', platformApiUrl: null },
        upstream: embeddedUpstream(platform),
        now,
        refresher: createRefresher(now, REFRESH_MEMO_MS, client ? redisRefreshResults(client, `test:refresh:${clock}`) : null),
        embeddedStore: async () => platform.store,
      });
    const [a, b] = [replica(), replica()];
    const signIn = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { email: 'demo@example.com', password: 'demo-password' }), a);
    const cookie = sessionCookieFrom(signIn)!;
    const lost = await proxyRequest(appRequest('/v1/projects', { cookie }), a);
    clock += 5_000;
    const late = await proxyRequest(appRequest('/v1/projects', { cookie }), b);
    const refreshesByThen = platform.counters.refresh;
    const next = sessionCookieFrom(late);
    const after = next && next !== 'pc_session=' ? await proxyRequest(appRequest('/v1/projects', { cookie: next }), a) : null;
    return { lost: lost.status, late: late.status, after: after?.status ?? null, revoked: [...platform.store.authSessions.values()].filter((s) => s.revoked).length, refreshesByThen };
  }

  it('without a shared store, the other replica presents the used token and the user is signed out', async () => {
    expect(await lostAnswerThenOtherReplica(false)).toMatchObject({ lost: 200, late: 401, revoked: 1 });
  });

  it('with Redis, the other replica finds the result: the user stays signed in and the platform refreshed once', async () => {
    expect(await lostAnswerThenOtherReplica(true)).toEqual({ lost: 200, late: 200, after: 200, revoked: 0, refreshesByThen: 1 });
  });
});
