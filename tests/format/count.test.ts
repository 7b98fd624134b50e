import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countNoun } from '@/lib/format/count';

describe('countNoun', () => {
  it('puts the noun in the number the count needs', () => {
    expect([countNoun(0, 'member'), countNoun(1, 'member'), countNoun(2, 'member'), countNoun(1204, 'person', 'people')]).toEqual(['0 members', '1 member', '2 members', '1,204 people']);
  });
  it('never throws, and only exactly one takes the singular', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.constantFrom(1, -1, 0)), (n) => {
      const said = countNoun(n, 'key');
      expect(said.endsWith(n === 1 ? ' key' : ' keys')).toBe(true);
    }));
  });
});
