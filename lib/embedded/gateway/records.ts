// Stored records of the gateway's mutable state (Store.gatewayKeys, gatewayBudgets, gatewayRouting).
import 'server-only';
import type { GatewayBudgetPeriod, GatewayBudgetScope, GatewayRoutingPolicy } from '@/lib/contract/types-gateway';

export interface GatewayKeyRecord {
  id: string;
  project_id: string;
  name: string;
  /** Shown so people can tell keys apart: `pgw_` and the first characters of the secret. */
  prefix: string;
  /** SHA-256 of the secret; null for seeded keys, whose secret nobody knows. */
  hash: string | null;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface GatewayBudgetRecord {
  id: string;
  project_id: string;
  scope: GatewayBudgetScope;
  /** Key id or agent name; null for the project scope. */
  target: string | null;
  period: GatewayBudgetPeriod;
  /** USD per period. */
  limit: number;
  /** Percent (1–100). */
  alert_threshold: number;
  tz: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface GatewayRoutingRecord {
  project_id: string;
  policy: GatewayRoutingPolicy;
  updated_at: string;
  updated_by: string | null;
}
