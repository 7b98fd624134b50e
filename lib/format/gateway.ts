// Figures of the gateway pages. Pure; anything that is not a finite number gives '—'.

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whole counts with thousands separators: "100,000". */
export function formatCount(n: unknown): string {
  return finite(n) ? Math.round(n).toLocaleString('en-US') : '—';
}

/** Latency, one rule for the whole console (the playground and the logs alike). */
export { formatLatency } from './latency';

/** A rate 0–1 as a percentage: "2.3%", "0.04%", "0%". */
export function formatRate(rate: unknown): string {
  if (!finite(rate)) return '—';
  const pct = rate * 100;
  if (pct === 0) return '0%';
  return `${pct < 0.1 ? pct.toFixed(2) : pct < 10 ? pct.toFixed(1) : Math.round(pct)}%`;
}

/** The change from `previous` to `value` as "+4.3%" / "−12%", or null when there is nothing to compare with. */
export function formatChange(value: unknown, previous: unknown): string | null {
  if (!finite(value) || !finite(previous) || previous === 0) return null;
  const change = ((value - previous) / Math.abs(previous)) * 100;
  const magnitude = Math.abs(change);
  const text = magnitude < 10 ? magnitude.toFixed(1) : Math.round(magnitude).toString();
  return `${change >= 0 ? '+' : '−'}${text}%`;
}

// One formatter per style and zone: constructing an Intl.DateTimeFormat costs far more than formatting with it, and a
// logs page formats a time per row, the errors page one per bucket of every group. A zone the runtime refuses is kept as
// null (its times fall back to ISO). The cache is bounded, since a zone can come from a URL.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function zoned(style: 'day' | 'hour' | 'moment', tz: string): Intl.DateTimeFormat | null {
  const key = `${style}|${tz}`;
  let formatter = formatters.get(key);
  if (formatter !== undefined) return formatter;
  const options: Intl.DateTimeFormatOptions =
    style === 'day'
      ? { timeZone: tz, weekday: 'short', day: 'numeric', month: 'short' }
      : style === 'hour'
        ? { timeZone: tz, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { timeZone: tz, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
  try {
    formatter = new Intl.DateTimeFormat('en-GB', options);
  } catch {
    formatter = null;
  }
  if (formatters.size >= 64) formatters.clear();
  formatters.set(key, formatter);
  return formatter;
}

/** The start of a bucket in the reporting zone: "Mon 3 Nov" for a day, "3 Nov, 14:00" for an hour. */
export function formatBucket(iso: string, tz: string, interval: 'hour' | 'day'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return zoned(interval === 'day' ? 'day' : 'hour', tz)?.format(date) ?? date.toISOString();
}

/** A moment in the reporting zone, to the second: "3 Nov 2026, 14:05:09". */
export function formatInZone(iso: string, tz: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return zoned('moment', tz)?.format(date) ?? date.toISOString();
}
