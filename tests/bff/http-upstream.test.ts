import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { parseConfig } from '@/lib/config';
import { createBff, type Bff } from '@/lib/bff/context';
import { me, signInWithPassword } from '@/lib/bff/auth-handlers';
import { proxyRequest } from '@/lib/bff/proxy';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { DEMO, SECRET, appRequest, jsonRequest, sessionCookieFrom } from './harness';

describe('BFF over real HTTP: PLATFORM_API_URL pointing at the embedded platform behind node:http', () => {
  const platform = createEmbeddedPlatform({ accessTokenTtlSeconds: 30 });
  let server: NodeServer;
  let bff: Bff;

  beforeAll(async () => {
    server = await serveFetchHandler((req) => platform.handle(req));
    const config = parseConfig({ PLATFORM_API_URL: `${server.url}/v1`, SESSION_SECRET: SECRET, NODE_ENV: 'test' }, () => {});
    bff = createBff({ config });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in, proxies with a refresh over HTTP, and answers me', async () => {
    const signedIn = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieFrom(signedIn)!;

    const responses = await Promise.all(Array.from({ length: 5 }, () => proxyRequest(appRequest('/v1/projects', { cookie }), bff)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(platform.counters.refresh).toBe(1);
    const projects = await responses[0].json();
    expect(Array.isArray(projects) && projects.length).toBeGreaterThanOrEqual(3);

    const who = await me(appRequest('/api/auth/me', { cookie: sessionCookieFrom(responses[0]) }), bff);
    expect(who.status).toBe(200);
    expect((await who.json()).user.email).toBe(DEMO.email);
  });

  it('answers a wrong password with 400 invalid_credentials through HTTP', async () => {
    const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', { ...DEMO, password: 'not-it-at-all' }), bff);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_credentials');
  });

  it('answers 502 upstream_unavailable once the platform server is gone', async () => {
    const signedIn = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', DEMO), bff);
    const cookie = sessionCookieFrom(signedIn)!;
    const lone = await serveFetchHandler(async () => new Response('unused'));
    const deadUrl = lone.url;
    await lone.close();
    const config = parseConfig({ PLATFORM_API_URL: deadUrl, SESSION_SECRET: SECRET }, () => {});
    const res = await proxyRequest(appRequest('/v1/projects', { cookie }), createBff({ config }));
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe('upstream_unavailable');
  });
});
