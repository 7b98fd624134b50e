import { formatDistanceStrict } from 'date-fns';
import { toDate } from './date';

// Kept apart from date.ts so that pages showing only absolute times do not load date-fns.

/** "5 minutes ago" relative to `now`. */
export function formatRelative(value: string | number | Date | null | undefined, now: number | Date = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  return formatDistanceStrict(date, now, { addSuffix: true });
}
