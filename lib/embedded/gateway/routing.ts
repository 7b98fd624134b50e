// The routing policy of a project on the platform: validated against the catalog, stored, reset, previewed.
import 'server-only';
import type { EffectiveModel } from '@/lib/contract/types-models';
import type { GatewayRouting, GatewayRoutingPolicy, GatewayRoutingPreview } from '@/lib/contract/types-gateway';
import { validateRoutingPolicy } from '@/lib/gateway/routing-policy';
import { previewRoute, type SimulatedFailures } from '@/lib/gateway/routing-preview';
import { badRequest } from '../errors';
import type { Store } from '../store';
import { GATEWAY_CATALOG } from './catalog';
import { routingPolicyOf } from './state';

export function routingOf(store: Store, projectId: string): GatewayRouting {
  const record = store.gatewayRouting.get(projectId);
  return { policy: routingPolicyOf(store, projectId), isDefault: !record, updatedAt: record?.updated_at ?? null, updatedBy: record?.updated_by ?? null };
}

/** The policy, or 400 `invalid_routing_policy` listing every bad field with its path (the first one also in `path`). */
export function checkedPolicy(input: unknown, at: string[] = []): GatewayRoutingPolicy {
  const check = validateRoutingPolicy(input, GATEWAY_CATALOG);
  if (check.ok) return check.policy;
  const issues = check.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] }));
  const [first] = issues;
  throw badRequest('invalid_routing_policy', `${first.path.join('.') || 'policy'}: ${first.message}`, { path: first.path, issues });
}

/** The text chain starts at the model default (lib/models/resolve.ts); image requests start at the vision model. */
export function previewPolicy(policy: GatewayRoutingPolicy, modelDefault: EffectiveModel, failures: SimulatedFailures = {}): GatewayRoutingPreview {
  return {
    policy,
    modelDefault,
    text: previewRoute(policy, failures, GATEWAY_CATALOG, 'text', modelDefault.model || undefined),
    vision: previewRoute(policy, failures, GATEWAY_CATALOG, 'vision'),
  };
}
