import { describe, expect, it } from 'vitest';
import { DIFF_INPUT_LIMIT_BYTES, diffTexts, parseUnifiedPatch } from '@/lib/sdk/helpers';
import { GREETING_PATCH, OLD_AFTER, OLD_BEFORE } from '../fixtures/sessions/edit-diffs';

/** A one-line-change unified patch padded (inside a context line) to exactly `bytes` bytes. */
function patchOfBytes(bytes: number): string {
  const head = '--- a/f.txt\n+++ b/f.txt\n@@ -1,2 +1,2 @@\n ';
  const tail = '\n-old\n+new\n';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

describe('parseUnifiedPatch', () => {
  it('returns the hunk lines with positions and never the headers', () => {
    const result = parseUnifiedPatch(GREETING_PATCH);
    expect(result).toBeDefined();
    const lines = result!.lines;
    expect(lines.map((l) => l.text)).not.toContainEqual(expect.stringMatching(/^(Index:|===|--- |\+\+\+ |@@|\\ No newline)/));
    expect(lines[0]).toEqual({ type: 'unchanged', text: "import { clock } from './clock';", oldLine: 1, newLine: 1 });
    expect(lines.filter((l) => l.type === 'removed')).toEqual([{ type: 'removed', text: "export const greeting = 'Hello';", oldLine: 3 }]);
    expect(lines.filter((l) => l.type === 'added')).toEqual([
      { type: 'added', text: "export const greeting = 'Hello there';", newLine: 3 },
      { type: 'added', text: 'export const farewell = "Bye";', newLine: 13 },
    ]);
    expect(result!.additions).toBe(2);
    expect(result!.deletions).toBe(1);
  });

  it('reads every file of a multi-file patch', () => {
    const two = GREETING_PATCH + GREETING_PATCH.replaceAll('greeting.ts', 'other.ts');
    expect(parseUnifiedPatch(two)!.additions).toBe(4);
  });

  it('keeps a removed line that itself starts with dashes as content', () => {
    const patch = '--- a/q.sql\n+++ b/q.sql\n@@ -1,1 +1,1 @@\n--- old comment\n+-- new comment\n';
    expect(parseUnifiedPatch(patch)!.lines).toEqual([
      { type: 'removed', text: '-- old comment', oldLine: 1 },
      { type: 'added', text: '-- new comment', newLine: 1 },
    ]);
  });

  it('handles CRLF patches', () => {
    expect(parseUnifiedPatch('@@ -1 +1 @@\r\n-a\r\n+b\r\n')!.lines.map((l) => l.text)).toEqual(['a', 'b']);
  });

  it('undefined without a hunk or for non-strings', () => {
    expect(parseUnifiedPatch('just text')).toBeUndefined();
    expect(parseUnifiedPatch(undefined)).toBeUndefined();
    expect(parseUnifiedPatch({})).toBeUndefined();
  });

  it('diff input limit: a patch of exactly 256KB is parsed', () => {
    const patch = patchOfBytes(DIFF_INPUT_LIMIT_BYTES);
    expect(patch.length).toBe(262_144);
    expect(parseUnifiedPatch(patch)?.additions).toBe(1);
  });

  it('diff input limit: one byte past 256KB gives no diff', () => {
    expect(parseUnifiedPatch(patchOfBytes(DIFF_INPUT_LIMIT_BYTES + 1))).toBeUndefined();
  });
});

describe('diffTexts (jsdiff)', () => {
  it('diffs snippets line by line without positions', () => {
    const result = diffTexts('a\nb\nc', 'a\nB\nc\nd');
    expect(result!.lines).toEqual([
      { type: 'unchanged', text: 'a' },
      { type: 'removed', text: 'b' },
      { type: 'added', text: 'B' },
      { type: 'unchanged', text: 'c' },
      { type: 'added', text: 'd' },
    ]);
    expect([result!.additions, result!.deletions]).toEqual([2, 1]);
  });

  it('whole files with context give hunks with real line numbers', () => {
    const result = diffTexts(OLD_BEFORE, OLD_AFTER, { context: 1 });
    expect(result!.lines).toEqual([
      { type: 'unchanged', text: 'line one', oldLine: 1, newLine: 1 },
      { type: 'removed', text: 'line two', oldLine: 2 },
      { type: 'added', text: 'line 2', newLine: 2 },
      { type: 'unchanged', text: 'line three', oldLine: 3, newLine: 3 },
      { type: 'unchanged', text: 'line five', oldLine: 5, newLine: 5 },
      { type: 'added', text: 'line six', newLine: 6 },
    ]);
  });

  it('diff input limit: old + new of exactly 256KB is diffed', () => {
    const half = DIFF_INPUT_LIMIT_BYTES / 2;
    const before = 'a'.repeat(half - 2) + '\n1';
    const after = 'a'.repeat(half - 2) + '\n2';
    expect(before.length + after.length).toBe(262_144);
    expect(diffTexts(before, after)?.additions).toBe(1);
  });

  it('diff input limit: one byte past 256KB gives no diff', () => {
    const half = DIFF_INPUT_LIMIT_BYTES / 2;
    expect(diffTexts('a'.repeat(half - 2) + '\n1', 'a'.repeat(half - 1) + '\n2')).toBeUndefined();
  });

  it('withPositions numbers every line from 1', () => {
    expect(diffTexts('a\nb', 'a\nc\nb', { withPositions: true })!.lines).toEqual([
      { type: 'unchanged', text: 'a', oldLine: 1, newLine: 1 },
      { type: 'added', text: 'c', newLine: 2 },
      { type: 'unchanged', text: 'b', oldLine: 2, newLine: 3 },
    ]);
  });

  it('non-strings count as empty texts', () => {
    expect(diffTexts(undefined, 'x')!.lines).toEqual([{ type: 'added', text: 'x' }]);
  });
});
