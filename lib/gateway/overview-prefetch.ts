import type { ProjectDetail } from '@/lib/contract/types';
import type { GatewayOverview, GatewaySeries, GatewaySplit } from '@/lib/contract/types-gateway';
import type { GatewayRangeQuery } from '@/lib/sdk/react/gateway-analytics';

/** The gateway overview's first screen, read on the server (lib/bff/gateway-prefetch.ts). */
export interface GatewayOverviewPrefetch {
  /** The project's permissions, which decide between the figures and the 403 state. */
  detail: ProjectDetail;
  /** The window the figures were read for: the client uses them only while it asks for the same one. */
  query: GatewayRangeQuery;
  split: GatewaySplit;
  /** null: the caller may not read spend (the page shows why from `detail`). */
  overview: GatewayOverview | null;
  series: GatewaySeries | null;
  /** Epoch ms when the data was read. */
  at: number;
}
