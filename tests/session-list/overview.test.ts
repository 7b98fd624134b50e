import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@/lib/contract/types';
import { DAY_MS, sessionFigures } from '@/lib/sessions/list/overview';

const NOW = Date.UTC(2026, 0, 15, 12);
// The list derives Error from an idle session with an assistant error (lib/sessions/list/model.ts).
const session = (id: string, type: string, updated: number) =>
  (type === 'error'
    ? { id, title: id, status: { type: 'idle' }, error: 'Provider overloaded', time: { created: updated - 1000, updated } }
    : { id, title: id, status: { type }, time: { created: updated - 1000, updated } }) as unknown as SessionSummary;

describe('sessionFigures', () => {
  it('counts running (busy and retry), errors updated within 24 h, and lists the most recent first', () => {
    const list = [
      session('a', 'idle', NOW - 5_000),
      session('b', 'busy', NOW - 1_000),
      session('c', 'retry', NOW - 2_000),
      session('d', 'error', NOW - DAY_MS + 1),
      session('e', 'error', NOW - DAY_MS - 1),
    ];
    const figures = sessionFigures(list, NOW, 3);
    expect(figures.running).toBe(2);
    expect(figures.errorsLast24h).toBe(1);
    expect(figures.recent.map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });

  it('never throws on malformed input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer(), (value, n) => {
        const f = sessionFigures(value, NOW, n);
        return f.running >= 0 && f.errorsLast24h >= 0 && Array.isArray(f.recent);
      }),
    );
  });
});

describe('the overview and the list count errors of the last 24 h once', () => {
  it('errorsLast24h equals the sessions the list shows as matching for the same filter, for any list', async () => {
    const { buildSessionTree, countMatching, countMatchingRows } = await import('@/lib/sessions/list/model');
    const { errorsLast24hFilter } = await import('@/lib/sessions/list/overview');
    // Ids are unique in a real list (duplicates are malformed input, covered by the never-throws property above).
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        type: fc.constantFrom('idle', 'busy', 'error'),
        age: fc.integer({ min: 0, max: 3 * DAY_MS }),
        parent: fc.option(fc.constantFrom('a', 'b', 'c')),
      }),
      { selector: (s) => s.id },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const list = specs.map((s) => ({ ...session(s.id, s.type, NOW - s.age), ...(s.parent ? { parentID: s.parent } : {}) })) as SessionSummary[];
        const filter = errorsLast24hFilter(NOW);
        const figure = sessionFigures(list, NOW).errorsLast24h;
        expect(figure).toBe(countMatching(list, filter, NOW));
        expect(countMatchingRows(buildSessionTree(list, filter, NOW))).toBe(figure);
      }),
    );
  });
});
