import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone, supportedTimeZones, timeZoneChoices } from '@/lib/contract/time-zone';

describe('timeZoneChoices', () => {
  it('puts the suggested zones first, once each, then every other zone the runtime knows', () => {
    const { suggested, others } = timeZoneChoices(['Europe/Berlin', 'UTC', 'Europe/Berlin', 'Not/AZone']);
    expect(suggested).toEqual(['Europe/Berlin', 'UTC']);
    expect(others).toContain('America/New_York');
    expect(others).not.toContain('UTC');
    expect(others).not.toContain('Europe/Berlin');
    expect(suggested.length + others.length).toBe(supportedTimeZones().length);
  });

  it('never throws and offers only valid zones', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(fc.string(), fc.constantFrom('UTC', 'Asia/Tokyo'), fc.anything())), fc.anything()), (input) => {
        const { suggested, others } = timeZoneChoices(input);
        expect([...suggested, ...others].every(isValidTimeZone)).toBe(true);
        expect(new Set([...suggested, ...others]).size).toBe(suggested.length + others.length);
      }),
      { numRuns: 50 },
    );
  });
});
