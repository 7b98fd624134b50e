import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatewayBreakdownRow } from '@/lib/contract/types-gateway';
import { BREAKDOWN_ORDERS, BREAKDOWN_SORT_KEYS, sortBreakdown } from '@/lib/gateway/sort-breakdown';

const figure = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
const rowArb = fc.record({
  key: fc.option(fc.string({ maxLength: 6 }), { nil: null }),
  label: fc.string({ maxLength: 6 }),
  requests: fc.integer({ min: 0, max: 10_000 }),
  errorRate: figure,
  inputTokens: fc.integer({ min: 0, max: 10_000 }),
  outputTokens: fc.integer({ min: 0, max: 10_000 }),
  spend: figure,
  p50LatencyMs: figure,
  p95LatencyMs: figure,
}) as fc.Arbitrary<GatewayBreakdownRow>;

const row = (label: string, spend: number | null): GatewayBreakdownRow =>
  ({ key: label, label, requests: 1, errorRate: 0, inputTokens: 0, outputTokens: 0, spend, p50LatencyMs: null, p95LatencyMs: null }) as GatewayBreakdownRow;

describe('sortBreakdown', () => {
  it('orders by a figure, highest first or lowest first, with a missing figure lowest', () => {
    const rows = [row('a', 2), row('b', null), row('c', 5)];
    expect(sortBreakdown(rows, 'spend', 'desc').map((r) => r.label)).toEqual(['c', 'a', 'b']);
    expect(sortBreakdown(rows, 'spend', 'asc').map((r) => r.label)).toEqual(['b', 'a', 'c']);
    expect(sortBreakdown(rows, 'label', 'asc').map((r) => r.label)).toEqual(['a', 'b', 'c']);
    expect(rows.map((r) => r.label)).toEqual(['a', 'b', 'c']);
  });

  it('returns the same rows, each key in order, and never throws', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), fc.constantFrom(...BREAKDOWN_SORT_KEYS), fc.constantFrom(...BREAKDOWN_ORDERS), (rows, key, order) => {
        const sorted = sortBreakdown(rows, key, order);
        expect(sorted).toHaveLength(rows.length);
        expect(new Set(sorted)).toEqual(new Set(rows));
        if (key === 'label') return;
        const values = sorted.map((r) => r[key] ?? -Infinity);
        for (let i = 1; i < values.length; i++) {
          if (order === 'desc') expect(values[i - 1]).toBeGreaterThanOrEqual(values[i]);
          else expect(values[i - 1]).toBeLessThanOrEqual(values[i]);
        }
      }),
    );
  });

  it('answers malformed input without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.string(), (rows, key, order) => {
        expect(() => sortBreakdown(rows as GatewayBreakdownRow[], key as 'spend', order as 'asc')).not.toThrow();
      }),
    );
    expect(sortBreakdown([null, { label: 3 }] as unknown as GatewayBreakdownRow[], 'label', 'asc')).toHaveLength(2);
  });
});
