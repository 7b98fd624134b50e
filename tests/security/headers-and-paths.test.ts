import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { TRANSPORTS, signIn, useHarness } from '../sdk-client/transports';

const at = (path: string, init: { method?: string; headers?: Record<string, string> } = {}, base = 'http://localhost:3000') =>
  proxy(new NextRequest(new URL(path, base), { method: init.method ?? 'GET', headers: init.headers }));

describe('console response headers (proxy.ts)', () => {
  it('gives pages a nonce CSP that forbids framing, and the standard headers', () => {
    const first = at('/sign-in');
    const second = at('/sign-in');
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toBe(second.headers.get('content-security-policy'));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(at('/sign-in', {}, 'https://console.example').headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers malformed escapes in the platform error shape, with a request id', async () => {
    const bad = at('/v1/projects/%FF');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; request_id: string };
    expect(body.code).toBe('invalid_path');
    expect(bad.headers.get('x-request-id')).toBe(body.request_id);
    expect(at('/projects/%E0%A4%A').status).toBe(400);
  });

  it('sends signed-out console pages to sign-in with a safe next, and API answers carry a locked-down CSP', () => {
    const page = at('/settings/tokens');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toBe('http://localhost:3000/sign-in?next=%2Fsettings%2Ftokens');
    expect(at('/v1/projects').headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe.each(TRANSPORTS)('embedded platform: names are own keys, paths are checked (%s)', (transport) => {
  const h = useHarness(transport);

  it('refuses prototype names as features and roles, and a malformed escape, with 4xx', async () => {
    const { token } = await signIn(h);
    const send = (path: string, init: RequestInit = {}) =>
      h.fetch(`${h.backendUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });
    for (const feature of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await send('/projects/proj_storefront/features', { method: 'PATCH', body: JSON.stringify({ feature, enabled: true }) });
      expect(res.status, feature).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('unknown_feature');
    }
    for (const role of ['constructor', '__proto__', 'toString']) {
      const res = await send(`/accounts/acc_demo/iam/roles/${role}/permissions`);
      expect(res.status, role).toBe(404);
    }
    const bad = await send('/projects/%FF');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('invalid_path');
    const proto = await send('/projects?__proto__=x');
    expect(proto.status).toBe(400);
  });
});
