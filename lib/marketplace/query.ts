import { MARKETPLACE_PAGE_DEFAULT, MARKETPLACE_PAGE_MAX, type MarketplaceItemPage, type MarketplaceItemSummary } from '@/lib/contract/types-marketplace';

export interface ItemQuery {
  search?: string;
  kind?: string;
  marketplace?: string;
  limit?: number;
  offset?: number;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the search appears in the item's name, id, summary, kind, publisher or tags. */
export function matchesSearch(item: MarketplaceItemSummary, search: string | undefined): boolean {
  const wanted = words(typeof search === 'string' ? search : '');
  if (wanted.length === 0) return true;
  const haystack = [item.name, item.id, item.summary, item.kind.replace('_', ' '), item.publisher, ...item.tags].join(' ').toLowerCase();
  return wanted.every((word) => haystack.includes(word));
}

const wholeNumber = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;

/** One page of the items that match; a bad limit or offset falls back to the defaults (never throws). */
export function queryItems(items: readonly MarketplaceItemSummary[], query: ItemQuery = {}): MarketplaceItemPage {
  const matching = items.filter(
    (item) =>
      (!query.kind || item.kind === query.kind) &&
      (!query.marketplace || item.marketplace_id === query.marketplace) &&
      matchesSearch(item, query.search),
  );
  const limit = wholeNumber(query.limit, MARKETPLACE_PAGE_DEFAULT, 1, MARKETPLACE_PAGE_MAX);
  const offset = wholeNumber(query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const page = matching.slice(offset, offset + limit);
  const next = offset + page.length;
  return { items: page, total: matching.length, limit, offset, next_offset: next < matching.length ? next : null };
}
