import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, toDate } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';

describe('date formatting', () => {
  it('reads ISO strings, epoch milliseconds and Dates, and refuses invalid times', () => {
    expect(toDate('2026-01-15T09:00:00.000Z')?.getTime()).toBe(Date.UTC(2026, 0, 15, 9));
    expect(toDate(Date.UTC(2026, 0, 15))?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(toDate('not a date')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('formats in the given locale and the relative distance with a suffix', () => {
    expect(formatDateTime('2026-01-15T09:00:00.000Z', 'en-US')).toMatch(/Jan 15, 2026/);
    expect(formatRelative(Date.UTC(2026, 0, 15, 9, 0), Date.UTC(2026, 0, 15, 9, 5))).toBe('5 minutes ago');
    expect(formatRelative('garbage')).toBe('—');
  });

  it('keeps one formatter per locale: alternating locales each format as a fresh formatter would', () => {
    const at = Date.UTC(2026, 0, 15, 9, 30);
    for (const locale of ['en-US', 'de-DE', 'en-US', 'ja-JP', 'de-DE', undefined]) {
      expect(formatDateTime(at, locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at));
      expect(formatDate(at, locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at));
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.date({ noInvalidDate: false })), (value) => {
        expect(typeof formatDateTime(value as string)).toBe('string');
        expect(typeof formatDate(value as string)).toBe('string');
        expect(typeof formatRelative(value as string, 0)).toBe('string');
      }),
    );
  });
});
