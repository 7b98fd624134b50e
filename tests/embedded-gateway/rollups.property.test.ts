import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, compileFilter } from '@/lib/embedded/gateway/aggregate';
import { budgetSpendMicros } from '@/lib/embedded/gateway/budgets';
import { resolveWindow } from '@/lib/embedded/gateway/range';
import { kthLatency, listFor, runOf, splitListsFor } from '@/lib/embedded/gateway/rollups';
import { overviewOf, seriesOf } from '@/lib/embedded/gateway/views';
import { DAY, NOW, traffic } from './harness';

// The rollups (running totals and block-sorted latencies) must give exactly what the scan of the rows gives: the scan
// stays the reference. Windows start at any minute (not only on the hour), last from a minute to the whole 30 days,
// and cut days in zones with DST changes and half- or quarter-hour offsets.
const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'] as const;

const filterArb = (projectId: string) => {
  const t = traffic(projectId);
  const single = fc.oneof(
    fc.constant({}),
    fc.constantFrom(...t.models, 'no-such-model').map((model) => ({ model })),
    fc.constantFrom(...t.providers).map((provider) => ({ provider })),
    fc.constantFrom(...t.keys).map((keyId) => ({ keyId })),
    fc.constantFrom(...t.agents).map((agent) => ({ agent })),
    (fc.constantFrom('ok', '4xx', '429', '5xx', 'timeout', 'error') as fc.Arbitrary<'ok' | '4xx' | '429' | '5xx' | 'timeout' | 'error'>).map((status) => ({ status })),
    fc.constantFrom('rate_limited', 'upstream_timeout', 'key_revoked', 'all_candidates_failed').map((code) => ({ code })),
  );
  // Several conditions, text and sessions go through the scan in both paths: still compared, to keep them honest.
  const mixed = fc.record({ provider: fc.constantFrom(...t.providers), status: fc.constantFrom('error', '5xx') as fc.Arbitrary<'error' | '5xx'>, q: fc.option(fc.constantFrom('scarf', 'checkout'), { nil: undefined }) });
  return fc.oneof({ arbitrary: single, weight: 5 }, { arbitrary: mixed, weight: 1 });
};

describe('gateway rollups equal the scan of the rows', () => {
  for (const projectId of ['proj_storefront', 'proj_support']) {
    it(`${projectId}: overview, series (total and split lines) and budget spend, random windows, zones, intervals, filters`, () => {
      const t = traffic(projectId);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 33 * 24 * 60 }),
          fc.integer({ min: 1, max: 32 * 24 * 60 }),
          fc.constantFrom(...ZONES),
          fc.constantFrom('day', 'hour') as fc.Arbitrary<'day' | 'hour'>,
          fc.constantFrom(undefined, 'model', 'provider') as fc.Arbitrary<'model' | 'provider' | undefined>,
          filterArb(projectId),
          fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: undefined }),
          (startMinutesAgo, lengthMinutes, tz, interval, split, filter, onRows) => {
            // Now and then the window starts and ends exactly at a row's time (the row at `to` is outside).
            const [a, b] = onRows ? [onRows[0] % t.n, onRows[1] % t.n].sort((x, y) => x - y) : [-1, -1];
            const from = onRows ? t.at[a] : NOW + DAY - startMinutesAgo * 60_000;
            const to = onRows && t.at[b] > from ? t.at[b] : from + lengthMinutes * 60_000;
            const input = { from: new Date(from).toISOString(), to: new Date(to).toISOString(), tz, interval: to - from > 40 * DAY ? 'day' : interval, ...filter } as const;
            const w = resolveWindow(input, NOW);
            expect(overviewOf(t, w, input)).toEqual(overviewOf(t, w, input, { scan: true }));
            expect(seriesOf(t, w, { ...input, split })).toEqual(seriesOf(t, w, { ...input, split }, { scan: true }));
            // A budget's spend (project, key or agent scope) over the same window.
            const scope = 'keyId' in filter ? { scope: 'key' as const, target: filter.keyId } : 'agent' in filter ? { scope: 'agent' as const, target: filter.agent } : { scope: 'project' as const, target: null };
            if (Object.keys(filter).length === 0 || scope.scope !== 'project') {
              expect(budgetSpendMicros(t, scope, w.from, w.to)).toBe(aggregate(t, w.from, w.to, compileFilter(t, filter)).cost[0]);
            }
          },
        ),
        { numRuns: 80 },
      );
    });
  }

  it('answers every single-condition filter and the model and provider splits from the rollups, the rest by scan', () => {
    const t = traffic();
    for (const input of [{}, { model: t.models[0] }, { provider: 'anthropic' }, { keyId: t.keys[0] }, { agent: t.agents[0] }, { status: 'error' as const }, { status: '429' as const }, { code: 'rate_limited' }]) {
      const f = compileFilter(t, input);
      expect(listFor(t, f)).not.toBeNull();
      if (!('keyId' in input || 'agent' in input || 'status' in input || 'code' in input)) {
        expect(splitListsFor(t, f, 'model')).not.toBeNull();
        expect(splitListsFor(t, f, 'provider')).not.toBeNull();
      }
    }
    for (const input of [{ provider: 'anthropic', status: 'error' as const }, { q: 'scarf' }, { sessionId: 'ses_gateway_retry' }]) expect(listFor(t, compileFilter(t, input))).toBeNull();
    expect(splitListsFor(t, compileFilter(t, { agent: t.agents[0] }), 'model')).toBeNull();
  });

  it('the whole 30 days: the unfiltered list holds every row, and its p95 is the 95th-percentile latency of all rows', () => {
    const t = traffic();
    const list = listFor(t, compileFilter(t, {}))!;
    const [lo, hi] = runOf(list, NOW - 40 * DAY, NOW + DAY);
    expect(hi - lo).toBe(100_000);
    const sorted = Array.from(t.latency).sort((a, b) => a - b);
    expect(kthLatency(list, lo, hi, 94_999)).toBe(sorted[94_999]);
    expect(kthLatency(list, lo, hi, 0)).toBe(sorted[0]);
    expect(kthLatency(list, lo, hi, 99_999)).toBe(sorted[99_999]);
  });

  it('k-th latency of any run of positions equals sorting that run', () => {
    const t = traffic('proj_support');
    const list = listFor(t, compileFilter(t, {}))!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: list.n - 1 }), fc.integer({ min: 1, max: 3000 }), fc.double({ min: 0, max: 1, noNaN: true }), (lo, length, q) => {
        const hi = Math.min(list.n, lo + length);
        const k = Math.min(hi - lo - 1, Math.floor(q * (hi - lo)));
        const sorted = Array.from(list.latency.subarray(lo, hi)).sort((a, b) => a - b);
        expect(kthLatency(list, lo, hi, k)).toBe(sorted[k]);
      }),
      { numRuns: 200 },
    );
  });
});
