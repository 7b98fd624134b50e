'use client';

import { MARKETPLACE_KINDS, type MarketplaceItemSummary } from '@/lib/contract/types-marketplace';
import { MARKETPLACE_PAGE, useFeaturedItems, useMarketplaceItems } from '@/lib/sdk/react/marketplace';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { KIND_LABELS, kindLabel } from './kinds';
import { useMarketplaceUrl } from './url-state';

function ItemCard({ item, installed, onOpen }: { item: MarketplaceItemSummary; installed: boolean; onOpen: () => void }) {
  return (
    <li data-item={item.id}>
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col gap-1 rounded-lg border border-border p-3 text-left hover:bg-bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-medium">{item.name}</span>
        <span className="text-xs text-fg-muted">{kindLabel(item.kind)} · {item.publisher} · {item.latest_version}{installed ? ' · installed' : ''}</span>
        <span className="text-sm">{item.summary}</span>
      </button>
    </li>
  );
}

/** Search, kind filters, featured items and a paged grid; opening an item puts its id in the URL. */
export function CatalogBrowser({ installedIds }: { installedIds: ReadonlySet<string> }) {
  const [url, setUrl] = useMarketplaceUrl();
  const offset = Math.max(0, (url.page - 1) * MARKETPLACE_PAGE);
  const items = useMarketplaceItems({ search: url.q.trim() || undefined, kind: url.kind ?? undefined, offset });
  const featured = useFeaturedItems();
  const filtered = url.q.trim() !== '' || url.kind !== null;
  const open = (id: string) => void setUrl({ item: id });
  const data = items.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor="marketplace-search" className="text-sm font-medium">Search the marketplace</label>
        <input
          id="marketplace-search"
          type="search"
          value={url.q}
          placeholder="Name, tag or kind"
          onChange={(e) => void setUrl({ q: e.target.value, page: null })}
          className="h-9 w-full max-w-md rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <div role="group" aria-label="Kind" className="flex flex-wrap gap-1">
          {[null, ...MARKETPLACE_KINDS].map((kind) => (
            <button
              key={kind ?? 'all'}
              type="button"
              aria-pressed={url.kind === kind}
              onClick={() => void setUrl({ kind, page: null })}
              className={cn('rounded-full border border-border px-3 py-1 text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', url.kind === kind && 'border-accent bg-bg-subtle font-semibold')}
            >
              {kind ? KIND_LABELS[kind] : 'All kinds'}
            </button>
          ))}
        </div>
      </div>
      {!filtered && url.page === 1 && (featured.data?.length ?? 0) > 0 && (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-2 text-sm font-semibold">Featured</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {featured.data!.map((item) => <ItemCard key={item.id} item={item} installed={installedIds.has(item.id)} onOpen={() => open(item.id)} />)}
          </ul>
        </section>
      )}
      <section aria-labelledby="catalog-heading" className="flex flex-col gap-2">
        <h2 id="catalog-heading" className="text-sm font-semibold">{filtered ? 'Results' : 'All items'}{data ? ` (${data.total})` : ''}</h2>
        {items.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : items.isError ? (
          <ErrorState error={items.error} onRetry={() => items.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title="No items match">Try another word, or clear the kind filter.</EmptyState>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-catalog-ready="true">
              {data.items.map((item) => <ItemCard key={item.id} item={item} installed={installedIds.has(item.id)} onOpen={() => open(item.id)} />)}
            </ul>
            {(data.offset > 0 || data.next_offset !== null) && (
              <nav aria-label="Pages" className="flex items-center gap-2 text-sm">
                <Button size="sm" disabled={data.offset === 0} onClick={() => void setUrl({ page: url.page - 1 })}>Previous</Button>
                <span>Page {url.page} of {Math.max(1, Math.ceil(data.total / MARKETPLACE_PAGE))}</span>
                <Button size="sm" disabled={data.next_offset === null} onClick={() => void setUrl({ page: url.page + 1 })}>Next</Button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
