'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketplaceKind } from '@/lib/contract/types-marketplace';
import { usePlatform } from './context';
import { projectKeys, repoKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export interface ItemFilters {
  search?: string;
  kind?: MarketplaceKind;
  offset?: number;
}

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

export const MARKETPLACE_PAGE = 12;

export function useMarketplaceItems(filters: ItemFilters) {
  const platform = usePlatform();
  return useQuery({
    queryKey: marketplaceKeys.items(filters),
    queryFn: ({ signal }) => platform.marketplace.items({ ...filters, search: filters.search || undefined, limit: MARKETPLACE_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedItems() {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.featured(), queryFn: ({ signal }) => platform.marketplace.featured(undefined, { signal }) });
}

export function useMarketplaces() {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.marketplaces(), queryFn: ({ signal }) => platform.marketplace.marketplaces(undefined, { signal }) });
}

export function useMarketplaceItem(id: string | null) {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.item(id ?? ''), queryFn: ({ signal }) => platform.marketplace.item(id!, undefined, { signal }), enabled: id !== null });
}

export function useMarketplaceFile(id: string, path: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: marketplaceKeys.file(id, path ?? ''),
    queryFn: ({ signal }) => platform.marketplace.itemFile(id, path!, undefined, { signal }),
    enabled: path !== null,
  });
}

export function useInstalledItems(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.installed(projectId), queryFn: ({ signal }) => platform.project(projectId).marketplace.list(undefined, { signal }) });
}

export function useMarketplaceUpdates(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.updates(projectId), queryFn: ({ signal }) => platform.project(projectId).marketplace.updates(undefined, { signal }) });
}

export function useInstallPreview(projectId: string, itemId: string | null, version?: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: marketplaceKeys.preview(projectId, itemId ?? '', version),
    queryFn: ({ signal }) => platform.project(projectId).marketplace.preview(itemId!, { version }, { signal }),
    enabled: itemId !== null,
  });
}

export function useMarketplaceSources() {
  const platform = usePlatform();
  return useQuery({ queryKey: marketplaceKeys.sources(), queryFn: ({ signal }) => platform.marketplace.sources.list(undefined, { signal }) });
}

// Installs, updates and removals are commits on the default branch: the project's installs, files, history and
// manifest views all read again.
const projectWrites = (projectId: string) => () => [marketplaceKeys.project(projectId), repoKeys.all(projectId)];

export function useInstallItem(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(({ itemId, version }: { itemId: string; version?: string }) => platform.project(projectId).marketplace.install(itemId, { version }), projectWrites(projectId));
}

export function useUpdateItem(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((name: string) => platform.project(projectId).marketplace.update(name), projectWrites(projectId));
}

export function useUpdateAllItems(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(() => platform.project(projectId).marketplace.updateAll(), projectWrites(projectId));
}

export function useRemoveItem(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((name: string) => platform.project(projectId).marketplace.remove(name), projectWrites(projectId));
}

export function useAddSource() {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { url: string; name?: string; account_id: string }) => platform.marketplace.sources.add(input), () => [marketplaceKeys.sources()]);
}

export function useRemoveSource() {
  const platform = usePlatform();
  return useInvalidatingMutation((sourceId: string) => platform.marketplace.sources.remove(sourceId), () => [marketplaceKeys.sources()]);
}
