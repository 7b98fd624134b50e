/** A Date from an ISO string, epoch milliseconds or a Date; null when it is not a valid time. */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The ISO form for a `<time dateTime>` attribute, or undefined when the value is not a time a Date can hold. */
export function isoDateTime(value: string | number | Date | null | undefined): string | undefined {
  return toDate(value)?.toISOString();
}

// One formatter per locale and style: constructing an Intl.DateTimeFormat costs far more than formatting with it (each
// timeline row shows a time, and rows mount by the dozen while the reader scrolls fast).
const formats = new Map<string, Intl.DateTimeFormat>();

function format(value: string | number | Date | null | undefined, locale: string | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return '—';
  const key = `${locale ?? ''}|${options.dateStyle}|${options.timeStyle ?? ''}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

/** Absolute date and time in the user's own timezone and locale, e.g. "Jan 15, 2026, 10:00 AM". */
export function formatDateTime(value: string | number | Date | null | undefined, locale?: string): string {
  return format(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Absolute date alone, e.g. "Jan 15, 2026". */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  return format(value, locale, { dateStyle: 'medium' });
}
