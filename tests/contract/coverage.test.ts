import { describe, expect, it } from 'vitest';
import { operations, paramNames } from '@/lib/contract';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { handlers } from '@/lib/embedded/handlers';
import { buildRoutes } from '@/lib/embedded/router';

const platform = createEmbeddedPlatform();
const routes = buildRoutes();

function concretePath(path: string) {
  return paramNames(path).reduce((p, name) => p.replace(`{${name}}`, `x-${name}`), path);
}

async function call(method: string, path: string) {
  const res = await platform.handle(
    new Request(`http://embedded.invalid/v1${concretePath(path)}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    }),
  );
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

describe('contract coverage', () => {
  it('names only real contract operations in the handler table', () => {
    const names = new Set(operations.map((o) => o.name));
    expect(Object.keys(handlers).filter((name) => !names.has(name))).toEqual([]);
  });

  it('declares each method + path once per handler-bearing route (aliases share one handler)', () => {
    const keys = routes.map((r) => `${r.method} ${r.pattern.source}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(operations.map((o) => [o.name, o.def] as const))('%s is served or answers 501 not_implemented, never an unlisted 404', async (name, def) => {
    const { status, body } = await call(def.method, def.path);
    expect(body?.code).not.toBe('route_not_found');
    expect(status).not.toBe(405);
    const route = routes.find((r) => r.names.includes(name))!;
    if (route.handler) {
      expect(status).not.toBe(501);
    } else {
      expect(status).toBe(501);
      expect(body).toMatchObject({ code: 'not_implemented', error: expect.any(String) });
    }
  });

  it('answers an unlisted path with 404 route_not_found in the error shape', async () => {
    const { status, body } = await call('GET', '/definitely/not/a/route');
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.any(String), code: 'route_not_found' });
  });
});
