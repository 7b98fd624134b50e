// The range presets of the gateway pages, resolved in the reporting zone: "last 7 days" is today and the 6 local
// days before it, ending at the next local midnight, exactly as the platform's default. Pure; never throws.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { isValidTimeZone } from '@/lib/contract/time-zone';
import type { GatewayInterval } from '@/lib/contract/types-gateway';

export const RANGE_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', custom: 'Custom dates' };
const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

export interface ResolvedRange {
  from: string;
  to: string;
  tz: string;
  interval: GatewayInterval;
  /** The local dates shown in a custom-range form: first and last day, inclusive (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(day: string, tz: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const t = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), tz).getTime();
  return Number.isFinite(t) ? t : null;
}

function localDay(t: number, tz: string): string {
  const d = new TZDate(t, tz);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The most buckets the platform answers (GATEWAY_MAX_BUCKETS); an hourly view longer than this falls back to daily. */
const MAX_HOURS = 1_000;

export function resolveRange(preset: RangePreset, firstDay: string, lastDay: string, zone: string, interval: GatewayInterval | null, now: number): ResolvedRange {
  const tz = isValidTimeZone(zone) ? zone : 'UTC';
  let from: number | null = null;
  let to: number | null = null;
  if (preset === 'custom') {
    from = localMidnight(firstDay, tz);
    const last = localMidnight(lastDay, tz);
    to = last === null ? null : addDays(new TZDate(last, tz), 1).getTime();
  }
  if (from === null || to === null || from >= to) {
    to = addDays(startOfDay(new TZDate(now, tz)), 1).getTime();
    from = addDays(new TZDate(to, tz), -PRESET_DAYS[preset === 'custom' ? '7d' : preset]).getTime();
  }
  const chosen = interval ?? (preset === 'today' ? 'hour' : 'day');
  const fits = (to - from) / 3_600_000 <= MAX_HOURS;
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    tz,
    interval: chosen === 'hour' && !fits ? 'day' : chosen,
    firstDay: localDay(from, tz),
    lastDay: localDay(to - 1, tz),
  };
}

// Read once: the gateway's range hook asks for it on every render (useSyncExternalStore's snapshot), and each reading
// builds two Intl formatters.
let browserZone: string | undefined;

/** The browser's own zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  if (browserZone !== undefined) return browserZone;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    browserZone = isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    browserZone = 'UTC';
  }
  return browserZone;
}
