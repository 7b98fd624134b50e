import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proxyRequest } from '@/lib/bff/proxy';
import { MAX_REQUEST_BODY_BYTES, SESSION_IMPORT_MAX_BYTES, bodyLimitFor } from '@/lib/contract/limits';
import { formatMegabytes } from '@/lib/format/bytes';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { exportFixture } from '../embedded-sessions/export-fixture';
import { appRequest, harness, signIn } from './harness';

const IMPORT = '/v1/projects/proj_storefront/sessions/import';

/** A real export padded past `bytes` with a long assistant text (the shape of a long session's export). */
function bigExport(id: string, bytes: number): string {
  const body = exportFixture(id, { type: 'text', text: 'x'.repeat(bytes) });
  return JSON.stringify(body);
}

function streamOf(bytes: number, onPull: (n: number) => void): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(32);
  let pulled = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      onPull(pulled);
      controller.enqueue(chunk);
      if (pulled >= bytes) controller.close();
    },
  });
}

describe('the session import body limit', () => {
  it('is 50 MB for POST …/sessions/import and 1 MB for every other route and method', () => {
    expect(bodyLimitFor('POST', IMPORT)).toBe(SESSION_IMPORT_MAX_BYTES);
    expect(bodyLimitFor('post', `${IMPORT}?x=1`)).toBe(SESSION_IMPORT_MAX_BYTES);
    expect(SESSION_IMPORT_MAX_BYTES).toBeGreaterThanOrEqual(50 * 1024 * 1024);
    for (const [method, path] of [['PUT', IMPORT], ['POST', '/v1/projects/proj_storefront/sessions'], ['POST', '/v1/projects/a/b/sessions/import'], ['POST', `${IMPORT}/x`], ['POST', '/v1/projects']]) {
      expect(bodyLimitFor(method, path), `${method} ${path}`).toBe(MAX_REQUEST_BODY_BYTES);
    }
  });

  it('lets a 3 MB export through the BFF to the platform, which imports it', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const body = bigExport('ses_big_through_bff', 3 * 1024 * 1024);
    expect(body.length).toBeGreaterThan(3 * MAX_REQUEST_BODY_BYTES);
    const res = await proxyRequest(appRequest(IMPORT, { method: 'POST', cookie, body, headers: { 'content-type': 'application/json' } }), h.bff);
    expect(res.status).toBe(201);
    expect(h.platform.store.sessions.has('proj_storefront/ses_big_through_bff')).toBe(true);
  });

  it('refuses a declared body over 50 MB with the sizes in MB, without reading it or calling the platform', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const before = h.calls.length;
    const res = await proxyRequest(appRequest(IMPORT, { method: 'POST', cookie, body: 'x', headers: { 'content-length': String(63 * 1024 * 1024) } }), h.bff);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', error: 'Session imports are limited to 50 MB. This one is 63 MB.', limit: SESSION_IMPORT_MAX_BYTES });
    expect(h.calls.length).toBe(before);
  });

  it('stops reading a chunked import as soon as it passes 50 MB', async () => {
    const h = harness();
    const cookie = await signIn(h);
    let pulled = 0;
    const req = appRequest(IMPORT, { method: 'POST', cookie, body: streamOf(80 * 1024 * 1024, (n) => (pulled = n)), duplex: 'half' });
    const res = await proxyRequest(req, h.bff);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Session imports are limited to 50 MB.');
    expect(pulled).toBeLessThan(SESSION_IMPORT_MAX_BYTES + 4 * 1024 * 1024);
  });

  it('keeps 1 MB on other routes, and says so in MB', async () => {
    const h = harness();
    const cookie = await signIn(h);
    const res = await proxyRequest(appRequest('/v1/projects/proj_storefront/sessions', { method: 'POST', cookie, body: 'x', headers: { 'content-length': String(2 * 1024 * 1024) } }), h.bff);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Request bodies are limited to 1 MB. This one is 2 MB.');
  });

  it('the embedded platform holds imports to 50 MB itself, counted as the body streams', async () => {
    const platform = createEmbeddedPlatform();
    let pulled = 0;
    const res = await platform.handle(new Request(`http://embedded.invalid${IMPORT}`, { method: 'POST', body: streamOf(80 * 1024 * 1024, (n) => (pulled = n)), duplex: 'half' } as RequestInit));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', limit: SESSION_IMPORT_MAX_BYTES });
    expect(pulled).toBeLessThan(SESSION_IMPORT_MAX_BYTES + 4 * 1024 * 1024);
  });
});

describe('formatMegabytes', () => {
  it('names sizes in MB', () => {
    expect([0, -0, 1024 * 1024, 50 * 1024 * 1024, 1.25 * 1024 * 1024, 40_000, 63.44 * 1024 * 1024].map(formatMegabytes)).toEqual(['0 MB', '0 MB', '1 MB', '50 MB', '1.3 MB', '0.04 MB', '63.4 MB']);
  });

  it('never throws and always ends in MB or is a dash', () => {
    fc.assert(fc.property(fc.anything(), (value) => /^(\d+(\.\d+)? MB|—)$/.test(formatMegabytes(value))));
  });
});
