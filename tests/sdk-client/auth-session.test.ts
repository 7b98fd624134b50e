import { describe, expect, it } from 'vitest';
import type { AuthStorage } from '@/lib/sdk';
import { TRANSPORTS, useHarness } from './transports';

describe.each(TRANSPORTS)('auth.session({ storage }) (%s)', (transport) => {
  const h = useHarness(transport, { accessTokenTtlSeconds: 30 });

  it('refreshes once for 20 concurrent getToken calls when the token is due, and the new token works', async () => {
    const api = h.client();
    const signed = await api.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    const auth = api.auth.session();
    await auth.set(signed.session, signed.user);
    const before = h.platform.counters.refresh;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => auth.getToken()));
    expect(h.platform.counters.refresh - before).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(signed.session.access_token);
    const scoped = h.client(() => auth.getToken());
    expect((await scoped.auth.user(tokens[0])).user.email).toBe('demo@example.com');
  });

  it('keeps the session in the given storage and reads it back', async () => {
    const backing = new Map<string, string>();
    const storage: AuthStorage = { get: (k) => backing.get(k) ?? null, set: (k, v) => void backing.set(k, v), remove: (k) => void backing.delete(k) };
    const api = h.client();
    const signed = await api.auth.signInWithPassword({ email: 'member@example.com', password: 'demo-password' });
    await api.auth.session({ storage }).set(signed.session, signed.user);
    expect(backing.size).toBe(1);
    const again = api.auth.session({ storage, now: () => 0 });
    expect((await again.user())?.email).toBe('member@example.com');
    expect(await again.getToken()).toBe(signed.session.access_token);
    await again.clear();
    expect(backing.size).toBe(0);
    expect(await again.getToken()).toBeNull();
  });

  it('drops the session when the refresh is rejected', async () => {
    const api = h.client();
    const signed = await api.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    await api.auth.signOut(signed.session.access_token);
    const auth = api.auth.session();
    await auth.set(signed.session, signed.user);
    expect(await auth.getToken()).toBeNull();
    expect(await auth.user()).toBeNull();
  });
});

describe.each(TRANSPORTS)('concurrent refresh with one token (%s)', (transport) => {
  const h = useHarness(transport);

  it('two refreshes racing with the same refresh token both get the same new pair, and nothing is revoked', async () => {
    const api = h.client();
    const signed = await api.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    const [a, b] = await Promise.all([api.auth.refresh({ refresh_token: signed.session.refresh_token }), api.auth.refresh({ refresh_token: signed.session.refresh_token })]);
    expect(a.session.refresh_token).toBe(b.session.refresh_token);
    expect((await api.auth.user(a.session.access_token)).user.email).toBe('demo@example.com');
  });
});
