// The sandbox routes and the SDK's root helpers through the BFF: the browser holds no token, the proxy adds it from
// the cookie, and the upload (a state-changing request) passes the CSRF guard only from the app's own origin.
import { afterEach, describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { clearActiveSandbox, configure, files, getSessionHealth, isRuntimeReady, runtime } from '@/lib/sdk';
import { setProcessWide } from '@/lib/sdk/process-state';
import { APP, harness, signIn } from './harness';

afterEach(() => {
  setProcessWide(undefined);
  clearActiveSandbox();
});

/** A browser page's fetch: same-origin requests to the app, carrying the cookie, never a token. */
function browserFetch(h: ReturnType<typeof harness>, cookie: string, origin = APP): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('origin', origin);
    return proxyRequest(new Request(input, { ...init, headers }), h.bff);
  };
}

describe('sandbox through the BFF', () => {
  it('serves health, ensureReady, files and the runtime to a configured browser client', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const platform = configure({ backendUrl: `${APP}/v1`, getToken: () => null, fetch: browserFetch(h, cookie) });
    const before = await getSessionHealth('proj_storefront', 'ses_manager_notes');
    expect(before).toMatchObject({ status: 200, health: { sandbox: 'asleep' } });
    await platform.session('proj_storefront', 'ses_manager_notes').ensureReady();
    expect(isRuntimeReady(await getSessionHealth('proj_storefront', 'ses_manager_notes'))).toBe(true);
    expect(await files.upload('via-bff.txt', 'hello')).toMatchObject({ path: 'via-bff.txt', size: 5 });
    expect((await files.read('via-bff.txt')).content).toBe('hello');
    expect((await files.findText('hello')).map((m) => m.path)).toEqual(['via-bff.txt']);
    expect(await runtime().path()).toEqual({ root: '/workspace', directory: '/workspace' });
    const sandboxCalls = h.calls.filter((c) => c.path.includes('/sessions/'));
    expect(sandboxCalls.length).toBeGreaterThanOrEqual(7);
    expect(sandboxCalls.every((c) => c.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it('refuses a cross-origin upload before the platform sees it', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const platform = configure({ backendUrl: `${APP}/v1`, getToken: () => null, fetch: browserFetch(h, cookie, 'https://evil.example') });
    const before = h.calls.length;
    await expect(platform.session('proj_storefront', 'ses_manager_notes').files.upload('x.txt', 'x')).rejects.toMatchObject({ status: 403 });
    expect(h.calls.length).toBe(before);
  });
});
