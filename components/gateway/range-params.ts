// The URL parameters of the gateway pages, defined once for both sides: the client hooks build them with `nuqs`, the
// server page that prefetches the overview with `nuqs/server` (its loader), so both read the same window from the
// same URL. Taking the parser factories as an argument keeps a second copy of nuqs' parsers out of the client bundle.
import type { parseAsString as ParseAsString, parseAsStringLiteral as ParseAsStringLiteral } from 'nuqs';
import { RANGE_PRESETS } from '@/lib/gateway/ranges';

interface ParserFactories {
  parseAsString: typeof ParseAsString;
  parseAsStringLiteral: typeof ParseAsStringLiteral;
}

export const rangeParsersWith = ({ parseAsString, parseAsStringLiteral }: ParserFactories) => ({
  range: parseAsStringLiteral(RANGE_PRESETS).withDefault('7d'),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  tz: parseAsString.withDefault(''),
  interval: parseAsStringLiteral(['hour', 'day'] as const),
});

export const overviewViewParsersWith = ({ parseAsStringLiteral }: ParserFactories) => ({
  split: parseAsStringLiteral(['model', 'provider'] as const).withDefault('provider'),
  scale: parseAsStringLiteral(['linear', 'log'] as const).withDefault('linear'),
});
