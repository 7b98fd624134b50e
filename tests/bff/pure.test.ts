import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proxyPath } from '@/lib/bff/proxy';
import { parseAuthAnswer } from '@/lib/bff/auth-answer';
import { readUpstreamError } from '@/lib/bff/upstream-error';
import { clientIpOf, requestIdOf } from '@/lib/bff/request-meta';
import { declaredTooLarge, readLimitedBody } from '@/lib/bff/body';

const segment = fc.oneof(
  fc.constantFrom('auth', 'AUTH', '%61uth', 'Auth', '.', '..', '%2e', '%2E%2E', '', 'projects', 'prj_1', '%2F', 'a%2Fb', '%zz', "it's", '(x)*', 'a:b', 'a@b', '~x!'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

describe('proxyPath', () => {
  it('never throws, never lets an auth route through, and is stable on its own output', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '?a=1', '?x=%20'), (segments, search) => {
        const result = proxyPath('/v1/' + segments.join('/'), search);
        if (!result.ok) {
          expect([400, 404]).toContain(result.res.status);
          return;
        }
        const [path] = result.path.split('?');
        const parts = path.split('/').slice(1).map(decodeURIComponent);
        expect(parts[0]).toBe('v1');
        expect(parts[1].toLowerCase()).not.toBe('auth');
        expect(parts.every((p) => p !== '' && p !== '.' && p !== '..')).toBe(true);
        const again = proxyPath(path, search);
        expect(again.ok && again.path).toBe(result.path);
      }),
    );
  });

  it('gives each segment decoded and encoded once, whether or not it holds escapes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(segment, fc.string({ minLength: 1, maxLength: 8 })), { minLength: 1, maxLength: 4 }), (segments) => {
        const path = '/v1/projects/' + segments.join('/');
        const result = proxyPath(path, '');
        const expected = path.split('/').filter(Boolean).map((s) => {
          try {
            const decoded = decodeURIComponent(s);
            return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) ? null : encodeURIComponent(decoded);
          } catch {
            return null;
          }
        });
        if (expected.includes(null)) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, path: '/' + expected.join('/') });
      }),
    );
    expect(proxyPath("/v1/projects/it's/a:b", '')).toEqual({ ok: true, path: "/v1/projects/it's/a%3Ab" });
  });

  it('keeps ordinary paths and queries as they are', () => {
    expect(proxyPath('/v1/projects/prj_1/detail', '?x=1')).toEqual({ ok: true, path: '/v1/projects/prj_1/detail?x=1' });
    expect(proxyPath('/v2/projects', '')).toMatchObject({ ok: false });
  });
});

describe('readers of untrusted input', () => {
  it('parseAuthAnswer returns null for anything but a session-and-user answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseAuthAnswer(value, Date.now())).toBeNull();
      }),
    );
    const answer = parseAuthAnswer(
      { session: { access_token: 'a', refresh_token: 'r', expires_in: 60 }, user: { id: 'u', email: 'e' } },
      1_000_000,
    );
    expect(answer?.session).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 1060, userId: 'u' });
  });

  it('readUpstreamError always yields a code and a message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), fc.integer({ min: 400, max: 599 }), async (body, status) => {
        const error = await readUpstreamError(new Response(body, { status }));
        expect(error.code).toMatch(/^[a-z][a-z0-9_.-]*$/i);
        expect(typeof error.message).toBe('string');
        expect(error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
    expect(await readUpstreamError(new Response(JSON.stringify({ error: 'Nope', code: 'feature_disabled' }), { status: 403 }))).toEqual({
      code: 'feature_disabled',
      message: 'Nope',
    });
  });

  it('request ids and client IPs are well-formed whatever the headers hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, forwarded) => {
        let req: Request;
        try {
          req = new Request('http://app.test/', { headers: { 'x-request-id': id, 'x-forwarded-for': forwarded } });
        } catch {
          return;
        }
        expect(requestIdOf(req)).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
        const ip = clientIpOf(req);
        if (ip !== null) expect(ip).toMatch(/^[0-9A-Fa-f:.]+$/);
      }),
    );
  });

  it('client IP: the socket address, and X-Forwarded-For only behind TRUST_PROXY hops (a rotated header escapes nothing)', () => {
    const spoofed = new Request('http://app.test/', { headers: { 'x-forwarded-for': '6.6.6.6', 'x-console-peer': '::ffff:10.1.2.3' } });
    expect(clientIpOf(spoofed)).toBe('10.1.2.3');
    expect(clientIpOf(new Request('http://app.test/', { headers: { 'x-forwarded-for': '6.6.6.6' } }))).toBeNull();
    // One trusted proxy (at 172.16.0.1) appended the client it saw; anything further left is the client's own claim.
    const behind = new Request('http://app.test/', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-console-peer': '172.16.0.1' } });
    expect(clientIpOf(behind, 1)).toBe('203.0.113.7');
    expect(clientIpOf(behind, 2)).toBe('6.6.6.6');
    expect(clientIpOf(behind, 0)).toBe('172.16.0.1');
  });

  it('body limits: declared lengths and streamed bytes', async () => {
    expect(declaredTooLarge(new Headers({ 'content-length': '1048576' }))).toBe(false);
    expect(declaredTooLarge(new Headers({ 'content-length': '1048577' }))).toBe(true);
    expect(declaredTooLarge(new Headers({ 'content-length': 'abc' }))).toBe(true);
    expect(declaredTooLarge(new Headers())).toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 8 }), fc.integer({ min: 0, max: 120 }), async (sizes, limit) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(1));
            controller.close();
          },
        });
        const total = sizes.reduce((a, b) => a + b, 0);
        const result = await readLimitedBody(stream, limit);
        if (total > limit) expect(result).toBe('too_large');
        else expect(result instanceof Uint8Array && result.byteLength).toBe(total);
      }),
      { numRuns: 200 },
    );
  });
});
