import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format/bytes';

describe('formatBytes', () => {
  it('names sizes in B, KB or MB', () => {
    expect([0, 512, 1536, 2.5 * 1024 * 1024].map(formatBytes)).toEqual(['0 B', '512 B', '1.5 KB', '2.5 MB']);
  });

  it('never throws, and answers a dash for anything but a size', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof formatBytes(value)).toBe('string');
    }));
    expect([-1, Number.NaN, Infinity, '12', null].map(formatBytes)).toEqual(['—', '—', '—', '—', '—']);
  });
});
