import 'server-only';
import { FRAGMENT_FILE, type Marketplace, type MarketplaceItem, type MarketplaceItemSummary } from '@/lib/contract/types-marketplace';
import { AGENT_ITEMS } from './agents';
import { CONNECTOR_ITEMS } from './connectors';
import { SKILL_ITEMS } from './skills';
import { APP_ITEMS, TEMPLATE_ITEMS } from './templates-apps';
import type { CatalogItem, CatalogVersion } from './types';

export type { CatalogItem, CatalogVersion } from './types';

/** The seeded catalog, sorted by name (the order lists answer in). */
export const CATALOG: readonly CatalogItem[] = [...AGENT_ITEMS, ...SKILL_ITEMS, ...CONNECTOR_ITEMS, ...TEMPLATE_ITEMS, ...APP_ITEMS].sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

const BY_ID = new Map(CATALOG.map((item) => [item.id, item]));

export const MARKETPLACES: readonly Omit<Marketplace, 'item_count'>[] = [
  { id: 'platform', name: 'Platform marketplace', description: 'Items built and kept up to date by the platform team.', url: null, official: true },
  { id: 'community', name: 'Community', description: 'Items shared by other teams, reviewed before listing.', url: null, official: false },
];

export const catalogItem = (id: string): CatalogItem | undefined => BY_ID.get(id);
export const latestOf = (item: CatalogItem): CatalogVersion => item.versions[item.versions.length - 1];
export const versionOf = (item: CatalogItem, version?: string): CatalogVersion | undefined =>
  version === undefined ? latestOf(item) : item.versions.find((v) => v.version === version);

export function summaryOf(item: CatalogItem): MarketplaceItemSummary {
  const { id, name, kind, summary, publisher, marketplace_id, tags, featured } = item;
  return { id, name, kind, summary, publisher, marketplace_id, latest_version: latestOf(item).version, tags, featured };
}

/** Every file of a version: its fragment first, then what an install adds to the repository, by path. */
export function filesOf(version: CatalogVersion): Array<[string, string]> {
  return [[FRAGMENT_FILE, version.fragment], ...Object.entries(version.files).sort(([a], [b]) => (a < b ? -1 : 1))];
}

export function detailOf(item: CatalogItem): MarketplaceItem {
  return {
    ...summaryOf(item),
    description: item.description,
    versions: item.versions.map(({ version, released_at, notes }) => ({ version, released_at, notes })),
    files: filesOf(latestOf(item)).map(([path, content]) => ({ path, size: Buffer.byteLength(content, 'utf8') })),
  };
}
