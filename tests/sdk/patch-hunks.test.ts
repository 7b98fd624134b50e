import { createPatch, createTwoFilesPatch, formatPatch, structuredPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hunksFromJsdiff } from '@/lib/sdk/diff';
import { readSimpleHunks } from '@/lib/sdk/patch-hunks';

/** What the fast reader must reproduce: jsdiff's hunks, as positions and raw lines. */
function jsdiffHunks(text: string) {
  return hunksFromJsdiff(text)?.map((h) => ({ oldStart: h.oldStart, newStart: h.newStart, lines: h.lines }));
}

const line = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'b', 'return 0;', '}', '+x', '-y', '@@', '\\ tail', '--- z', '+++ z', 'Index: q', '===='),
  fc.string({ maxLength: 8 }),
);
const text = fc.tuple(fc.array(line, { maxLength: 14 }), fc.boolean()).map(([lines, finalNewline]) => lines.join('\n') + (finalNewline ? '\n' : ''));

/** Patches as tools emit them: jsdiff's own writers with every context size. */
const emitted = fc
  .tuple(text, text, fc.integer({ min: 0, max: 4 }), fc.constantFrom('two-files', 'one-file', 'structured'))
  .map(([before, after, context, writer]) => {
    if (writer === 'two-files') return createTwoFilesPatch('/w/a.ts', '/w/a.ts', before, after, undefined, undefined, { context });
    if (writer === 'one-file') return createPatch('a.ts', before, after, 'old', 'new', { context });
    return formatPatch(structuredPatch('a/x', 'b/x', before, after, undefined, undefined, { context }));
  });

/** The same patches with one line dropped, repeated, replaced, or the text cut short. */
const mangled = fc
  .tuple(emitted, fc.nat(), fc.constantFrom('drop', 'repeat', 'replace', 'cut'), line)
  .map(([patch, at, how, other]) => {
    const lines = patch.split('\n');
    const i = at % lines.length;
    if (how === 'drop') lines.splice(i, 1);
    else if (how === 'repeat') lines.splice(i, 0, lines[i]);
    else if (how === 'replace') lines[i] = other;
    else return patch.slice(0, at % (patch.length + 1));
    return lines.join('\n');
  });

describe('readSimpleHunks', () => {
  it('reads a jsdiff patch of one file, headers included', () => {
    const patch = createTwoFilesPatch('/w/a.ts', '/w/a.ts', 'a\nb\nc\n', 'a\nB\nc\nd', undefined, undefined, { context: 1 });
    const hunks = readSimpleHunks(patch.split('\n'));
    expect(hunks).toEqual([{ oldStart: 1, newStart: 1, lines: [' a', '-b', '+B', ' c', '+d', '\\ No newline at end of file'] }]);
  });

  it('leaves anything else to jsdiff', () => {
    const two = createPatch('a', 'x\n', 'y\n') + createPatch('b', 'x\n', 'y\n');
    expect(readSimpleHunks(two.split('\n'))).toBeUndefined();
    expect(readSimpleHunks(['diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1 +1 @@', '-a', '+b'])).toBeUndefined();
    expect(readSimpleHunks(['@@ -1,2 +1,2 @@', '-a', '+b'])).toBeUndefined();
  });

  it('gives the same hunks as jsdiff whenever it answers, on emitted patches', () => {
    fc.assert(
      fc.property(emitted, (patch) => {
        const fast = readSimpleHunks(patch.split('\n'));
        expect(fast).toBeDefined();
        expect(fast).toEqual(jsdiffHunks(patch));
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same hunks as jsdiff whenever it answers, on mangled patches and arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(mangled, text), (patch) => {
        const fast = readSimpleHunks(patch.split('\n'));
        if (fast !== undefined) expect(fast).toEqual(jsdiffHunks(patch));
      }),
      { numRuns: 1500 },
    );
  });
});
