import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayText, fitsInBytes, safeStringify, truncate, utf8ByteLength } from '@/lib/sdk/util';

describe('utf8ByteLength', () => {
  it('agrees with TextEncoder on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
  it('fitsInBytes is exact at the bound', () => {
    expect(fitsInBytes('é'.repeat(5), 10)).toBe(true);
    expect(fitsInBytes('é'.repeat(5), 9)).toBe(false);
  });
});

describe('truncate', () => {
  it('keeps text at the bound, cuts past it to exactly max with "…"', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abcdef', 5)).toBe('abcd…');
  });
  it('never splits a surrogate pair', () => {
    expect(truncate('ab😀cd', 4)).toBe('ab…');
  });
  it('never exceeds max', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 0, max: 50 }), (text, max) => {
        expect(truncate(text, max).length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('safe conversions', () => {
  it('safeStringify survives BigInt and cycles', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(safeStringify(cyclic)).toBe('');
    expect(safeStringify({ n: BigInt(1) })).toBe('');
    expect(safeStringify(undefined)).toBe('');
  });
  it('displayText renders values for people', () => {
    expect(displayText('x')).toBe('x');
    expect(displayText(null)).toBe('');
    expect(displayText(3)).toBe('3');
    expect(displayText({ a: 1 })).toBe('{"a":1}');
  });
});
