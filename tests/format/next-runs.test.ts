import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInZone, nextRuns } from '@/lib/triggers/next-runs';

describe('nextRuns', () => {
  it('computes runs in the trigger’s time zone', () => {
    const from = new Date('2026-03-01T00:00:00Z');
    const [berlin] = nextRuns('0 3 * * *', 'Europe/Berlin', from);
    expect(berlin.toISOString()).toBe('2026-03-01T02:00:00.000Z');
    const [utc] = nextRuns('0 3 * * *', null, from);
    expect(utc.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(formatInZone(berlin, 'Europe/Berlin')).toContain('03:00');
  });

  it('never throws on bad expressions or zones', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (cron, zone) => {
        const runs = nextRuns(cron, zone, new Date('2026-01-01T00:00:00Z'));
        expect(Array.isArray(runs)).toBe(true);
        expect(typeof formatInZone(new Date(0), zone)).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});
