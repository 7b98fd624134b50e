// The marketplace query keys, apart from the hooks so server pages can seed the cache under them (the hooks module is a
// client module, whose exports a server component cannot call).
import type { MarketplaceKind } from '@/lib/contract/types-marketplace';
import { projectKeys } from './keys';

export interface ItemFilters {
  search?: string;
  kind?: MarketplaceKind;
  offset?: number;
}

/** Items per page of the catalog. */
export const MARKETPLACE_PAGE = 12;

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  items: (filters: ItemFilters) => [...marketplaceKeys.all, 'items', filters] as const,
  item: (id: string) => [...marketplaceKeys.all, 'item', id] as const,
  file: (id: string, path: string) => [...marketplaceKeys.item(id), 'file', path] as const,
  featured: () => [...marketplaceKeys.all, 'featured'] as const,
  marketplaces: () => [...marketplaceKeys.all, 'marketplaces'] as const,
  sources: () => [...marketplaceKeys.all, 'sources'] as const,
  /** A project's installs: under the project, so its other views (repo, manifest) refresh with it. */
  project: (projectId: string) => [...projectKeys.detail(projectId), 'marketplace'] as const,
  installed: (projectId: string) => [...marketplaceKeys.project(projectId), 'installed'] as const,
  updates: (projectId: string) => [...marketplaceKeys.project(projectId), 'updates'] as const,
  preview: (projectId: string, itemId: string, version?: string) => [...marketplaceKeys.project(projectId), 'preview', itemId, version ?? 'latest'] as const,
};
