// The log filters' URL parameters, defined once for both sides (as range-params.ts does for the window): the logs page's
// hook builds them with `nuqs`, the server page that seeds the first rows with `nuqs/server`, so both ask the platform
// the same question for the same URL.
import type { parseAsString as ParseAsString, parseAsStringLiteral as ParseAsStringLiteral } from 'nuqs';
import type { GatewayLogFilters } from '@/lib/sdk/react/gateway-analytics';

export const STATUS_FILTERS = ['ok', 'error', '4xx', '429', '5xx', 'timeout'] as const;

interface ParserFactories {
  parseAsString: typeof ParseAsString;
  parseAsStringLiteral: typeof ParseAsStringLiteral;
}

export const logFilterParsersWith = ({ parseAsString, parseAsStringLiteral }: ParserFactories) => ({
  model: parseAsString.withDefault(''),
  provider: parseAsString.withDefault(''),
  status: parseAsStringLiteral(STATUS_FILTERS),
  key: parseAsString.withDefault(''),
  agent: parseAsString.withDefault(''),
  session: parseAsString.withDefault(''),
  code: parseAsString.withDefault(''),
  q: parseAsString.withDefault(''),
});

export interface LogFilterValues {
  model: string;
  provider: string;
  status: (typeof STATUS_FILTERS)[number] | null;
  key: string;
  agent: string;
  session: string;
  code: string;
  q: string;
}

/** The URL's filters as platform input, the empty ones left out. */
export function logFiltersOf(f: LogFilterValues): GatewayLogFilters {
  return Object.fromEntries(
    Object.entries({ model: f.model, provider: f.provider, status: f.status ?? undefined, keyId: f.key, agent: f.agent, sessionId: f.session, code: f.code, q: f.q.trim() }).filter(([, v]) => v),
  );
}
