import { formatDistanceStrict, isValid, parseISO } from 'date-fns';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** Absolute date and time in the user's own timezone and locale, e.g. "Jan 15, 2026, 10:00 AM". */
export function formatDateTime(value: string | number | Date | null | undefined, locale?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "5 minutes ago" relative to `now`. */
export function formatRelative(value: string | number | Date | null | undefined, now: number | Date = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  return formatDistanceStrict(date, now, { addSuffix: true });
}
