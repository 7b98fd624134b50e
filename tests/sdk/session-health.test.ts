// The pure sandbox helpers: total on any input, and exact on well-formed input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileContentBytes, isRuntimeReady, parseSessionHealth } from '@/lib/sdk';
import { base64ToBytes, bytesToBase64 } from '@/lib/sdk/base64';

const health = fc.record({
  session_id: fc.string(),
  sandbox: fc.constantFrom('asleep', 'ready', 'unavailable'),
  runtime: fc.constantFrom('ready', 'not_ready'),
  ready: fc.boolean(),
  checked_at: fc.string(),
});

describe('parseSessionHealth / isRuntimeReady', () => {
  it('never throw, and answer null / false for anything malformed', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true, withSet: true }), (value) => {
        const parsed = parseSessionHealth(value);
        expect(parsed === null || typeof parsed === 'object').toBe(true);
        expect(typeof isRuntimeReady(value)).toBe('boolean');
      }),
    );
    expect(parseSessionHealth({ session_id: 's', sandbox: 'melting', runtime: 'ready', ready: true })).toBeNull();
    expect(isRuntimeReady({ status: 200, ok: true, health: null, body: null })).toBe(false);
  });

  it('read exactly the health fields, from the health itself, a getSessionHealth result or an error body', () => {
    fc.assert(
      fc.property(health, fc.dictionary(fc.string(), fc.jsonValue()), (h, extra) => {
        expect(parseSessionHealth({ ...extra, ...h, error: 'x', code: 'y' })).toEqual(h);
        const expected = h.ready && h.runtime === 'ready' && h.sandbox === 'ready';
        expect(isRuntimeReady(h)).toBe(expected);
        expect(isRuntimeReady({ status: 200, ok: true, health: h, body: h })).toBe(expected);
      }),
    );
  });
});

describe('base64 and fileContentBytes', () => {
  it('round-trip any bytes and agree with Buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        const encoded = bytesToBase64(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect([...base64ToBytes(encoded)]).toEqual([...bytes]);
        expect([...fileContentBytes({ encoding: 'base64', content: encoded })]).toEqual([...bytes]);
      }),
      { numRuns: 30 },
    );
  });

  it('encode text as UTF-8 and never throw on malformed values', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect([...fileContentBytes({ encoding: 'utf8', content: text })]).toEqual([...new TextEncoder().encode(text)]);
      }),
    );
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        expect(fileContentBytes(value)).toBeInstanceOf(Uint8Array);
        expect(base64ToBytes(value)).toBeInstanceOf(Uint8Array);
      }),
    );
    expect(base64ToBytes('not base64 !!')).toEqual(new Uint8Array(0));
  });
});
