import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatewayLogRow } from '@/lib/contract/types-gateway';
import { logPage } from '@/lib/embedded/gateway/logs';
import { resolveWindow } from '@/lib/embedded/gateway/range';
import { breakdownOf, errorsOf, overviewOf, seriesOf, sessionsOf } from '@/lib/embedded/gateway/views';
import { DAY, NOW, micros, traffic, viewContext } from './harness';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'] as const;
const DIMENSIONS = ['model', 'provider', 'key', 'agent', 'session'] as const;

/** Every log row of the filter, read page by page the way a client does. */
function allLogs(projectId: string, input: Parameters<typeof logPage>[2]): { rows: GatewayLogRow[]; total: number } {
  const t = traffic(projectId);
  const w = resolveWindow(input, NOW);
  const rows: GatewayLogRow[] = [];
  let cursor: string | undefined;
  let total = -1;
  do {
    const page = logPage(t, w, { ...input, cursor, limit: 500 });
    total = page.total;
    rows.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return { rows, total };
}

const localHourMinute = (iso: string, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const filterArb = (projectId: string) => {
  const t = traffic(projectId);
  const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });
  return fc.record({
    model: maybe(fc.constantFrom(...t.models, 'no-such-model')),
    provider: maybe(fc.constantFrom(...t.providers)),
    status: maybe(fc.constantFrom('ok', '4xx', '429', '5xx', 'timeout', 'error') as fc.Arbitrary<'ok' | '4xx' | '429' | '5xx' | 'timeout' | 'error'>),
    keyId: maybe(fc.constantFrom(...t.keys)),
    agent: maybe(fc.constantFrom(...t.agents)),
    q: maybe(fc.constantFrom('scarf', 'checkout', 'TRANSLATE', '[email]', 'zzz-nothing')),
  });
};

