// Resolves an analytics input to an exact window and its buckets in the reporting zone. Day buckets start at local
// midnight (so a DST day has 23 or 25 hours); hour buckets at the local hour.
import 'server-only';
import { TZDate } from '@date-fns/tz';
import { addDays, addHours, startOfDay, startOfHour } from 'date-fns';
import { GATEWAY_MAX_BUCKETS, GATEWAY_MAX_RANGE_DAYS } from '@/lib/contract/ops/project-gateway';
import type { GatewayInterval, GatewayRange } from '@/lib/contract/types-gateway';
import { badRequest } from '../errors';

export interface Window {
  from: number;
  to: number;
  interval: GatewayInterval;
  tz: string;
}

export const DEFAULT_DAYS = 7;
const DAY = 86_400_000;

/** Local midnight that starts the day containing `t` in `tz`. */
export const localDayStart = (t: number, tz: string) => startOfDay(new TZDate(t, tz)).getTime();
/** `days` local days after `t` (a local midnight stays a local midnight across DST). */
export const addLocalDays = (t: number, days: number, tz: string) => addDays(new TZDate(t, tz), days).getTime();

/**
 * Fills in the defaults: the window ends at the next local midnight after `now` and covers `days` (7) local days;
 * either bound may be given alone. Answers 400 with the field to fix when the window is empty or too long.
 */
export function resolveWindow(input: { from?: string; to?: string; interval?: GatewayInterval; tz?: string; days?: number }, now: number): Window {
  const tz = input.tz ?? 'UTC';
  const interval = input.interval ?? 'day';
  const days = input.days ?? DEFAULT_DAYS;
  const to = input.to ? Date.parse(input.to) : input.from ? addLocalDays(localDayStart(Date.parse(input.from), tz), days, tz) : addLocalDays(localDayStart(now, tz), 1, tz);
  const from = input.from ? Date.parse(input.from) : addLocalDays(localDayStart(to - 1, tz), -(days - 1), tz);
  if (!(from < to)) throw badRequest('invalid_range', 'The end of the range must come after its start', { field: 'to' });
  if (to - from > GATEWAY_MAX_RANGE_DAYS * DAY + 2 * 3_600_000) throw badRequest('invalid_range', `A range covers at most ${GATEWAY_MAX_RANGE_DAYS} days`, { field: 'from' });
  return { from, to, interval, tz };
}

/** The previous period: the same length, ending where this one starts. */
export const previousWindow = (w: Window): Window => ({ ...w, from: w.from - (w.to - w.from), to: w.from });

/** Bucket starts: the first is the start of the local day (or hour) containing `from`; the last starts before `to`. */
export function bucketStarts(w: Window): number[] {
  const starts: number[] = [];
  let t = w.interval === 'day' ? localDayStart(w.from, w.tz) : startOfHour(new TZDate(w.from, w.tz)).getTime();
  while (t < w.to) {
    starts.push(t);
    if (starts.length > GATEWAY_MAX_BUCKETS) {
      throw badRequest('too_many_buckets', `At most ${GATEWAY_MAX_BUCKETS} buckets: use a daily interval or a shorter range`, { field: 'interval' });
    }
    const next = w.interval === 'day' ? addDays(new TZDate(t, w.tz), 1).getTime() : addHours(new TZDate(t, w.tz), 1).getTime();
    t = next > t ? next : t + 3_600_000;
  }
  return starts;
}

export function wireRange(w: Window): GatewayRange {
  return { from: new Date(w.from).toISOString(), to: new Date(w.to).toISOString(), interval: w.interval, tz: w.tz };
}
