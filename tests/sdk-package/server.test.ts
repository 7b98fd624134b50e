// @platform/sdk/server against the embedded platform: per-request isolation and a server's auth lifecycle.
import { describe, expect, it } from 'vitest';
import { clearActiveSandbox, configure, files, getActiveSandbox, getAuthToken, getClient, getSessionHealth, runtime, type AuthStorage } from '@/lib/sdk';
import { createPlatformAuth, createScopedPlatform, currentPlatform, maybeCurrentPlatform, runWithPlatform, ScopedRuntimeError } from '@/lib/sdk/server';
import { rejection, useHarness } from '../sdk-client/transports';

/** Yields to the event loop (no timer): lets the other requests run between two steps of this one. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runWithPlatform', () => {
  const h = useHarness('in-process');

  it('gives each of 200 concurrent requests only its own token, across awaits', async () => {
    const signed = await h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    // Real and bogus tokens alternate, so the platform's own answers (404 vs 401) show which token arrived.
    const tokenFor = (i: number) => (i % 2 === 0 ? signed.session.access_token : `platform_pat_not-a-token-${i}`);
    const mismatches: string[] = [];
    const answers = new Map<number, number[]>();
    // One fetch shared by every request, as in a server: it checks that the token sent is the caller's own.
    const sharedFetch: typeof fetch = (input, init) => {
      const caller = /\/projects\/caller-(\d+)/.exec(String(input))?.[1];
      const sent = new Headers(init?.headers).get('authorization');
      const expected = `Bearer ${tokenFor(Number(caller))}`;
      if (sent !== expected) mismatches.push(`caller ${caller} sent ${sent}`);
      return h.fetch(input, init);
    };

    async function handlerDeepInTheRequest(i: number): Promise<number> {
      await yieldTurn();
      return currentPlatform()
        .project(`caller-${i}`)
        .get()
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
    }

    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        runWithPlatform({ backendUrl: h.backendUrl, getToken: async () => tokenFor(i), fetch: sharedFetch }, async () => {
          const first = await handlerDeepInTheRequest(i);
          await yieldTurn();
          const second = await handlerDeepInTheRequest(i);
          answers.set(i, [first, second]);
        }),
      ),
    );
    expect(mismatches).toEqual([]);
    expect(answers.size).toBe(200);
    for (const [i, statuses] of answers) expect(statuses, `caller ${i}`).toEqual(i % 2 === 0 ? [404, 404] : [401, 401]);
  });

  it('hands the given scoped client to the callback and to currentPlatform()', async () => {
    const scoped = createScopedPlatform({ backendUrl: h.backendUrl, getToken: () => null, fetch: h.fetch });
    const seen = await runWithPlatform(scoped, async (p) => {
      await yieldTurn();
      return [p === scoped, currentPlatform() === scoped];
    });
    expect(seen).toEqual([true, true]);
  });

  it('refuses currentPlatform() outside runWithPlatform instead of sharing a client', () => {
    expect(() => currentPlatform()).toThrow(/outside runWithPlatform/);
    expect(maybeCurrentPlatform()).toBeUndefined();
  });

  it("throws from a scoped client's top-level runtime(), and its API calls still work", async () => {
    const scoped = createScopedPlatform({ backendUrl: h.backendUrl, getToken: () => null, fetch: h.fetch });
    expect(() => scoped.runtime()).toThrow(ScopedRuntimeError);
    expect(() => runWithPlatform({ backendUrl: h.backendUrl, getToken: () => null }, () => currentPlatform().runtime())).toThrow(/not available on a scoped client/);
    const signed = await scoped.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    expect(signed.user.email).toBe('demo@example.com');
  });
});

describe('root helpers inside runWithPlatform', () => {
  const h = useHarness('in-process');

  it("act as the request's client: 200 concurrent requests each see their own token; files and runtime() throw", async () => {
    const plain = configure({ backendUrl: h.backendUrl, getToken: () => 'process-wide-token', fetch: h.fetch });
    const seen = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        runWithPlatform({ backendUrl: h.backendUrl, getToken: async () => `token-${i}`, fetch: h.fetch }, async (scoped) => {
          await yieldTurn();
          const token = await getAuthToken();
          const health = await getSessionHealth('proj_storefront', 'ses_live');
          return { same: getClient() === (scoped as unknown), ok: token === `token-${i}`, status: health.status };
        }),
      ),
    );
    expect(seen.every((s) => s.same && s.ok && s.status === 401)).toBe(true);
    await runWithPlatform({ backendUrl: h.backendUrl, getToken: () => null, fetch: h.fetch }, async () => {
      expect(() => runtime()).toThrow(ScopedRuntimeError);
      await expect(files.list()).rejects.toBeInstanceOf(ScopedRuntimeError);
    });
    // Outside the scope, the process-wide client is back.
    expect(getClient()).toBe(plain);
    expect(await getAuthToken()).toBe('process-wide-token');
  });

  it("a scoped session's ensureReady() leaves the globally active sandbox alone", async () => {
    clearActiveSandbox();
    const { session } = await h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    const scoped = createScopedPlatform({ backendUrl: h.backendUrl, getToken: () => session.access_token, fetch: h.fetch });
    expect(await scoped.session('proj_storefront', 'ses_manager_notes').ensureReady()).toMatchObject({ sandbox: 'ready' });
    expect(getActiveSandbox()).toBeUndefined();
  });
});

describe('createPlatformAuth', () => {
  const h = useHarness('in-process');
  const short = useHarness('in-process', { accessTokenTtlSeconds: 30 });
  const demo = { email: 'demo@example.com', password: 'demo-password' };
  const member = { email: 'member@example.com', password: 'demo-password' };

  function mapStorage() {
    const map = new Map<string, string>();
    const storage: AuthStorage = { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
    return { map, storage };
  }

  it('signs two users in under their own keys; each acts as itself through platformFor', async () => {
    const auth = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch });
    expect((await auth.signInWithPassword('browser-a', demo)).email).toBe('demo@example.com');
    expect((await auth.signInWithPassword('browser-b', member)).email).toBe('member@example.com');
    expect((await auth.user('browser-a'))?.email).toBe('demo@example.com');
    expect((await auth.user('browser-b'))?.email).toBe('member@example.com');
    const tokenA = await auth.getToken('browser-a');
    const tokenB = await auth.getToken('browser-b');
    expect(tokenA).not.toBe(tokenB);
    expect((await h.client().auth.user(tokenA)).user.email).toBe('demo@example.com');
    const accounts = await runWithPlatform(auth.platformFor('browser-a'), () => currentPlatform().accounts.list());
    expect(accounts.length).toBeGreaterThan(0);
    expect(await auth.getToken('nobody')).toBeNull();
  });

  it('keeps nothing when the sign-in is refused', async () => {
    const { map, storage } = mapStorage();
    const auth = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch, storage });
    const error = await rejection(auth.signInWithPassword('k', { email: 'demo@example.com', password: 'wrong-password' }));
    expect(error.status).toBe(400);
    expect(map.size).toBe(0);
    expect(await auth.getToken('k')).toBeNull();
  });

  it('refreshes a due token once for 20 concurrent requests of one user', async () => {
    const auth = createPlatformAuth({ backendUrl: short.backendUrl, fetch: short.fetch });
    await auth.signInWithPassword('k', demo);
    const before = short.platform.counters.refresh;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => auth.getToken('k')));
    expect(short.platform.counters.refresh - before).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect((await short.client().auth.user(tokens[0])).user.email).toBe('demo@example.com');
  });

  it('stores sessions under per-key entries that another server instance with the same storage reads', async () => {
    const { map, storage } = mapStorage();
    const first = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch, storage });
    await first.signInWithPassword('user-7', demo);
    expect([...map.keys()]).toEqual(['platform.auth:user-7']);
    const second = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch, storage });
    expect(await second.getToken('user-7')).toBe(await first.getToken('user-7'));
  });

  it('signs out: the platform revokes the token and the session is forgotten', async () => {
    const { map, storage } = mapStorage();
    const auth = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch, storage });
    await auth.signInWithPassword('k', demo);
    const token = await auth.getToken('k');
    await auth.signOut('k');
    expect(map.size).toBe(0);
    expect(await auth.getToken('k')).toBeNull();
    expect((await rejection(h.client().auth.user(token))).status).toBe(401);
    await auth.signOut('k');
  });

  it('signs out everywhere: every session of the user ends', async () => {
    const auth = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch });
    await auth.signInWithPassword('laptop', member);
    await auth.signInWithPassword('phone', member);
    const phone = await auth.getToken('phone');
    await auth.signOut('laptop', { everywhere: true });
    expect((await rejection(h.client().auth.user(phone))).status).toBe(401);
  });

  it('rejects an empty user key', async () => {
    const auth = createPlatformAuth({ backendUrl: h.backendUrl, fetch: h.fetch });
    await expect(auth.getToken('')).rejects.toThrow(TypeError);
    await expect(auth.signInWithPassword('', demo)).rejects.toThrow(TypeError);
    await expect(auth.signOut('')).rejects.toThrow(TypeError);
    expect(() => auth.platformFor('')).toThrow(TypeError);
  });
});
