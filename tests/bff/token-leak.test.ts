import { describe, expect, it } from 'vitest';
import { me, signInWithPassword, signOut } from '@/lib/bff/auth-handlers';
import { proxyRequest } from '@/lib/bff/proxy';
import { DEMO, appRequest, harness, jsonRequest, sessionCookieFrom, tokensIn } from './harness';

/** Every way a token could be spelled in an answer: whole, and each long JWT segment on its own. */
function needles(token: string): string[] {
  return [token, ...token.split('.').filter((part, i) => i > 0 && part.length >= 16)];
}

describe('no token reaches the browser', () => {
  it('appears in no response body or header across sign-in, proxy, refresh, errors, me and sign-out', async () => {
    let platformClock = Date.now();
    const h = harness({ platform: { accessTokenTtlSeconds: 30, now: () => platformClock } });
    const seen: Response[] = [];
    const keep = (res: Response) => {
      seen.push(res.clone());
      return res;
    };

    const signedIn = keep(await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), h.bff));
    let cookie = sessionCookieFrom(signedIn)!;
    const cookies = [cookie];
    const advance = (res: Response) => {
      const next = sessionCookieFrom(res);
      if (next && next !== 'pc_session=') {
        cookie = next;
        cookies.push(next);
      }
      return res;
    };

    advance(keep(await me(appRequest('/api/auth/me', { cookie }), h.bff))); // refreshes (30 s token)
    for (const path of ['/v1/projects', '/v1/accounts', '/v1/projects/nope', '/v1/auth/user', '/v1/auth/refresh']) {
      advance(keep(await proxyRequest(appRequest(path, { cookie }), h.bff)));
    }
    advance(keep(await proxyRequest(appRequest('/v1/projects', { cookie, method: 'POST', body: '{"name":' }), h.bff)));
    platformClock += 2 * 3600_000; // upstream 401 → refresh → retry
    advance(keep(await proxyRequest(appRequest('/v1/accounts', { cookie }), h.bff)));
    keep(await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { ...DEMO, password: 'wrong-password' }), h.bff));
    keep(await signOut(appRequest('/api/auth/sign-out', { method: 'POST', cookie }), h.bff));

    expect(h.platform.counters.refresh).toBeGreaterThanOrEqual(2);
    const tokens = (await Promise.all(cookies.map(tokensIn))).flatMap((t) => [t.accessToken, t.refreshToken]);
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(6);
    const search = [...new Set(tokens)].flatMap(needles);

    for (const res of seen) {
      const text = await res.text();
      const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      for (const needle of search) {
        expect(text.includes(needle), `body of a ${res.status} answer holds a token`).toBe(false);
        expect(headers.includes(needle), `headers of a ${res.status} answer hold a token`).toBe(false);
      }
    }
    expect(seen.length).toBe(11);
  });
});
