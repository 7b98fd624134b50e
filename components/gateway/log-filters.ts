'use client';

import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { logFilterParsersWith, logFiltersOf } from './log-filter-params';

export { STATUS_FILTERS } from './log-filter-params';

export const logFilterParsers = logFilterParsersWith({ parseAsString, parseAsStringLiteral });

/** The log filters in the URL, and the same as platform input (empty ones left out). */
export function useLogFilters() {
  const [f, setF] = useQueryStates(logFilterParsers, { throttleMs: 300 });
  return { f, setF, filters: logFiltersOf(f) };
}

/** A link to the logs with these filters (and the current range and zone). */
export function logsHref(projectId: string, filters: Partial<Record<keyof typeof logFilterParsers, string | null | undefined>>, range: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const name of ['range', 'from', 'to', 'tz', 'interval']) {
    const value = range.get(name);
    if (value) params.set(name, value);
  }
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `/projects/${projectId}/gateway/logs?${params}`;
}
