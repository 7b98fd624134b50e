import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import * as signInRoute from '@/app/api/auth/sign-in/password/route';
import * as signOutRoute from '@/app/api/auth/sign-out/route';
import * as meRoute from '@/app/api/auth/me/route';
import * as proxyRoute from '@/app/v1/[...path]/route';
import { DEMO, appRequest, jsonRequest, sessionCookieFrom } from './harness';

// The route files as Next loads them: default config from the environment, the process's embedded platform.
describe('route handlers', () => {
  beforeAll(() => {
    vi.stubEnv('SESSION_SECRET', 'route-test-secret-with-more-than-32-chars');
    vi.stubEnv('PLATFORM_API_URL', '');
    resetConfigForTests();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('platform-console.bff')];
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('platform-console.bff')];
  });

  it('declare dynamic node handlers for every proxied method', () => {
    for (const mod of [signInRoute, signOutRoute, meRoute, proxyRoute]) {
      expect(mod.dynamic).toBe('force-dynamic');
      expect(mod.runtime).toBe('nodejs');
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(typeof proxyRoute[method]).toBe('function');
    }
  });

  it('sign in, me, proxy and sign out through the route modules', async () => {
    const signedIn = await signInRoute.POST(jsonRequest('/api/auth/sign-in/password', DEMO));
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieFrom(signedIn)!;

    const who = await meRoute.GET(appRequest('/api/auth/me', { cookie }));
    expect((await who.json()).user.email).toBe(DEMO.email);

    const projects = await proxyRoute.GET(appRequest('/v1/projects', { cookie }));
    expect(projects.status).toBe(200);
    const head = await proxyRoute.HEAD(appRequest('/v1/projects', { method: 'HEAD', cookie }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();

    expect((await signOutRoute.POST(appRequest('/api/auth/sign-out', { method: 'POST', cookie }))).status).toBe(204);
    expect((await meRoute.GET(appRequest('/api/auth/me', { cookie }))).status).toBe(401);
  });

  it('guard both /api/* and /v1/* against cross-site writes', async () => {
    const evil = { origin: 'https://evil.example' };
    const responses = [
      await signInRoute.POST(jsonRequest('/api/auth/sign-in/password', DEMO, { headers: evil })),
      await signOutRoute.POST(appRequest('/api/auth/sign-out', { method: 'POST', headers: evil })),
      await proxyRoute.POST(appRequest('/v1/projects', { method: 'POST', body: '{}', headers: evil })),
      await proxyRoute.DELETE(appRequest('/v1/projects/x', { method: 'DELETE', headers: { origin: 'null' } })),
    ];
    for (const res of responses) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('csrf_rejected');
      expect(sessionCookieFrom(res)).toBeNull();
    }
  });
});
