// Server side of the gateway overview: the project's permissions, the overview and the series of the window in the
// URL, read at once (no permissions → data waterfall) with the signed-in user's token through the BFF's upstream, so
// the page arrives with its cards and its chart data. Any problem (no session, a token about to expire, an error, a
// slow platform) gives null and the client fetches as usual; a caller without the spend permission gets the detail
// alone, and the page shows its 403 state from it.
import 'server-only';
import type { GatewayInterval, GatewaySplit } from '@/lib/contract/types-gateway';
import type { GatewayOverviewPrefetch } from '@/lib/gateway/overview-prefetch';
import { resolveRange, type RangePreset } from '@/lib/gateway/ranges';
import { ApiError } from '@/lib/sdk';
import { getBff } from './context';
import { readProjectDetailForPage, serverPlatform, withinServerBudget } from './server-platform';

/** The overview's view as its URL gives it (the same parsers as the client: components/gateway/range-params.ts). */
export interface GatewayOverviewView {
  range: RangePreset;
  from: string;
  to: string;
  tz: string;
  interval: GatewayInterval | null;
  split: GatewaySplit;
}

const forbiddenAsNull = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return null;
  throw error;
};

async function read(projectId: string, view: GatewayOverviewView): Promise<GatewayOverviewPrefetch | null> {
  const platform = await serverPlatform();
  if (!platform) return null;
  const now = getBff().now();
  // Without `tz` in the URL the client may apply a zone remembered in the browser; then its window differs from this
  // one and it reads its own (the prefetch is used only for the same window).
  const resolved = resolveRange(view.range, view.from, view.to, view.tz || 'UTC', view.interval, now);
  const query = { from: resolved.from, to: resolved.to, tz: resolved.tz, interval: resolved.interval };
  const project = platform.project(projectId);
  // The detail is the gateway layout's read (one per request).
  const [detail, overview, series] = await Promise.all([
    readProjectDetailForPage(projectId).then((answer) => {
      if (answer.kind !== 'ok') throw new Error(`project detail: ${answer.kind}`);
      return answer.value;
    }),
    project.gateway.overview(undefined, query).catch(forbiddenAsNull),
    project.gateway.series({ ...query, split: view.split }).catch(forbiddenAsNull),
  ]);
  return { detail, query, split: view.split, overview, series, at: now };
}

export async function prefetchGatewayOverview(projectId: string, view: GatewayOverviewView): Promise<GatewayOverviewPrefetch | null> {
  try {
    return await withinServerBudget(read(projectId, view), null);
  } catch {
    return null;
  }
}
