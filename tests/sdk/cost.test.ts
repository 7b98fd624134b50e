import { describe, expect, it } from 'vitest';
import {
  collectTurnParts,
  COST_MARKUP,
  DEFAULT_PRICING,
  estimateCost,
  findModelRates,
  getSessionCost,
  getTurnCost,
  groupMessagesIntoTurns,
} from '@/lib/sdk/helpers';
import { assistantMessage, stepFinish, text, userMessage } from '../fixtures/sessions/build';
import { runningBashSession } from '../fixtures/sessions/running-bash';

describe('COST_MARKUP', () => {
  it('is 1.2', () => {
    expect(COST_MARKUP).toBe(1.2);
  });
});

describe('getTurnCost', () => {
  it('sums step-finish costs and multiplies by the markup', () => {
    const message = assistantMessage([stepFinish(0.01, { input: 100, output: 10 }), text('x'), stepFinish(0.02, { input: 50, output: 5, reasoning: 3, cache: { read: 7, write: 1 } })]);
    const cost = getTurnCost(message.parts);
    expect(cost.cost).toBeCloseTo(0.03 * 1.2, 12);
    expect(cost.tokens).toEqual({ input: 150, output: 15, reasoning: 3, cacheRead: 7, cacheWrite: 1 });
    expect(cost.steps).toBe(2);
    expect(cost.estimated).toBe(false);
  });

  it('estimates a step reporting 0 from its tokens with the pricing table (model from the message)', () => {
    const message = assistantMessage([stepFinish(0, { input: 1_000_000, output: 100_000, cache: { read: 1_000_000, write: 0 } })], { modelID: 'claude-sonnet-4-5' });
    const turn = groupMessagesIntoTurns([userMessage('q', { id: 'u' }), { ...message, info: { ...message.info, parentID: 'u' } }])[0];
    const cost = getTurnCost(collectTurnParts(turn));
    // sonnet: 3 $/M input, 15 $/M output, 0.3 $/M cache read
    expect(cost.cost).toBeCloseTo((3 + 1.5 + 0.3) * 1.2, 10);
    expect(cost.estimated).toBe(true);
  });

  it('bare parts use options.model for estimates; an unknown model is not estimated', () => {
    const parts = assistantMessage([stepFinish(0, { input: 1_000_000 })]).parts;
    expect(getTurnCost(parts, { model: { modelID: 'gpt-5' } }).cost).toBeCloseTo(1.25 * 1.2, 10);
    expect(getTurnCost(parts, { model: { modelID: 'mystery-model' } })).toMatchObject({ cost: 0, estimated: false });
    expect(getTurnCost(parts).cost).toBe(0);
  });

  it('pricing is overridable by table or by lookup', () => {
    const parts = assistantMessage([stepFinish(0, { input: 2_000_000 })]).parts;
    expect(getTurnCost(parts, { model: { modelID: 'house-model' }, pricing: { 'house-': { input: 1, output: 1 } } }).cost).toBeCloseTo(2 * 1.2, 10);
    expect(getTurnCost(parts, { model: { providerID: 'p', modelID: 'x' }, lookup: (p, m) => (p === 'p' && m === 'x' ? { input: 10, output: 0 } : undefined) }).cost).toBeCloseTo(24, 10);
  });

  it('free models are priced at zero', () => {
    expect(findModelRates('deepseek-v4-flash-free')).toEqual({ input: 0, output: 0 });
    expect(getTurnCost(assistantMessage([stepFinish(0, { input: 5_000_000 })]).parts, { model: { modelID: 'big-pickle:free' } }).cost).toBe(0);
  });

  it('malformed input gives a zero summary', () => {
    expect(getTurnCost(undefined)).toEqual({ cost: 0, tokens: { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 }, steps: 0, estimated: false });
    expect(getTurnCost([{ type: 'step-finish', cost: 'lots', tokens: null }]).cost).toBe(0);
  });
});

describe('getSessionCost', () => {
  it('sums every assistant message, with the markup once', () => {
    const cost = getSessionCost(runningBashSession);
    expect(cost.cost).toBeCloseTo(0.004 * 1.2, 12);
    expect(cost.tokens.cacheRead).toBe(2000);
  });

  it('uses a message’s own cost and tokens when it has no step-finish part', () => {
    const message = assistantMessage([text('x')], { cost: 0.5, tokens: { input: 1, output: 1 } });
    expect(getSessionCost([message]).cost).toBeCloseTo(0.6, 12);
  });

  it('equals the sum of its turns', () => {
    const turns = groupMessagesIntoTurns(runningBashSession);
    const sum = turns.reduce((n, t) => n + getTurnCost(collectTurnParts(t)).cost, 0);
    expect(getSessionCost(runningBashSession).cost).toBeCloseTo(sum, 12);
  });
});

describe('pricing table', () => {
  it('matches the longest prefix of the last path segment, case-insensitively', () => {
    expect(findModelRates('openrouter/anthropic/Claude-Opus-4-5-20251101')).toBe(DEFAULT_PRICING['claude-opus-4-5']);
    expect(findModelRates('claude-opus-4-1')).toBe(DEFAULT_PRICING['claude-opus']);
    expect(findModelRates('gpt-5-mini-2025')).toBe(DEFAULT_PRICING['gpt-5-mini']);
    expect(findModelRates('gpt-5.6-sol')).toBe(DEFAULT_PRICING['gpt-5']);
    expect(findModelRates(undefined)).toBeUndefined();
  });

  it('estimateCost prices reasoning as output and cache at its own rates', () => {
    expect(estimateCost({ input: 1_000_000, output: 0, reasoning: 1_000_000, cache: { read: 1_000_000, write: 1_000_000 } }, { input: 1, output: 2, cacheRead: 0.1, cacheWrite: 1.5 })).toBeCloseTo(4.6, 12);
  });
});
