'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { repoKeys } from './keys';
import { MARKETPLACE_PAGE, marketplaceKeys, type ItemFilters } from './marketplace-keys';
import { useInvalidatingMutation } from './mutation';

export { MARKETPLACE_PAGE, marketplaceKeys, type ItemFilters };

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
