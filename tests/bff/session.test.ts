import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  clearedSessionSetCookie,
  cookieSettingsFor,
  readSession,
  sealSession,
  sessionCookieValue,
  sessionSetCookie,
  unsealSession,
  SESSION_TTL_SECONDS,
  type SessionData,
} from '@/lib/bff/session';

const SECRET = 'session-test-secret-with-32-or-more-chars';
const data: SessionData = { accessToken: 'at.jwt.value', refreshToken: 'rt_abc', expiresAt: 1_900_000_000, userId: 'usr_1' };

describe('sealed session', () => {
  it('round-trips through a seal and a Cookie header', async () => {
    const seal = await sealSession(data, SECRET);
    expect(seal).not.toContain(data.accessToken);
    expect(seal).not.toContain(data.refreshToken);
    const cookie = sessionSetCookie(seal, { secure: false }).split(';')[0];
    const req = new Request('http://app.test/', { headers: { cookie: `other=1; ${cookie}; last=2` } });
    expect(await readSession(req, SECRET)).toEqual({ data, seal });
  });

  it('refuses a seal made with another secret or tampered with', async () => {
    const seal = await sealSession(data, SECRET);
    expect(await unsealSession(seal, 'another-secret-that-is-also-32-chars-long')).toBeNull();
    const flipped = seal.slice(0, 40) + (seal[40] === 'A' ? 'B' : 'A') + seal.slice(41);
    expect(await unsealSession(flipped, SECRET)).toBeNull();
  });

  it('writes an httpOnly, SameSite=Lax, path=/ cookie, Secure only in production over https', () => {
    const line = sessionSetCookie('seal', cookieSettingsFor('http://localhost:3000', 'production'));
    expect(line).toMatch(/^pc_session=seal; /);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).not.toContain('Secure');
    expect(sessionSetCookie('seal', cookieSettingsFor('https://console.example.com', 'production'))).toContain('; Secure');
    expect(sessionSetCookie('seal', cookieSettingsFor('https://console.example.com', 'development'))).not.toContain('Secure');
    expect(clearedSessionSetCookie({ secure: false })).toMatch(/^pc_session=; .*Max-Age=0/);
  });

  it('never throws on arbitrary cookie headers or seals', async () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const value = sessionCookieValue(header);
        expect(value === null || typeof value === 'string').toBe(true);
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (seal) => {
        expect(await unsealSession(seal, SECRET)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a well-sealed value that is not a session', async () => {
    const { sealData } = await import('iron-session');
    const seal = await sealData({ accessToken: 'x' }, { password: SECRET });
    expect(await unsealSession(seal, SECRET)).toBeNull();
  });

  describe('remembered unseals', () => {
    afterEach(() => vi.useRealTimers());

    it('do not outlive the seal: a seal read a moment ago is refused once it has expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.UTC(2026, 10, 24, 12);
      vi.setSystemTime(start);
      const seal = await sealSession(data, SECRET);
      expect(await unsealSession(seal, SECRET)).toEqual(data);
      vi.setSystemTime(start + SESSION_TTL_SECONDS * 1000 - 120_000);
      expect(await unsealSession(seal, SECRET)).toEqual(data);
      vi.setSystemTime(start + SESSION_TTL_SECONDS * 1000 + 120_000);
      expect(await unsealSession(seal, SECRET)).toBeNull();
    });

    it('are kept per secret: a seal remembered under one secret is refused under another', async () => {
      const seal = await sealSession(data, SECRET);
      expect(await unsealSession(seal, SECRET)).toEqual(data);
      expect(await unsealSession(seal, 'a-rotated-secret-that-is-32-characters-or-more')).toBeNull();
    });
  });
});
