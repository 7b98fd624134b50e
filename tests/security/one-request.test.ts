// Issue 25, third round: one request cannot stall the server. Each test drives a route with an input past its bound
// and asserts the bound itself (bytes read, items answered, requests allowed), not a time.
import { describe, expect, it } from 'vitest';
import { decideDemoConsent, MAX_CONSENT_BODY_BYTES } from '@/lib/bff/dev-tools';
import { appRequest, harness } from '../bff/harness';

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
  it('a chunked 5 MB body is refused with 413 after at most the limit and one chunk, never read whole', async () => {
    const h = harness();
    const { stream, pulled } = countedStream(5 * 1024 * 1024);
    const res = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      h.bff,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', limit: MAX_CONSENT_BODY_BYTES });
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_CONSENT_BODY_BYTES + 2 * 64 * 1024);
  });

  it('a declared Content-Length over the limit is refused before anything is read; an ordinary form still answers', async () => {
    const h = harness();
    const declared = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: 'request=x&allow=yes', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(MAX_CONSENT_BODY_BYTES + 1) } }),
      h.bff,
    );
    expect(declared.status).toBe(413);
    const ordinary = await decideDemoConsent(
      appRequest('/api/dev/consent', { method: 'POST', body: 'request=unknown&allow=yes', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      h.bff,
    );
    expect([ordinary.status, ordinary.headers.get('location')]).toEqual([303, '/sign-in?error=consent_expired']);
  });
});
