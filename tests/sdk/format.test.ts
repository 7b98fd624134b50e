import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCost, formatDuration, formatTokens } from '@/lib/sdk/helpers';

describe('formatDuration', () => {
  it('1 s bound: 999 ms gives an empty string', () => {
    expect(formatDuration(999)).toBe('');
  });
  it('1 s bound: exactly 1000 ms gives "1s"', () => {
    expect(formatDuration(1000)).toBe('1s');
  });
  it('minutes and hours', () => {
    expect(formatDuration(59_999)).toBe('59s');
    expect(formatDuration(60_000)).toBe('1m');
    expect(formatDuration(185_000)).toBe('3m 5s');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(3_720_000)).toBe('1h 2m');
  });
  it('non-numbers, NaN and negatives give an empty string', () => {
    for (const v of [NaN, -5000, Infinity, '5000', undefined]) expect(formatDuration(v)).toBe('');
  });
});

describe('formatCost', () => {
  it.each([
    [0, '$0.00'],
    [0.00004, '<$0.0001'],
    [0.0042, '$0.0042'],
    [0.01, '$0.01'],
    [3.456, '$3.46'],
    [1234.5, '$1,234.50'],
    [-1, '$0.00'],
    [NaN, '$0.00'],
    // The figures of the issue: a turn, an empty session and the 2,000-turn session read by one rule.
    [0.0072, '$0.0072'],
    [106.34687999999994, '$106.35'],
  ])('%s → %s', (value, text) => {
    expect(formatCost(value)).toBe(text);
  });

  it('one rule for every amount: two decimals from a cent up (thousands grouped), four below, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: false }), fc.double({ min: 0, max: 1e7, noNaN: true }), fc.anything()), (value) => {
        const text = formatCost(value);
        expect(text).toMatch(/^(\$\d{1,3}(,\d{3})*\.\d{2}|\$0\.0\d{3}|<\$0\.0001)$/);
        if (typeof value === 'number' && value >= 0.01 && value < 1e7) expect(Math.abs(Number(text.slice(1).replaceAll(',', '')) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('formatTokens', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1k'],
    [1234, '1.2k'],
    [12_345, '12k'],
    [999_499, '999k'],
    [999_500, '1M'],
    [3_400_000, '3.4M'],
    [2_000_000_000, '2B'],
    [-3, '0'],
  ])('%s → %s', (value, text) => {
    expect(formatTokens(value)).toBe(text);
  });
});
