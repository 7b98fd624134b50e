import type { MarketplaceKind } from '@/lib/contract/types-marketplace';

export const KIND_LABELS: Record<MarketplaceKind, string> = {
  agent: 'Agent',
  skill: 'Skill',
  connector: 'Connector',
  sandbox_template: 'Sandbox template',
  app: 'App',
};

export const kindLabel = (kind: string): string => KIND_LABELS[kind as MarketplaceKind] ?? kind;
