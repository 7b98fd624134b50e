import fc from 'fast-check';
import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { patchStats } from '@/lib/repo/patch-stats';

const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');

describe('patchStats', () => {
  it('counts the lines a patch adds and removes, not its file headers', () => {
    const patch = createTwoFilesPatch('a/x', 'b/x', 'one\ntwo\nthree\n', 'one\n2\nthree\nfour\n');
    expect(patchStats(patch)).toEqual({ additions: 2, deletions: 1 });
    expect(patchStats('')).toEqual({ additions: 0, deletions: 0 });
  });

  it('never throws, and agrees with the line counts of any two texts', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof patchStats(value as string).additions === 'number'));
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', '+x', '-y', '---z'), { maxLength: 12 });
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const { additions, deletions } = patchStats(createTwoFilesPatch('a/f', 'b/f', text(before), text(after)));
        // Each side's length is what it kept plus what changed on that side.
        return before.length - deletions === after.length - additions;
      }),
    );
  });
});
