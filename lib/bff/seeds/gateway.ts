// The gateway pages' first screens (budgets, errors, the logs' first page), read on the server under the keys of
// lib/sdk/react/gateway-analytics.ts. The gateway layout seeds the project's detail; these add each page's own data,
// so it is in the HTML instead of replacing a placeholder after hydration. The overview has its own prefetch
// (lib/bff/gateway-prefetch.ts). A caller without the permission gets a refusal, which seeds nothing.
import 'server-only';
import { resolveRange, type RangePreset } from '@/lib/gateway/ranges';
import type { GatewayInterval } from '@/lib/contract/types-gateway';
import { GATEWAY_LOG_PAGE } from '@/lib/gateway/log-page';
import type { GatewayLogFilters } from '@/lib/sdk/react/gateway-analytics';
import { gatewayKeys } from '@/lib/sdk/react/keys';
import { seed, type PageSeed } from '../page-seed';

/** A gateway page's window as its URL gives it (the parsers of components/gateway/range-params.ts). */
export interface GatewayRangeView {
  range: RangePreset;
  from: string;
  to: string;
  tz: string;
  interval: GatewayInterval | null;
}

/**
 * The window useGatewayRange resolves for the same URL, with `now` the clock the server renders with. Without `tz` in
 * the URL a browser that remembers a zone asks for its own window (after hydration), and reads it itself.
 */
export function gatewayRangeQuery(view: GatewayRangeView, now: number) {
  const resolved = resolveRange(view.range, view.from, view.to, view.tz || 'UTC', view.interval, now);
  return { from: resolved.from, to: resolved.to, tz: resolved.tz, interval: resolved.interval };
}

export function seedGatewayBudgets(projectId: string): Promise<PageSeed | null> {
  return seed(() => [[gatewayKeys.budgets(projectId), (p) => p.project(projectId).gateway.budgets()]]);
}

export function seedGatewayErrors(projectId: string, view: GatewayRangeView): Promise<PageSeed | null> {
  const query = gatewayRangeQuery(view, Date.now());
  return seed(() => [[gatewayKeys.aggregate(projectId, 'errors', query), (p) => p.project(projectId).gateway.errors(query)]]);
}

/** The logs' first page (the total and the rows a first screen shows) for the URL's window and filters, as useGatewayLogPages asks. */
export function seedGatewayLogs(projectId: string, view: GatewayRangeView, filters: GatewayLogFilters): Promise<PageSeed | null> {
  const query = { ...gatewayRangeQuery(view, Date.now()), ...filters };
  return seed(() => [[gatewayKeys.logs(projectId, { ...query, page: 0 }), (p) => p.project(projectId).gateway.logs({ ...query, offset: 0, limit: GATEWAY_LOG_PAGE })]]);
}
