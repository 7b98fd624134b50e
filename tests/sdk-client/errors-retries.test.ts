import { describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { ApiError, ConnectionError, RequestAbortedError, TimeoutError, createPlatform } from '@/lib/sdk';

const BASE = 'http://embedded.invalid/v1';

/** The embedded platform behind a fetch that first answers `failures` (a status, or 'down' for no answer at all). */
async function setup(failures: (number | 'down')[] = [], retryAfter = '0') {
  const platform = createEmbeddedPlatform();
  const calls: string[] = [];
  const queue = [...failures];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const next = queue.shift();
    if (next === 'down') throw new TypeError('fetch failed');
    if (typeof next === 'number') return new Response(JSON.stringify({ error: 'busy', code: 'busy' }), { status: next, headers: { 'retry-after': retryAfter } });
    return platform.handle(request);
  };
  const anonymous = createPlatform({ backendUrl: BASE, getToken: () => null, fetch: (i, init) => platform.handle(new Request(i, init)) });
  const { session } = await anonymous.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
  return { calls, fetch, token: session.access_token };
}

describe('SDK errors, time limits and retries (against the embedded platform)', () => {
  it("an answer's status becomes its kind; no answer is a ConnectionError", async () => {
    const { fetch, token } = await setup(['down']);
    const api = createPlatform({ backendUrl: BASE, getToken: () => token, fetch });
    const down = await api.projects.list().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ConnectionError);
    expect(down).toMatchObject({ status: 0, kind: 'connection', code: 'network_error' });
    const missing = await api.project('proj_nowhere').get().catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, kind: 'not_found' });
  });

  it('a call that outlives its timeout fails with TimeoutError; the caller’s abort with RequestAbortedError', async () => {
    const { token } = await setup();
    const never = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const api = createPlatform({ backendUrl: BASE, getToken: () => token, fetch: never, timeout: 10_000 });
    const timedOut = await api.projects.list(undefined, { timeout: 20 }).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut).toMatchObject({ kind: 'timeout', timeoutMs: 20 });
    const controller = new AbortController();
    const pending = api.projects.list(undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort('navigated away');
    const aborted = await pending;
    expect(aborted).toBeInstanceOf(RequestAbortedError);
    expect(aborted).toMatchObject({ name: 'AbortError', kind: 'aborted', cause: 'navigated away' });
  });

  it('retries an idempotent call on 503 and on no answer, when asked to, and then answers', async () => {
    const { calls, fetch, token } = await setup([503, 'down']);
    const api = createPlatform({ backendUrl: BASE, getToken: () => token, fetch });
    const projects = await api.projects.list(undefined, { retry: { attempts: 2, baseDelayMs: 1 } });
    expect(projects.map((p) => p.id)).toContain('proj_storefront');
    expect(calls).toEqual(['GET /v1/projects', 'GET /v1/projects', 'GET /v1/projects']);
  });

  it('never retries by default, never a POST, and gives up after its attempts', async () => {
    const a = await setup([503]);
    await expect(createPlatform({ backendUrl: BASE, getToken: () => a.token, fetch: a.fetch }).projects.list()).rejects.toMatchObject({ status: 503, kind: 'unavailable', retryAfterMs: 0 });
    expect(a.calls).toHaveLength(1);

    const b = await setup([503]);
    const retrying = createPlatform({ backendUrl: BASE, getToken: () => b.token, fetch: b.fetch, retry: 3 });
    await expect(retrying.accounts.create({ name: 'Retried?' })).rejects.toMatchObject({ status: 503 });
    expect(b.calls).toEqual(['POST /v1/accounts']);

    const c = await setup([429, 429, 429]);
    const twice = createPlatform({ backendUrl: BASE, getToken: () => c.token, fetch: c.fetch, retry: { attempts: 2, baseDelayMs: 1 } });
    await expect(twice.projects.list()).rejects.toMatchObject({ status: 429, kind: 'rate_limited' });
    expect(c.calls).toHaveLength(3);
  });

  it('does not wait out a Retry-After longer than the policy allows', async () => {
    const { calls, fetch, token } = await setup([503], '120');
    const api = createPlatform({ backendUrl: BASE, getToken: () => token, fetch, retry: { attempts: 3, maxDelayMs: 1_000 } });
    await expect(api.projects.list()).rejects.toMatchObject({ status: 503, retryAfterMs: 120_000 });
    expect(calls).toHaveLength(1);
  });
});
