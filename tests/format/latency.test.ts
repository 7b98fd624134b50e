import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLatency } from '@/lib/format/latency';

describe('formatLatency', () => {
  it('picks a unit by size', () => {
    expect([formatLatency(0), formatLatency(849.6), formatLatency(1_250), formatLatency(9_999), formatLatency(12_400), formatLatency(185_000)]).toEqual(['0 ms', '850 ms', '1.2 s', '9.9 s', '12 s', '3m 5s']);
    expect([formatLatency(null), formatLatency(-1), formatLatency(Number.NaN), formatLatency('5')]).toEqual(['—', '—', '—', '—']);
  });

  it('never throws and never gives an empty string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.anything()), (value) => {
        expect(formatLatency(value).length).toBeGreaterThan(0);
      }),
    );
  });
});
