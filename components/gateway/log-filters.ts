'use client';

import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import type { GatewayLogFilters } from '@/lib/sdk/react/gateway-analytics';

export const STATUS_FILTERS = ['ok', 'error', '4xx', '429', '5xx', 'timeout'] as const;

export const logFilterParsers = {
  model: parseAsString.withDefault(''),
  provider: parseAsString.withDefault(''),
  status: parseAsStringLiteral(STATUS_FILTERS),
  key: parseAsString.withDefault(''),
  agent: parseAsString.withDefault(''),
  session: parseAsString.withDefault(''),
  code: parseAsString.withDefault(''),
  q: parseAsString.withDefault(''),
};

/** The log filters in the URL, and the same as platform input (empty ones left out). */
export function useLogFilters() {
  const [f, setF] = useQueryStates(logFilterParsers, { throttleMs: 300 });
  const filters: GatewayLogFilters = Object.fromEntries(
    Object.entries({ model: f.model, provider: f.provider, status: f.status ?? undefined, keyId: f.key, agent: f.agent, sessionId: f.session, code: f.code, q: f.q.trim() }).filter(([, v]) => v),
  );
  return { f, setF, filters };
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
