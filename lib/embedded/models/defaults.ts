// Model defaults of the account, the project and each agent (Store.modelDefaults), and how the gateway resolves
// them: agent over project over account, else the routing policy's default model; the policy applies after.
import 'server-only';
import type { GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import type { EffectiveModel, ModelDefault, ModelDefaultScope, ModelPickerEntry } from '@/lib/contract/types-models';
import { resolveModel, type DefaultsByScope } from '@/lib/models/resolve';
import { GATEWAY_CATALOG, catalogModel } from '../gateway/catalog';
import { routingPolicyOf } from '../gateway/state';
import type { ProjectRecord, Store } from '../store';
import type { ModelDefaultRecord } from './records';

export type { ModelDefaultRecord } from './records';

/** The store key of one scope's default. */
export function modelDefaultKey(project: Pick<ProjectRecord, 'id' | 'account_id'>, scope: ModelDefaultScope, agent?: string | null): string {
  if (scope === 'account') return `account/${project.account_id}`;
  if (scope === 'project') return `project/${project.id}`;
  return `agent/${project.id}/${agent ?? ''}`;
}

export const toModelDefault = (r: ModelDefaultRecord): ModelDefault => ({ scope: r.scope, agent: r.agent, model: r.model, updatedAt: r.updated_at, updatedBy: r.updated_by });

export interface ProjectModelDefaults {
  account: ModelDefaultRecord | null;
  project: ModelDefaultRecord | null;
  agents: ModelDefaultRecord[];
}

export function modelDefaultsOf(store: Store, project: Pick<ProjectRecord, 'id' | 'account_id'>): ProjectModelDefaults {
  const agentPrefix = `agent/${project.id}/`;
  const agents = [...store.modelDefaults.entries()].filter(([key]) => key.startsWith(agentPrefix)).map(([, r]) => r);
  agents.sort((a, b) => (a.agent ?? '').localeCompare(b.agent ?? ''));
  return {
    account: store.modelDefaults.get(modelDefaultKey(project, 'account')) ?? null,
    project: store.modelDefaults.get(modelDefaultKey(project, 'project')) ?? null,
    agents,
  };
}

const byScope = (d: ProjectModelDefaults): DefaultsByScope => ({
  account: d.account?.model ?? null,
  project: d.project?.model ?? null,
  agents: Object.fromEntries(d.agents.map((r) => [r.agent ?? '', r.model])),
});

/** The model a request of `agent` (null: none) starts at in this project, and why. */
export function effectiveModel(store: Store, project: Pick<ProjectRecord, 'id' | 'account_id'>, agent: string | null, policy: GatewayRoutingPolicy = routingPolicyOf(store, project.id)): EffectiveModel {
  return resolveModel(byScope(modelDefaultsOf(store, project)), agent, policy.defaultModel, (m) => catalogModel(m) !== undefined);
}

/** The picker's rows: the catalog, marking the model a request without an agent starts at and the vision model. */
export function modelPickerOf(store: Store, project: Pick<ProjectRecord, 'id' | 'account_id'>): ModelPickerEntry[] {
  const policy = routingPolicyOf(store, project.id);
  const { model } = effectiveModel(store, project, null, policy);
  return GATEWAY_CATALOG.map((m) => ({ ...m, isDefault: m.id === model, isVisionDefault: m.id === policy.visionModel }));
}
