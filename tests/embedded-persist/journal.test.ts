import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFrames, encodeFrame, type Op } from '@/lib/embedded/persist/journal';
import { chunkText } from '@/lib/embedded/persist/repos-slice';

const op: fc.Arbitrary<Op> = fc.tuple(fc.string(), fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)));
const frames = fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { maxLength: 6 });

function replay(batches: Op[][]): Map<string, string | null> {
  const state = new Map<string, string | null>();
  for (const batch of batches) for (const [k, v] of batch) {
      if (v === undefined) state.delete(k);
      else state.set(k, v);
    }
  return state;
}

describe('journal frames', () => {
  it('decode to what was encoded, frame after frame', () => {
    fc.assert(
      fc.property(frames, (batches) => {
        const bytes = Buffer.concat(batches.map(encodeFrame));
        const into = new Map<string, string | null>();
        const { end, frames: count } = decodeFrames(bytes, 0, into);
        expect(end).toBe(bytes.length);
        expect(count).toBe(batches.length);
        expect(into).toEqual(replay(batches));
      }),
    );
  });

  it('cut anywhere, apply exactly the whole frames before the cut (a torn frame is never half applied)', () => {
    fc.assert(
      fc.property(frames, fc.nat(), (batches, at) => {
        const encoded = batches.map(encodeFrame);
        const bytes = Buffer.concat(encoded);
        const cut = bytes.length === 0 ? 0 : at % (bytes.length + 1);
        let whole = 0;
        let size = 0;
        while (whole < encoded.length && size + encoded[whole].length <= cut) size += encoded[whole++].length;
        const into = new Map<string, string | null>();
        const { end } = decodeFrames(bytes.subarray(0, cut), 0, into);
        expect(end).toBe(size);
        expect(into).toEqual(replay(batches.slice(0, whole)));
      }),
    );
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const { end } = decodeFrames(Buffer.from(bytes), 0, new Map());
        expect(end).toBeLessThanOrEqual(bytes.length);
      }),
    );
  });
});

describe('chunkText', () => {
  it('cuts at line ends and loses nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 2_000 }), (lines) => {
        const text = lines.join('\n');
        const chunks = chunkText(text);
        expect(chunks.join('')).toBe(text);
        for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('\n') || chunk.length >= 32 * 1024).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('a one-line edit in a large file changes one or two chunks', () => {
    const lines = Array.from({ length: 15_000 }, (_, i) => `line ${i}: ${'lorem ipsum '.repeat(4)}`);
    const before = new Set(chunkText(lines.join('\n')));
    lines[7_000] = 'changed';
    const after = chunkText(lines.join('\n'));
    expect(before.size).toBeGreaterThan(20);
    expect(after.filter((c) => !before.has(c)).length).toBeLessThanOrEqual(2);
  });
});
