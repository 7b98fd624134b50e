// The URL parameters of the gateway pages, shared by the client hooks and the server page that prefetches the overview
// (from `nuqs/server`, which both sides can import), so both read the same window from the same URL.
import { createLoader, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { RANGE_PRESETS } from '@/lib/gateway/ranges';

export const rangeParsers = {
  range: parseAsStringLiteral(RANGE_PRESETS).withDefault('7d'),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  tz: parseAsString.withDefault(''),
  interval: parseAsStringLiteral(['hour', 'day'] as const),
};

export const overviewViewParsers = {
  split: parseAsStringLiteral(['model', 'provider'] as const).withDefault('provider'),
  scale: parseAsStringLiteral(['linear', 'log'] as const).withDefault('linear'),
};

/** The overview's range and view from a page's `searchParams` (on the server). */
export const loadOverviewParams = createLoader({ ...rangeParsers, ...overviewViewParsers });
