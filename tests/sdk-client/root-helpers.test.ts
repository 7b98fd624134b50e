// The root helpers that act through the process-wide client: configure, getClient(), getAuthToken,
// authenticatedFetch, backendApi, getSessionHealth, files and runtime(), against the embedded platform.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  NoActiveSandboxError,
  PlatformNotConfiguredError,
  authenticatedFetch,
  backendApi,
  clearActiveSandbox,
  configure,
  createPlatform,
  files,
  getActiveSandbox,
  getAuthToken,
  getClient,
  getSessionHealth,
  isRuntimeReady,
  runtime,
  setActiveSandbox,
} from '@/lib/sdk';
import * as root from '@/lib/sdk';
import { setProcessWide } from '@/lib/sdk/process-state';
import { SPEC_ROOT_NAMES } from '@/scripts/sdk/entries';
import { TRANSPORTS, rejection, useHarness, type Harness } from './transports';

const P = 'proj_storefront';

async function signedIn(h: Harness) {
  const { session } = await h.client().auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
  return session.access_token;
}

/** A port on which nothing listens: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterEach(() => {
  setProcessWide(undefined);
  clearActiveSandbox();
});

it("exports every name of the spec's root list", () => {
  expect(SPEC_ROOT_NAMES.filter((name) => !(name in root))).toEqual([]);
  expect(Object.keys(root.files).sort()).toEqual(['findText', 'list', 'read', 'upload']);
  expect(Object.keys(root.backendApi).sort()).toEqual(['get', 'post']);
});

describe('before configure()', () => {
  it('getClient, getAuthToken and backendApi refuse with PlatformNotConfiguredError; getSessionHealth answers status 0', async () => {
    expect(() => getClient()).toThrow(PlatformNotConfiguredError);
    await expect(getAuthToken()).rejects.toBeInstanceOf(PlatformNotConfiguredError);
    await expect(backendApi.get('/projects')).rejects.toBeInstanceOf(PlatformNotConfiguredError);
    await expect(files.list()).rejects.toBeInstanceOf(PlatformNotConfiguredError);
    expect(await getSessionHealth(P, 'ses_live')).toEqual({ status: 0, ok: false, health: null, body: { error: expect.any(String), code: 'not_configured' } });
  });
});

describe.each(TRANSPORTS)('root helpers (%s)', (transport) => {
  const h = useHarness(transport);

  it('configure() sets the one process-wide client; getClient() and getAuthToken() read it', async () => {
    const token = await signedIn(h);
    const client = configure({ backendUrl: h.backendUrl, getToken: () => token, fetch: h.fetch });
    expect(getClient()).toBe(client);
    expect(await getAuthToken()).toBe(token);
    // A second configure replaces it for every caller in the process: the documented consequence.
    const other = configure({ backendUrl: h.backendUrl, getToken: () => null, fetch: h.fetch });
    expect(getClient()).toBe(other);
    expect(await getAuthToken()).toBeNull();
    // createPlatform does not touch it.
    createPlatform({ backendUrl: h.backendUrl, getToken: () => 'x', fetch: h.fetch });
    expect(getClient()).toBe(other);
  });

  it('authenticatedFetch sends the token to the platform only, and resolves for every status', async () => {
    const token = await signedIn(h);
    const sent: Headers[] = [];
    configure({ backendUrl: h.backendUrl, getToken: () => token, clientSource: 'api', fetch: (i, init) => (sent.push(new Headers(init?.headers)), h.fetch(i, init)) });
    const res = await authenticatedFetch('/projects');
    expect(res.status).toBe(200);
    expect(sent[0].get('authorization')).toBe(`Bearer ${token}`);
    expect(sent[0].get('x-platform-client')).toBe('api');
    expect((await authenticatedFetch(`${h.backendUrl}/projects/nope`)).status).toBe(404);
    await expect(authenticatedFetch('https://elsewhere.example/v1/projects')).rejects.toThrow(/only sends the token/);
    expect(sent).toHaveLength(2);
  });

  it('joins paths to a same-origin backendUrl as the client does', async () => {
    const urls: string[] = [];
    configure({ backendUrl: '/v1/', getToken: () => null, fetch: async (input) => (urls.push(String(input)), new Response('[]')) });
    await authenticatedFetch('projects?x=1');
    await backendApi.get('/projects', { query: { accountId: 'acc demo' } });
    expect(urls).toEqual(['/v1/projects?x=1', '/v1/projects?accountId=acc+demo']);
  });

  it('backendApi.get/post parse JSON and throw ApiError on a non-2xx answer', async () => {
    const token = await signedIn(h);
    configure({ backendUrl: h.backendUrl, getToken: () => token, fetch: h.fetch });
    const projects = await backendApi.get<{ id: string }[]>('/projects', { query: { accountId: 'acc_demo', unused: undefined } });
    expect(projects.map((p) => p.id)).toContain(P);
    expect(await backendApi.post(`/projects/${P}/sessions/ses_manager_notes/ensure-ready`)).toMatchObject({ sandbox: 'ready' });
    const missing = await rejection(backendApi.get('/projects/nope'));
    expect(missing.status).toBe(404);
    const invalid = await rejection(backendApi.post(`/projects/${P}/sessions/ses_manager_notes/ensure-ready`, { unexpected: true }));
    expect([invalid.status, invalid.code]).toEqual([400, 'invalid_request']);
  });

  it('getSessionHealth answers 2xx, 4xx and 5xx without throwing', async () => {
    const token = await signedIn(h);
    configure({ backendUrl: h.backendUrl, getToken: () => token, fetch: h.fetch });
    const ready = await getSessionHealth(P, 'ses_warm_standby');
    expect(ready).toMatchObject({ status: 200, ok: true, health: { session_id: 'ses_warm_standby', sandbox: 'ready', ready: true } });
    expect(ready.body).toEqual(ready.health);
    expect(isRuntimeReady(ready)).toBe(true);

    const missing = await getSessionHealth(P, 'ses_does_not_exist');
    expect(missing).toMatchObject({ status: 404, ok: false, health: null, body: { code: 'not_found' } });
    expect(isRuntimeReady(missing)).toBe(false);

    const evicted = await getSessionHealth(P, 'ses_nightly_seo');
    expect(evicted).toMatchObject({ status: 503, ok: false, health: { sandbox: 'unavailable', ready: false }, body: { code: 'sandbox_unavailable' } });
    expect(isRuntimeReady(evicted)).toBe(false);

    configure({ backendUrl: h.backendUrl, getToken: () => null, fetch: h.fetch });
    expect(await getSessionHealth(P, 'ses_warm_standby')).toMatchObject({ status: 401, ok: false, health: null, body: { code: 'unauthorized' } });
    expect(await getSessionHealth('', 'ses_live')).toMatchObject({ status: 0, ok: false, body: { code: 'invalid_request' } });
  });

  it('files and runtime() act on the sandbox ensureReady() last woke; nothing is active before', async () => {
    const token = await signedIn(h);
    const platform = configure({ backendUrl: h.backendUrl, getToken: () => token, fetch: h.fetch });
    await expect(files.list()).rejects.toBeInstanceOf(NoActiveSandboxError);
    expect(() => runtime()).toThrow(NoActiveSandboxError);

    await platform.session(P, 'ses_manager_notes').ensureReady();
    expect(getActiveSandbox()).toEqual({ projectId: P, sessionId: 'ses_manager_notes' });
    expect((await files.list()).map((e) => e.name)).toContain('README.md');
    expect((await files.read('README.md')).content).toContain('ses_manager_notes');
    expect(await files.upload('root-helper.txt', 'from files.upload')).toMatchObject({ path: 'root-helper.txt', replaced: false });
    expect(await files.findText('from files.upload')).toEqual([{ path: 'root-helper.txt', line: 1, text: 'from files.upload' }]);
    expect(await runtime().status()).toMatchObject({ session_id: 'ses_manager_notes' });

    setActiveSandbox(P, 'ses_warm_standby');
    expect(await runtime().status()).toMatchObject({ session_id: 'ses_warm_standby' });
    await expect(files.read('root-helper.txt')).rejects.toMatchObject({ status: 404, code: 'file_not_found' });
    expect(() => setActiveSandbox('', 'x')).toThrow(TypeError);
  });
});

describe('a network failure (a real closed port)', () => {
  it('getSessionHealth answers status 0 network_error; backendApi rejects with ApiError status 0', async () => {
    const port = await closedPort();
    configure({ backendUrl: `http://127.0.0.1:${port}/v1`, getToken: () => 'platform_pat_x' });
    const health = await getSessionHealth(P, 'ses_live');
    expect(health).toEqual({ status: 0, ok: false, health: null, body: { error: expect.any(String), code: 'network_error' } });
    expect(isRuntimeReady(health)).toBe(false);
    const error = await backendApi.get('/projects').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('an aborted getSessionHealth rejects with the abort reason', async () => {
    const port = await closedPort();
    configure({ backendUrl: `http://127.0.0.1:${port}/v1`, getToken: () => null });
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(getSessionHealth(P, 'ses_live', { signal: controller.signal })).rejects.toThrow('left the page');
  });
});
