import 'server-only';
import type { FeatureFlag } from '@/lib/contract/types';
import { PlatformError } from './errors';
import { own } from './own';
import type { ProjectRecord, Store } from './store';

/** Flags the embedded platform knows, with their platform defaults. */
export const FEATURES: Record<string, { default: boolean; description: string }> = {
  connector_discover: { default: false, description: 'Connector discovery (experimental): browse connectors to add' },
  secrets_egress: { default: false, description: 'Egress-enforced secret exposure (experimental)' },
};

function changedBy(store: Store, principal: { type: 'user' | 'service_account'; id: string }): NonNullable<FeatureFlag['changed_by']> {
  const name = principal.type === 'user' ? store.users.get(principal.id)?.name : store.serviceAccounts.get(principal.id)?.name;
  return { ...principal, name: name ?? principal.id };
}

export function featureFlags(store: Store, project: ProjectRecord): FeatureFlag[] {
  return Object.entries(FEATURES).map(([feature, meta]) => {
    const override = own(project.features, feature) ?? null;
    const change = project.featureChanges ? own(project.featureChanges, feature) : undefined;
    return {
      feature,
      description: meta.description,
      override,
      default: meta.default,
      enabled: override ?? meta.default,
      changed_by: change ? changedBy(store, change.principal) : null,
      changed_at: change?.at ?? null,
    };
  });
}

export function isFeatureEnabled(project: ProjectRecord, feature: string): boolean {
  return own(project.features, feature) ?? own(FEATURES, feature)?.default ?? false;
}

export function requireFeature(project: ProjectRecord, feature: string): void {
  if (!isFeatureEnabled(project, feature)) {
    throw new PlatformError(403, 'feature_disabled', `The ${feature} feature is turned off for this project`, { feature });
  }
}
