'use client';

import { hashKey, keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { GatewayBudgetPeriod, GatewayBudgetScope, GatewayDimension, GatewayInterval, GatewayOverview, GatewaySeries, GatewaySplit, GatewayStatusClass } from '@/lib/contract/types-gateway';
import { usePlatform } from './context';
import { gatewayKeys } from './keys';
import { useInvalidatingMutation } from './mutation';
import { GATEWAY_LOG_PAGE } from '@/lib/gateway/log-page';

/** The window and reporting zone every analytics read takes. */
export interface GatewayRangeQuery {
  from: string;
  to: string;
  tz: string;
  interval: GatewayInterval;
}

export interface GatewayLogFilters {
  model?: string;
  provider?: string;
  status?: GatewayStatusClass | 'error';
  keyId?: string;
  agent?: string;
  sessionId?: string;
  code?: string;
  q?: string;
}

export type GatewayQuery = GatewayRangeQuery & GatewayLogFilters;

/** Rows per page of the log table (each page is its own query, so the table can jump anywhere in the range). */
export { GATEWAY_LOG_PAGE };

/** An answer read on the server for the first render, with the query it answers: used only while the hook asks the same. */
export interface GatewayInitial<T> {
  query: object;
  data: T;
  at: number;
}

const initialFor = <T,>(initial: GatewayInitial<T> | undefined, query: object) =>
  initial && hashKey([initial.query]) === hashKey([query]) ? { initialData: initial.data, initialDataUpdatedAt: initial.at } : {};

export function useGatewayOverview(projectId: string, query: GatewayQuery, enabled = true, initial?: GatewayInitial<GatewayOverview>) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'overview', query),
    queryFn: ({ signal }) => platform.project(projectId).gateway.overview(undefined, query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    ...initialFor(initial, query),
  });
}

export function useGatewaySeries(projectId: string, query: GatewayQuery & { split?: GatewaySplit }, enabled = true, initial?: GatewayInitial<GatewaySeries>) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'series', query),
    queryFn: ({ signal }) => platform.project(projectId).gateway.series(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    ...initialFor(initial, query),
  });
}

export function useGatewayBreakdown(projectId: string, query: GatewayQuery & { by: GatewayDimension }, enabled = true) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'breakdown', query),
    queryFn: ({ signal }) => platform.project(projectId).gateway.breakdown(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useGatewayErrors(projectId: string, query: GatewayQuery, enabled = true) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'errors', query),
    queryFn: ({ signal }) => platform.project(projectId).gateway.errors(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The log pages covering rows [first, last] of the filter (newest first); page 0 also gives the total. */
export function useGatewayLogPages(projectId: string, query: GatewayQuery, first: number, last: number, enabled = true) {
  const platform = usePlatform();
  const pages = new Set<number>([0]);
  for (let p = Math.floor(Math.max(0, first) / GATEWAY_LOG_PAGE); p <= Math.floor(Math.max(0, last) / GATEWAY_LOG_PAGE); p++) pages.add(p);
  const list = [...pages];
  const results = useQueries({
    queries: list.map((page) => ({
      queryKey: gatewayKeys.logs(projectId, { ...query, page }),
      queryFn: ({ signal }: { signal: AbortSignal }) => platform.project(projectId).gateway.logs({ ...query, offset: page * GATEWAY_LOG_PAGE, limit: GATEWAY_LOG_PAGE }, { signal }),
      enabled,
      staleTime: 60_000,
    })),
  });
  return { pages: list.map((page, i) => ({ page, result: results[i] })), first: results[0] };
}

export function useGatewayLog(projectId: string, logId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.log(projectId, logId ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).gateway.log(logId!, undefined, { signal }),
    enabled: logId !== null,
  });
}

export function useGatewayBudgets(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: gatewayKeys.budgets(projectId), queryFn: ({ signal }) => platform.project(projectId).gateway.budgets(undefined, { signal }), enabled });
}

export interface GatewayBudgetDraft {
  scope: GatewayBudgetScope;
  target?: string | null;
  period: GatewayBudgetPeriod;
  limit: number;
  alertThreshold?: number;
  tz?: string;
}

export function useSetGatewayBudget(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((draft: GatewayBudgetDraft) => platform.project(projectId).gateway.setBudget(draft), () => [gatewayKeys.budgets(projectId)]);
}

export function useDeleteGatewayBudget(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((budgetId: string) => platform.project(projectId).gateway.deleteBudget(budgetId), () => [gatewayKeys.budgets(projectId)]);
}

/** The BFF path of the streamed CSV export of every log the filter matches (a plain download link). */
export function gatewayLogsExportHref(projectId: string, query: GatewayQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && key !== 'interval') params.set(key, String(value));
  return `/v1/projects/${encodeURIComponent(projectId)}/gateway/logs/export?${params}`;
}
