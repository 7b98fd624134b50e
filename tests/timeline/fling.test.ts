import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STILL, SKIM_STREAK, isSkimming, nextFlight, turnFirstLine, type Flight } from '@/lib/timeline/fling';

const span = (first: number, last: number) => ({ first, last });

describe('nextFlight', () => {
  it('flies when no row in view was in view at the previous event, and skims from the second such event on', () => {
    let state: Flight = STILL;
    state = nextFlight(state, span(100, 104), span(90, 94));
    expect(state).toEqual({ flying: true, streak: 1 });
    expect(isSkimming(state)).toBe(false); // one jump (Home, a deep link) shows full rows at once
    state = nextFlight(state, span(90, 94), span(80, 84));
    expect(isSkimming(state)).toBe(true);
    expect(state.streak).toBe(SKIM_STREAK);
  });

  it('stops at an event that keeps a row in view', () => {
    const flying = nextFlight(nextFlight(STILL, span(100, 104), span(90, 94)), span(90, 94), span(80, 84));
    expect(nextFlight(flying, span(80, 84), span(78, 82))).toEqual(STILL);
  });

  it('keeps its state when the same rows stay in view (an older page prepended, a row measured)', () => {
    const flying = nextFlight(nextFlight(STILL, span(100, 104), span(90, 94)), span(90, 94), span(80, 84));
    expect(nextFlight(flying, span(80, 84), span(80, 84))).toBe(flying);
    expect(nextFlight(STILL, span(3, 4), span(3, 4))).toBe(STILL);
  });

  it('is still without two known spans, and never throws on malformed state or spans', () => {
    expect(nextFlight(STILL, null, span(1, 2))).toEqual(STILL);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (state, previous, current) => {
        const next = nextFlight(state as Flight, previous as never, current as never);
        expect(typeof next.flying).toBe('boolean');
        expect(Number.isInteger(next.streak) && next.streak >= 0).toBe(true);
        expect(next.flying).toBe(next.streak > 0);
      }),
    );
  });

  it('flies exactly when the two spans are disjoint', () => {
    const spanArb = fc.tuple(fc.nat(50), fc.nat(10)).map(([first, length]) => span(first, first + length));
    fc.assert(
      fc.property(spanArb, spanArb, (previous, current) => {
        const disjoint = current.first > previous.last || current.last < previous.first;
        const same = current.first === previous.first && current.last === previous.last;
        if (!same) expect(nextFlight(STILL, previous, current).flying).toBe(disjoint);
      }),
    );
  });
});

describe('turnFirstLine', () => {
  it('takes the first line of the first text the person wrote, else of the answer', () => {
    const turn = { user: { info: { role: 'user' }, parts: [{ type: 'file' }, { type: 'text', text: '\n  Fix the login bug \nand more' }] }, assistants: [] };
    expect(turnFirstLine(turn)).toBe('Fix the login bug');
    const noPrompt = { user: null, assistants: [{ parts: [{ type: 'text', synthetic: true, text: 'hidden' }, { type: 'text', text: 'Done.' }] }] };
    expect(turnFirstLine(noPrompt)).toBe('Done.');
  });

  it('cuts a long line at 200 characters without splitting a surrogate pair', () => {
    const line = `${'a'.repeat(198)}😀${'b'.repeat(50)}`;
    const first = turnFirstLine({ user: { parts: [{ type: 'text', text: line }] } });
    expect(first.endsWith('…')).toBe(true);
    expect(first.length).toBeLessThanOrEqual(200);
    expect(first).not.toMatch(/[\uD800-\uDBFF]…$/);
  });

  it('never throws and always gives a short single line', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (junk, text) => {
        for (const turn of [junk, { user: { parts: [{ type: 'text', text }] }, assistants: junk }]) {
          const line = turnFirstLine(turn);
          expect(typeof line).toBe('string');
          expect(line.length).toBeLessThanOrEqual(200);
          expect(line).not.toContain('\n');
        }
      }),
    );
  });
});
