// Reads of the gateway's mutable state in the store, per project.
import 'server-only';
import type { GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import type { Store } from '../store';
import type { GatewayBudgetRecord, GatewayKeyRecord } from './records';

/** The platform's routing policy, in force until a project sets its own (and again after a reset). */
export const DEFAULT_ROUTING_POLICY: GatewayRoutingPolicy = {
  defaultModel: 'claude-sonnet-4-5',
  visionModel: 'gpt-5',
  fallbacks: ['gpt-5', 'gemini-2.5-pro'],
  fallbackOn: 'transient',
};

export const gatewayKeyId = (projectId: string, keyId: string) => `${projectId}/${keyId}`;

/** The project's keys, oldest first (revoked ones included). */
export function gatewayKeysOf(store: Store, projectId: string): GatewayKeyRecord[] {
  return [...store.gatewayKeys.values()].filter((k) => k.project_id === projectId).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function gatewayBudgetsOf(store: Store, projectId: string): GatewayBudgetRecord[] {
  return [...store.gatewayBudgets.values()].filter((b) => b.project_id === projectId).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function routingPolicyOf(store: Store, projectId: string): GatewayRoutingPolicy {
  return store.gatewayRouting.get(projectId)?.policy ?? DEFAULT_ROUTING_POLICY;
}
