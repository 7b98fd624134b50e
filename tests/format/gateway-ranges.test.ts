import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANGE_PRESETS, resolveRange } from '@/lib/gateway/ranges';

const NOW = Date.parse('2026-11-01T15:00:00Z');

describe('gateway range presets', () => {
  it('last 7 days ends at the next local midnight and starts 7 local days before (a 25-hour day included)', () => {
    expect(resolveRange('7d', '', '', 'America/New_York', null, NOW)).toMatchObject({ from: '2026-10-26T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z', interval: 'day', firstDay: '2026-10-26', lastDay: '2026-11-01' });
    expect(resolveRange('today', '', '', 'UTC', null, NOW)).toMatchObject({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z', interval: 'hour' });
  });

  it('custom dates are whole local days, inclusive; a bad or backwards pair falls back to the last 7 days', () => {
    expect(resolveRange('custom', '2026-10-24', '2026-10-25', 'Europe/Berlin', 'hour', NOW)).toMatchObject({ from: '2026-10-23T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z', interval: 'hour' });
    expect(resolveRange('custom', '2026-10-25', '2026-10-24', 'UTC', null, NOW).from).toBe('2026-10-26T00:00:00.000Z');
    expect(resolveRange('custom', 'nope', '', 'Not/AZone', null, NOW)).toMatchObject({ tz: 'UTC', from: '2026-10-26T00:00:00.000Z' });
  });

  it('an hourly interval over a long range becomes daily (the platform answers at most 1,000 buckets)', () => {
    expect(resolveRange('custom', '2026-01-01', '2026-06-30', 'UTC', 'hour', NOW).interval).toBe('day');
  });

  it('never throws and always gives an ordered range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RANGE_PRESETS), fc.string(), fc.string(), fc.string(), fc.constantFrom('hour', 'day', null) as fc.Arbitrary<'hour' | 'day' | null>, fc.integer({ min: 0, max: 4_000_000_000_000 }), (preset, a, b, tz, interval, now) => {
        const r = resolveRange(preset, a, b, tz, interval, now);
        expect(Date.parse(r.from)).toBeLessThan(Date.parse(r.to));
      }),
    );
  });
});
