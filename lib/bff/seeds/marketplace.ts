// The marketplace page's first screen, read on the server under the keys of lib/sdk/react/marketplace.ts: the open
// tab arrives with its items (the catalog grid, or the installed list), so no placeholder is replaced after hydration.
import 'server-only';
import type { MarketplaceKind } from '@/lib/contract/types-marketplace';
import { MARKETPLACE_PAGE, marketplaceKeys, type ItemFilters } from '@/lib/sdk/react/marketplace-keys';
import { seed, type Entry, type PageSeed } from '../page-seed';
import { projectDetailEntry } from './project-detail';

/** The page's view as its URL gives it (components/marketplace/url-params.ts). */
export interface MarketplaceView {
  tab: 'browse' | 'installed' | 'sources';
  q: string;
  kind: MarketplaceKind | null;
  page: number;
  item: string | null;
}

export function seedMarketplacePage(projectId: string, view: MarketplaceView): Promise<PageSeed | null> {
  return seed(() => {
    const entries: Entry[] = [
      projectDetailEntry(projectId),
      [marketplaceKeys.installed(projectId), (p) => p.project(projectId).marketplace.list()],
      [marketplaceKeys.updates(projectId), (p) => p.project(projectId).marketplace.updates()],
    ];
    if (view.tab === 'browse' && view.item === null) {
      // The same filters object as CatalogBrowser's, so the key is the one its hook asks for.
      const filters: ItemFilters = { search: view.q.trim() || undefined, kind: view.kind ?? undefined, offset: Math.max(0, (view.page - 1) * MARKETPLACE_PAGE) };
      entries.push([marketplaceKeys.items(filters), (p) => p.marketplace.items({ ...filters, limit: MARKETPLACE_PAGE })]);
      if (filters.search === undefined && filters.kind === undefined && view.page === 1) entries.push([marketplaceKeys.featured(), (p) => p.marketplace.featured()]);
    }
    return entries;
  });
}
