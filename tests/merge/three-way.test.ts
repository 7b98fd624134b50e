import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictRegions } from '@/lib/merge/conflict-markers';
import { threeWayMerge } from '@/lib/merge/three-way';

const LABELS = { ours: 'cr/1 (change request #1)', theirs: 'main (default branch)' };
const line = fc.constantFrom('a', 'b', 'c', 'd', 'e', '', 'key: value', '  nested: 1');
const textOf = fc.array(line, { maxLength: 12 }).map((lines) => lines.join('\n'));

describe('threeWayMerge', () => {
  it('takes one-sided changes, merges changes to different lines, and marks changes to the same lines', () => {
    const base = 'a\nb\nc\nd\ne\n';
    expect(threeWayMerge(base, 'A\nb\nc\nd\ne\n', base, LABELS)).toEqual({ clean: true, text: 'A\nb\nc\nd\ne\n' });
    expect(threeWayMerge(base, base, 'a\nb\nc\nd\nE\n', LABELS)).toEqual({ clean: true, text: 'a\nb\nc\nd\nE\n' });
    expect(threeWayMerge(base, 'A\nb\nc\nd\ne\n', 'a\nb\nc\nd\nE\n', LABELS)).toEqual({ clean: true, text: 'A\nb\nc\nd\nE\n' });
    const result = threeWayMerge(base, 'a\nb\nmine\nd\ne\n', 'a\nb\ntheirs\nd\ne\n', LABELS);
    expect(result).toEqual({
      clean: false,
      text: 'a\nb\n<<<<<<< cr/1 (change request #1)\nmine\n=======\ntheirs\n>>>>>>> main (default branch)\nd\ne\n',
      regions: [{ start: 3, separator: 5, end: 7 }],
    });
  });

  it('never throws; a clean result with one side unchanged is the other side; regions are where the markers are', () => {
    fc.assert(
      fc.property(textOf, textOf, textOf, (base, ours, theirs) => {
        const result = threeWayMerge(base, ours, theirs, LABELS);
        if (theirs === base) expect(result).toEqual({ clean: true, text: ours });
        if (ours === base) expect(result).toEqual({ clean: true, text: theirs });
        if (!result.clean) {
          expect(result.regions.length).toBeGreaterThan(0);
          expect(conflictRegions(result.text)).toEqual(result.regions);
        }
      }),
    );
  });
});

describe('conflictRegions', () => {
  it('finds complete regions only, in order, and never throws on anything', () => {
    expect(conflictRegions('x\n<<<<<<< a\n1\n=======\n2\n>>>>>>> b\ny\n<<<<<<< c\n=======\n>>>>>>> d')).toEqual([
      { start: 2, separator: 4, end: 6 },
      { start: 8, separator: 9, end: 10 },
    ]);
    expect(conflictRegions('<<<<<<< a\nno separator\n>>>>>>> b')).toEqual([]);
    expect(conflictRegions('=======\n>>>>>>> b')).toEqual([]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const regions = conflictRegions(value);
        for (const r of regions) expect(r.start < r.separator && r.separator < r.end).toBe(true);
      }),
    );
  });
});
