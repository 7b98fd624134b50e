import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBucket, formatChange, formatCount, formatInZone, formatLatency, formatRate } from '@/lib/format/gateway';

describe('gateway formatters', () => {
  it('format figures', () => {
    expect(formatCount(100000)).toBe('100,000');
    expect(formatLatency(840)).toBe('840 ms');
    expect(formatLatency(1234)).toBe('1.2 s');
    expect(formatLatency(34_000)).toBe('34 s');
    expect(formatRate(0.023)).toBe('2.3%');
    expect(formatRate(0.0004)).toBe('0.04%');
    expect(formatRate(0)).toBe('0%');
    expect(formatChange(110, 100)).toBe('+10%');
    expect(formatChange(95.5, 100)).toBe('−4.5%');
    expect(formatChange(5, 0)).toBeNull();
    expect(formatBucket('2026-11-01T04:00:00.000Z', 'America/New_York', 'day')).toBe('Sun 1 Nov');
    expect(formatBucket('2026-11-01T13:00:00.000Z', 'Europe/Berlin', 'hour')).toBe('1 Nov, 14:00');
    expect(formatInZone('2026-11-01T13:00:05.000Z', 'UTC')).toBe('1 Nov 2026, 13:00:05');
  });

  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.string(), fc.string(), (a, b, iso, tz) => {
        for (const f of [formatCount, formatLatency, formatRate]) expect(typeof f(a)).toBe('string');
        formatChange(a, b);
        expect(typeof formatBucket(iso, tz, 'day')).toBe('string');
        expect(typeof formatInZone(iso, tz)).toBe('string');
      }),
    );
  });
});
