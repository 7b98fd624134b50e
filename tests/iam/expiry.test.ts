import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expiryFromChoice, expiryState } from '@/lib/iam/expiry';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('expiry', () => {
  it('reads none, expired, soon and active', () => {
    expect(expiryState(null, NOW)).toBe('none');
    expect(expiryState('2026-06-01T11:59:59Z', NOW)).toBe('expired');
    expect(expiryState('2026-06-02T12:00:00Z', NOW)).toBe('soon');
    expect(expiryState('2026-07-01T12:00:00Z', NOW)).toBe('active');
    expect(expiryState('not a date', NOW)).toBe('none');
    // An object without a prototype cannot become a string: Date.parse would throw on it.
    expect(expiryState(Object.create(null) as string, NOW)).toBe('none');
  });

  it('turns presets into future times and refuses a past custom date', () => {
    expect(expiryFromChoice({ kind: 'preset', id: '1h' }, NOW)).toEqual({ ok: true, value: '2026-06-01T13:00:00.000Z' });
    expect(expiryFromChoice({ kind: 'never' }, NOW)).toEqual({ ok: true, value: null });
    expect(expiryFromChoice({ kind: 'custom', value: '2026-05-01T00:00' }, NOW)).toMatchObject({ ok: false });
    expect(expiryFromChoice({ kind: 'custom', value: '' }, NOW)).toMatchObject({ ok: false });
  });

  it('never throws, and an accepted expiry is always in the future', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, custom) => {
        expect(['none', 'expired', 'soon', 'active']).toContain(expiryState(value as string, NOW));
        const result = expiryFromChoice({ kind: 'custom', value: custom }, NOW);
        if (result.ok && result.value) expect(Date.parse(result.value)).toBeGreaterThan(NOW);
      }),
    );
  });
});
