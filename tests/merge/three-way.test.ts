import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictRegions } from '@/lib/repo/conflict-markers';
import { MERGE_MAX_BYTES, MERGE_MAX_EDIT_LENGTH, threeWayMerge } from '@/lib/repo/three-way';

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
        expect('too_large' in result).toBe(false);
        if (!result.clean && 'regions' in result) {
          expect(result.regions.length).toBeGreaterThan(0);
          expect(conflictRegions(result.text)).toEqual(result.regions);
        }
      }),
    );
  });
});

describe('threeWayMerge bounds (a member must not freeze the server with update-branch)', () => {
  const rows = (n: number, every: number, a: string, b: string) => Array.from({ length: n }, (_, i) => (i % every ? a : b)).join('\n');

  it('refuses a side over the size limit before splitting it, whichever side it is', () => {
    const big = 'x\n'.repeat(MERGE_MAX_BYTES / 2 + 1);
    expect(threeWayMerge(big, `${big}ours`, `${big}theirs`, LABELS)).toEqual({ clean: false, too_large: 'size' });
    expect(threeWayMerge('a', 'b', big, LABELS)).toEqual({ clean: false, too_large: 'size' });
    // One side unchanged needs no merge, whatever its size.
    expect(threeWayMerge(big, `${big}ours`, big, LABELS)).toEqual({ clean: true, text: `${big}ours` });
  });

  it('gives up past the edit limit and past its deadline instead of running on', () => {
    const base = Array.from({ length: MERGE_MAX_EDIT_LENGTH + 10 }, (_, i) => `base ${i}`).join('\n');
    const ours = Array.from({ length: MERGE_MAX_EDIT_LENGTH + 10 }, (_, i) => `ours ${i}`).join('\n');
    expect(threeWayMerge(base, ours, `${base}\nmore`, LABELS, Number.POSITIVE_INFINITY)).toEqual({ clean: false, too_large: 'edits' });
    // The reproduction: a data file of 1,500 repeated lines changed on both sides (node-diff3 took 0.7 to 6.7 s).
    const repeated = [rows(1_500, 2, 'row: 1', 'row: 2'), rows(1_500, 3, 'row: 1', 'row: 3'), rows(1_500, 5, 'row: 2', 'row: 4')] as const;
    expect(threeWayMerge(...repeated, LABELS, performance.now())).toEqual({ clean: false, too_large: 'time' });
  });

  it('still merges a small change to each end of a 20,000-line file of repeated lines', () => {
    const base = rows(20_000, 7, 'line', 'seventh');
    const ours = `changed\n${base.split('\n').slice(1).join('\n')}`;
    const theirs = `${base}\nappended`;
    expect(threeWayMerge(base, ours, theirs, LABELS, Number.POSITIVE_INFINITY)).toEqual({ clean: true, text: `${ours}\nappended` });
  });

  it('never throws, and a bounded answer is the only other answer, whatever the deadline', () => {
    fc.assert(
      fc.property(textOf, textOf, textOf, fc.constantFrom(0, Number.POSITIVE_INFINITY), (base, ours, theirs, deadline) => {
        const result = threeWayMerge(base, ours, theirs, LABELS, deadline);
        if ('too_large' in result) expect(result.too_large).toBe('time');
        else expect(typeof result.text).toBe('string');
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
