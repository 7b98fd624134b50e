import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSessionCost } from '@/lib/sdk/cost';
import { measureTurns, rankTurns, type RankedTurn } from '@/lib/timeline/turn-ranking';

const user = (id: string, at: number) => ({ info: { id, role: 'user', sessionID: 's', time: { created: at } }, parts: [] });
const answer = (id: string, parent: string, at: number, cost: number, output: number, took: number) => ({
  info: { id, role: 'assistant', sessionID: 's', parentID: parent, modelID: 'claude-sonnet-4-5', providerID: 'anthropic', time: { created: at, completed: at + took } },
  parts: [{ type: 'step-finish', cost, tokens: { input: 100, output, reasoning: 0, cache: { read: 0, write: 0 } } }],
});

describe('turn ranking', () => {
  const messages = [user('u1', 0), answer('a1', 'u1', 1, 0.5, 10, 5_000), user('u2', 10_000), answer('a2', 'u2', 10_001, 2, 5, 1_000), user('u3', 20_000), answer('a3', 'u3', 20_001, 1, 900, 60_000)];

  it('measures each turn with the SDK turn cost; the turns add up to the session cost', () => {
    const turns = measureTurns(messages);
    expect(turns.map((t) => [t.turnId, t.number])).toEqual([['u1', 1], ['u2', 2], ['u3', 3]]);
    expect(turns.reduce((s, t) => s + t.cost, 0)).toBeCloseTo(getSessionCost(messages).cost, 12);
  });

  it('ranks by cost, duration and tokens, largest first', () => {
    const turns = measureTurns(messages);
    expect(rankTurns(turns, 'cost').map((t) => t.turnId)).toEqual(['u2', 'u3', 'u1']);
    expect(rankTurns(turns, 'duration').map((t) => t.turnId)).toEqual(['u3', 'u1', 'u2']);
    expect(rankTurns(turns, 'tokens', 1).map((t) => t.turnId)).toEqual(['u3']);
  });

  it('never throws and returns at most limit turns, sorted, each one of the input', () => {
    const turn = fc.record({
      turnId: fc.string(),
      number: fc.option(fc.nat()),
      cost: fc.double({ min: 0, max: 1e6, noNaN: true }),
      durationMs: fc.option(fc.nat()),
      tokens: fc.nat(),
    }) as fc.Arbitrary<RankedTurn>;
    fc.assert(
      fc.property(fc.array(turn, { maxLength: 60 }), fc.constantFrom('cost', 'duration', 'tokens' as const), fc.integer({ min: -5, max: 80 }), (turns, key, limit) => {
        const ranked = rankTurns(turns, key, limit);
        expect(ranked.length).toBe(Math.min(turns.length, Math.max(0, limit)));
        const v = (t: RankedTurn) => (key === 'cost' ? t.cost : key === 'tokens' ? t.tokens : (t.durationMs ?? -1));
        for (let i = 1; i < ranked.length; i++) expect(v(ranked[i - 1])).toBeGreaterThanOrEqual(v(ranked[i]));
        for (const t of ranked) expect(turns).toContain(t);
      }),
    );
    fc.assert(fc.property(fc.anything(), (junk) => void expect(Array.isArray(measureTurns(junk))).toBe(true)));
  });
});
