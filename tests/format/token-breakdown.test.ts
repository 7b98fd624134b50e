import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenBreakdown } from '@/lib/format/token-breakdown';

describe('tokenBreakdown', () => {
  it('names input, output and both cache counts', () => {
    const text = tokenBreakdown({ input: 1200, output: 300, cache: { read: 5000, write: 200 } });
    expect(text).toMatch(/ in · .* out · .* cache read · .* cache write$/);
    expect(text.startsWith('1')).toBe(true);
  });

  it('leaves out reasoning and cache when there are none', () => {
    expect(tokenBreakdown({ input: 10, output: 2, cache: { read: 0, write: 0 } })).toBe('10 in · 2 out');
    expect(tokenBreakdown({ input: 10, output: 2, reasoning: 5 })).toBe('10 in · 2 out · 5 reasoning');
  });

  it('never throws on malformed tokens', () => {
    fc.assert(fc.property(fc.anything(), (v) => /^\S+ in · \S+ out/.test(tokenBreakdown(v))));
  });
});
