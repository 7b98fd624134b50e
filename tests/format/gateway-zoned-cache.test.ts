// The gateway's zoned formatters are cached per style and zone: the cached answers are the ones a fresh formatter gives,
// a zone the runtime refuses falls back to ISO every time, and nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBucket, formatInZone } from '@/lib/format/gateway';

const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Not/AZone', '', 'utc'];
const fresh = (iso: string, options: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
};

describe('gateway zoned formatters', () => {
  it('give what a fresh formatter gives, for any time and zone, in any order of calls', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(...ZONES), (date, tz) => {
        const iso = date.toISOString();
        expect(formatInZone(iso, tz)).toBe(fresh(iso, { timeZone: tz, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }));
        expect(formatBucket(iso, tz, 'day')).toBe(fresh(iso, { timeZone: tz, weekday: 'short', day: 'numeric', month: 'short' }));
        expect(formatBucket(iso, tz, 'hour')).toBe(fresh(iso, { timeZone: tz, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
      }),
    );
  });

  it('never throw on malformed input, more zones than the cache holds included', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (iso, tz) => {
        expect(typeof formatInZone(iso, tz)).toBe('string');
        expect(typeof formatBucket(iso, tz, 'day')).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect(formatInZone('not a time', 'UTC')).toBe('—');
  });
});
