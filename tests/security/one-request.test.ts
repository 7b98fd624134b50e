// Issue 25, third round: one request cannot stall the server. Each test drives a route with an input past its bound
// and asserts the bound itself (bytes read, items answered, requests allowed), not a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDemoConsent, MAX_CONSENT_BODY_BYTES } from '@/lib/bff/dev-tools';
import { PEER_HEADER } from '@/lib/bff/request-meta';
import { MAX_DIAGNOSTICS } from '@/lib/contract/limits';
import { chunkStream } from '@/lib/embedded/chunk-stream';
import type { ManifestValidation } from '@/lib/contract/types-repo';
import { SESSION_CREATE_LIMIT } from '@/lib/embedded/sessions/creation-rate';
import { appRequest, harness } from '../bff/harness';
import { exportFixture } from '../embedded-sessions/export-fixture';
import { failure, repoHarness } from '../embedded-repo/harness';

/** Raw `/v1` requests as the demo manager, for answers the SDK would turn into errors. */
async function rawAs(h: ReturnType<typeof repoHarness>) {
  const signIn = await h.platform.handle(
    new Request('http://embedded.invalid/v1/auth/sign-in/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    }),
  );
  const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
  return async (method: string, path: string, body?: unknown) => {
    const res = await h.platform.handle(
      new Request(`http://embedded.invalid/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
  };
}

/** A chunked body of `total` bytes (no Content-Length) that counts how much of it was pulled. */
function countedStream(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const bytes = new TextEncoder().encode('a'.repeat(Math.min(chunk, total - pulled.bytes)));
      pulled.bytes += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  return { stream, pulled };
}

describe('/api/dev/consent reads a bounded body', () => {
  // The demo consent answers only this machine (the peer header set by scripts/serve.mjs from the socket).
  const previousPeer = process.env.CONSOLE_PEER_FROM_SOCKET;
  beforeAll(() => {
    process.env.CONSOLE_PEER_FROM_SOCKET = '1';
  });
  afterAll(() => {
    if (previousPeer === undefined) delete process.env.CONSOLE_PEER_FROM_SOCKET;
    else process.env.CONSOLE_PEER_FROM_SOCKET = previousPeer;
  });

  it('a chunked 5 MB body is refused with 413 after at most the limit and one chunk, never read whole', async () => {
    const h = harness();
    const { stream, pulled } = countedStream(5 * 1024 * 1024);
    const res = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: '127.0.0.1' } }),
      h.bff,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', limit: MAX_CONSENT_BODY_BYTES });
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_CONSENT_BODY_BYTES + 2 * 64 * 1024);
  });

  it('a declared Content-Length over the limit is refused before anything is read; an ordinary form still answers', async () => {
    const h = harness();
    const declared = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: 'request=x&allow=yes', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(MAX_CONSENT_BODY_BYTES + 1), [PEER_HEADER]: '127.0.0.1' } }),
      h.bff,
    );
    expect(declared.status).toBe(413);
    const ordinary = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: 'request=unknown&allow=yes', headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: '127.0.0.1' } }),
      h.bff,
    );
    expect([ordinary.status, ordinary.headers.get('location')]).toEqual([303, '/sign-in?error=consent_expired']);
  });
});

describe('validation answers list at most MAX_DIAGNOSTICS and count the rest', () => {
  const duplicates = `platform_version: 2\n${Array.from({ length: 20_000 }, () => 'dup: 1').join('\n')}\n`;

  it('manifest/validate: 20,000 duplicate keys answer 100 diagnostics, 19,899 omitted, 19,999 errors', async () => {
    const h = repoHarness();
    const send = await rawAs(h);
    const res = await send('POST', '/projects/proj_storefront/manifest/validate', { raw: duplicates });
    const answer = res.body as unknown as ManifestValidation;
    expect(answer.ok).toBe(false);
    expect(answer.diagnostics).toHaveLength(MAX_DIAGNOSTICS);
    expect(answer.diagnostics_omitted).toBe(19_899);
    expect(answer.error_count).toBe(19_999);
    expect(JSON.stringify(res.body).length).toBeLessThan(64 * 1024);
  });

  it('a change request writing a broken manifest: 400 manifest_invalid with the first 100 and the count of the rest', async () => {
    const api = (await repoHarness().as('demo@example.com')).project('proj_storefront');
    const refused = await failure(api.changeRequests.open({ title: 'broken', files: [{ path: 'platform.yaml', content: duplicates }] }));
    expect([refused.status, refused.code]).toEqual([400, 'manifest_invalid']);
    expect(refused.message).toMatch(/19999 errors/);
    expect(refused.body).toMatchObject({ diagnostics_omitted: 19_899 });
    expect((refused.body as { diagnostics: unknown[] }).diagnostics).toHaveLength(MAX_DIAGNOSTICS);
  });

  it('a request body failing its schema 200 times: 400 invalid_request with 100 issues and the count of the rest', async () => {
    const h = repoHarness();
    const send = await rawAs(h);
    const api = (await h.as('demo@example.com')).project('proj_storefront');
    const cr = await api.changeRequests.open({ title: 'one', files: [{ path: 'notes.md', content: 'x' }] });
    const res = await send('POST', `/projects/proj_storefront/change-requests/${cr.id}/update-branch`, {
      resolutions: Array.from({ length: 100 }, () => ({ path: '', content: 5 })),
    });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_request']);
    expect(res.body.issues).toHaveLength(MAX_DIAGNOSTICS);
    expect(res.body.issues_omitted).toBe(100);
  });

  it('a session import with 3,000 repeated message ids: 400 invalid_export with 100 issues and the count of the rest', async () => {
    const h = repoHarness();
    const send = await rawAs(h);
    const fixture = exportFixture('ses_many_dupes') as { info: unknown; messages: unknown[] };
    const res = await send('POST', '/projects/proj_storefront/sessions/import', { ...fixture, messages: Array.from({ length: 3_001 }, () => fixture.messages[0]) });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_export']);
    expect(res.body.issues).toHaveLength(MAX_DIAGNOSTICS);
    expect(res.body.issues_omitted).toBe(2_900);
    expect(res.body.error).toMatch(/and 2995 more/);
  });
});

describe('every way of starting a session shares the per-user creation limit', () => {
  it('trigger fire: 30 a minute, then 429 session_rate_limited with Retry-After; nothing is started past it', async () => {
    const h = repoHarness();
    const send = await rawAs(h);
    for (let i = 0; i < SESSION_CREATE_LIMIT; i++) expect((await send('POST', '/projects/proj_storefront/triggers/nightly-catalog-sync/fire', {})).status).toBe(201);
    const sessions = h.platform.store.sessions.size;
    const refused = await send('POST', '/projects/proj_storefront/triggers/nightly-catalog-sync/fire', {});
    expect([refused.status, refused.body.code]).toEqual([429, 'session_rate_limited']);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(h.platform.store.sessions.size).toBe(sessions);
    h.clock.now += 61_000;
    expect((await send('POST', '/projects/proj_storefront/triggers/nightly-catalog-sync/fire', {})).status).toBe(201);
  });

  it('import counts against the same window as create: 29 imports and one create, then both are refused', async () => {
    const h = repoHarness();
    const send = await rawAs(h);
    for (let i = 0; i < SESSION_CREATE_LIMIT - 1; i++) expect((await send('POST', '/projects/proj_storefront/sessions/import', exportFixture(`ses_bulk_import_${i}`))).status).toBe(201);
    expect((await send('POST', '/projects/proj_storefront/sessions', {})).status).toBe(201);
    const refusedImport = await send('POST', '/projects/proj_storefront/sessions/import', exportFixture('ses_one_too_many'));
    expect([refusedImport.status, refusedImport.body.code]).toEqual([429, 'session_rate_limited']);
    expect(Number(refusedImport.retryAfter)).toBeGreaterThan(0);
    expect(h.platform.store.sessions.has('ses_one_too_many')).toBe(false);
    expect((await send('POST', '/projects/proj_storefront/sessions', {})).status).toBe(429);
  });
});

describe('streamed exports yield to the event loop between chunks and wait for their reader', () => {
  const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('gateway logs export: other work runs between every two chunks even when the reader drains it as fast as it can', async () => {
    const h = repoHarness();
    const signIn = await h.platform.handle(
      new Request('http://embedded.invalid/v1/auth/sign-in/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }) }),
    );
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    const query = new URLSearchParams({ from: new Date(h.clock.now - 30 * 86_400_000).toISOString(), to: new Date(h.clock.now).toISOString() });
    const res = await h.platform.handle(new Request(`http://embedded.invalid/v1/projects/proj_storefront/gateway/logs/export?${query}`, { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    let ticks = 0;
    let done = false;
    const other = (async () => {
      while (!done) {
        await immediate();
        ticks += 1;
      }
    })();
    const reader = res.body!.getReader();
    let chunks = 0;
    for (let step = await reader.read(); !step.done; step = await reader.read()) chunks += 1;
    done = true;
    await other;
    expect(chunks).toBeGreaterThan(3);
    // Before: a pull() answered in microtasks, so the whole export was read before one immediate ran.
    expect(ticks).toBeGreaterThanOrEqual(chunks - 1);
  }, 60_000);

  it('produces the next chunk only when the reader has taken the last one (at most one queued ahead)', async () => {
    let produced = 0;
    function* chunks() {
      for (let i = 0; i < 1_000; i++) {
        produced += 1;
        yield `chunk ${i}\n`;
      }
    }
    const reader = chunkStream(chunks()).getReader();
    await reader.read();
    for (let i = 0; i < 20; i++) await immediate();
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
    for (let i = 0; i < 5; i++) await immediate();
    expect(produced).toBeLessThanOrEqual(2);
  });
});
