import { describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { createPlatform } from '@/lib/sdk';
import { appRequest, harness, signIn as bffSignIn } from '../bff/harness';

describe('cancellation', () => {
  it('every SDK method takes { signal } last: aborting ends the fetch, and the platform sees the request aborted', async () => {
    const platform = createEmbeddedPlatform();
    const seen: Request[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request);
      return platform.handle(request);
    };
    const anonymous = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => null, fetch });
    const { session } = await anonymous.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    const api = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => session.access_token, fetch });

    // An input-object method, a positional method and a path-only method all accept the options last.
    const aborted = AbortSignal.abort();
    await expect(api.projects.list(undefined, { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(api.project('proj_storefront').updateFeatureFlag('secrets_egress', true, { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
    expect(await api.projects.list(undefined, { signal: new AbortController().signal })).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'proj_storefront' })]));

    // A long answer (the live session's event stream): aborting closes it on both ends.
    const controller = new AbortController();
    const stream = (await api.session('proj_storefront', 'ses_live').events({}, { signal: controller.signal })) as Response;
    const reader = stream.body!.getReader();
    await reader.read();
    const upstream = seen.at(-1)!;
    expect(upstream.signal.aborted).toBe(false);
    controller.abort();
    expect(upstream.signal.aborted).toBe(true);
    // What was already sent drains, then the platform's stream is closed: no more events.
    let chunks = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks++;
    expect(chunks).toBeLessThan(50);
  });

  it('the BFF aborts its upstream request when the browser goes away', async () => {
    let upstreamSignal: AbortSignal | undefined;
    const h = harness({
      wrap: (next) => (path, init) => {
        if (!path.startsWith('/v1/probe')) return next(path, init);
        upstreamSignal = init.signal ?? undefined;
        return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    });
    const cookie = await bffSignIn(h);
    const browser = new AbortController();
    const pending = proxyRequest(new Request(appRequest('/v1/probe', { cookie }), { signal: browser.signal }), h.bff).catch((e: unknown) => e);
    await expect.poll(() => upstreamSignal !== undefined).toBe(true);
    expect(upstreamSignal!.aborted).toBe(false);
    browser.abort();
    expect(upstreamSignal!.aborted).toBe(true);
    await pending;
  });
});