describe('gateway aggregates equal the sum of their logs', () => {
  for (const projectId of ['proj_storefront', 'proj_support']) {
    it(`${projectId}: random ranges, zones (with DST changes), intervals and filters`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -32 * 60, max: 0 }),
          fc.integer({ min: 30, max: 4 * 24 * 60 }),
          fc.constantFrom(...ZONES),
          fc.constantFrom('day', 'hour') as fc.Arbitrary<'day' | 'hour'>,
          filterArb(projectId),
          fc.constantFrom(...DIMENSIONS),
          (startMinutesAgoTimes30, lengthMinutes, tz, interval, filter, by) => {
            const from = NOW + startMinutesAgoTimes30 * 30 * 60_000;
            const input = { from: new Date(from).toISOString(), to: new Date(from + lengthMinutes * 60_000).toISOString(), tz, interval, ...filter };
            const t = traffic(projectId);
            const w = resolveWindow(input, NOW);
            const { rows, total } = allLogs(projectId, input);
            const ids = new Set(rows.map((r) => r.id));
            expect(ids.size).toBe(rows.length);
            expect(total).toBe(rows.length);
            const spend = rows.reduce((s, r) => s + micros(r.cost), 0);
            const errors = rows.filter((r) => r.statusClass !== 'ok').length;

            const overview = overviewOf(t, w, input);
            expect(overview.requests.value).toBe(rows.length);
            expect(micros(overview.spend.value!)).toBe(spend);
            expect(overview.errorRate.value).toBe(rows.length ? errors / rows.length : null);
            expect(overview.inputTokens.value).toBe(rows.reduce((s, r) => s + r.inputTokens, 0));

            const series = seriesOf(t, w, { ...input, split: 'provider' });
            const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
            expect(sum(series.total.requests)).toBe(rows.length);
            expect(sum(series.total.spend.map(micros))).toBe(spend);
            expect(sum(series.total.errors)).toBe(errors);
            // Each row lands in the bucket that contains it, and the split lines add up to the total in each bucket.
            const starts = series.buckets.map((b) => Date.parse(b));
            series.total.requests.forEach((count, b) => {
              const inBucket = rows.filter((r) => Date.parse(r.at) >= starts[b] && (b + 1 === starts.length || Date.parse(r.at) < starts[b + 1]));
              expect(count).toBe(inBucket.length);
              expect(sum(series.lines.map((l) => l.requests[b]))).toBe(count);
            });
            for (let b = 1; b < starts.length; b++) {
              const hours = (starts[b] - starts[b - 1]) / 3_600_000;
              if (interval === 'day') expect([23, 23.5, 24, 24.5, 25]).toContain(hours);
              else expect(hours).toBe(1);
            }
            if (interval === 'day') for (const b of series.buckets) expect(localHourMinute(b, tz)).toBe('00:00');

            const breakdown = breakdownOf(t, w, { ...input, by }, viewContext());
            expect(sum(breakdown.rows.map((r) => r.requests))).toBe(rows.length);
            expect(sum(breakdown.rows.map((r) => micros(r.spend)))).toBe(spend);
            expect(breakdown.total.requests).toBe(rows.length);

            const sessions = sessionsOf(t, w, input, viewContext());
            const withSession = rows.filter((r) => r.sessionId !== null);
            expect(sum(sessions.rows.map((r) => r.requests))).toBe(withSession.length);
            expect(sessions.total.requests).toBe(withSession.length);

            const errorView = errorsOf(t, w, input);
            expect(errorView.total).toBe(errors);
            expect(errorView.requests).toBe(rows.length);
            expect(sum(errorView.groups.map((g) => g.count))).toBe(errors);
            for (const group of errorView.groups) {
              expect(group.count).toBe(rows.filter((r) => r.errorCode === group.code && r.provider === group.provider && r.statusClass === group.statusClass).length);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('defaults to the last 7 local days, daily, in UTC, and compares with the 7 days before', () => {
    const t = traffic();
    const w = resolveWindow({}, NOW);
    expect(new Date(w.from).toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(new Date(w.to).toISOString()).toBe('2026-11-11T00:00:00.000Z');
    const overview = overviewOf(t, w, {});
    expect(overview.range).toEqual({ from: '2026-11-04T00:00:00.000Z', to: '2026-11-11T00:00:00.000Z', interval: 'day', tz: 'UTC' });
    expect(overview.previousRange).toEqual({ from: '2026-10-28T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z' });
    const previous = overviewOf(t, resolveWindow({ from: '2026-10-28T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z' }, NOW), {});
    expect(overview.requests.previous).toBe(previous.requests.value);
    expect(overview.spend.previous).toBe(previous.spend.value);
  });

  it('day buckets follow local midnight through a DST change: New York’s 1 November has 25 hours, Berlin’s 29 March 23', () => {
    const ny = resolveWindow({ tz: 'America/New_York' }, Date.parse('2026-11-01T15:00:00Z'));
    expect(new Date(ny.to).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(ny.from).toISOString()).toBe('2026-10-26T04:00:00.000Z');
    const starts = seriesOf(traffic(), ny, {}).buckets.map((b) => Date.parse(b));
    const hours = [...starts.slice(1), ny.to].map((end, b) => (end - starts[b]) / 3_600_000);
    expect(hours).toEqual([24, 24, 24, 24, 24, 24, 25]);
    const berlin = resolveWindow({ tz: 'Europe/Berlin', from: '2026-03-28T00:00:00+01:00', to: '2026-03-31T00:00:00+02:00' }, NOW);
    expect(seriesOf(traffic(), berlin, {}).buckets).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  it('the whole 30 days hold 100,000 Storefront requests, and every page agrees on them', () => {
    const t = traffic();
    const w = resolveWindow({ from: new Date(NOW - 31 * DAY).toISOString(), to: new Date(NOW + DAY).toISOString(), tz: 'America/New_York' }, NOW);
    const overview = overviewOf(t, w, {});
    expect(overview.requests.value).toBe(100_000);
    const totalMicros = Array.from(t.cost).reduce((a, b) => a + b, 0);
    expect(micros(overview.spend.value!)).toBe(totalMicros);
    for (const by of DIMENSIONS) {
      const breakdown = breakdownOf(t, w, { by }, viewContext());
      expect(breakdown.rows.reduce((s, r) => s + r.requests, 0)).toBe(100_000);
      expect(breakdown.rows.reduce((s, r) => s + micros(r.spend), 0)).toBe(totalMicros);
    }
    const series = seriesOf(t, w, { split: 'model' });
    expect(series.total.requests.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(logPage(t, w, {}).total).toBe(100_000);
  });
});
