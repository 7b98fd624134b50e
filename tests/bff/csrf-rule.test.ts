import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appOriginOf, csrfReject, isSameOriginRequest } from '@/lib/bff/csrf';

const APP = 'http://app.test';
const post = (headers: Record<string, string>, url = `${APP}/v1/projects`) => new Request(url, { method: 'POST', headers });

describe('CSRF rule', () => {
  it('passes GET and HEAD whatever the headers say', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(isSameOriginRequest(new Request(`${APP}/v1/x`, { method, headers: { origin: 'https://evil.example' } }), APP)).toBe(true);
    }
  });

  it('passes a same-origin Origin or Sec-Fetch-Site: same-origin', () => {
    expect(isSameOriginRequest(post({ origin: APP }), APP)).toBe(true);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }), APP)).toBe(true);
  });

  it('refuses cross-origin, missing and null Origin, and same-site or cross-site fetch metadata', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://app.test.evil.example' },
      { origin: 'https://app.test' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      {},
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of cases) {
      const res = csrfReject(post(headers), APP);
      expect(res?.status, JSON.stringify(headers)).toBe(403);
      expect(await res?.json()).toMatchObject({ code: 'csrf_rejected', error: expect.any(String) });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(isSameOriginRequest(new Request(`${APP}/v1/x`, { method }), APP)).toBe(false);
    }
  });

  it('derives the app origin from APP_ORIGIN, else Host and proto; X-Forwarded-Host/-Proto only behind TRUST_PROXY', () => {
    const req = new Request('http://internal:3000/api/auth/sign-out', {
      method: 'POST',
      headers: { host: 'console.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(appOriginOf(req, null, 1)).toBe('https://console.example.com');
    expect(appOriginOf(req, null)).toBe('http://console.example.com');
    expect(appOriginOf(req, 'https://configured.example')).toBe('https://configured.example');
    expect(appOriginOf(new Request('http://localhost:3000/x'), null)).toBe('http://localhost:3000');
    const forwarded = new Request('http://localhost:3000/x', { headers: { 'x-forwarded-host': 'app.example:8443', host: 'localhost:3000' } });
    expect(appOriginOf(forwarded, null, 1)).toBe('http://app.example:8443');
    expect(appOriginOf(forwarded, null)).toBe('http://localhost:3000');
  });

  it('never throws and only accepts the exact origin, for any Origin value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (origin) => {
        let req: Request;
        try {
          req = post({ origin });
        } catch {
          return; // not a valid header value at all
        }
        const same = isSameOriginRequest(req, APP);
        let parsed: string | null = null;
        try {
          parsed = new URL(origin).origin;
        } catch {
          parsed = null;
        }
        expect(same).toBe(parsed === APP);
      }),
    );
  });
});
