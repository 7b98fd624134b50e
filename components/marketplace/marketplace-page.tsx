'use client';

import { useMemo } from 'react';
import { useAccounts } from '@/lib/sdk/react/account-list';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useInstalledItems, useMarketplaceUpdates } from '@/lib/sdk/react/marketplace';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CatalogBrowser } from './catalog-browser';
import { InstalledList } from './installed-list';
import { LazyItemDetail } from './lazy-panels';
import { SourcesPanel } from './sources-panel';
import { MARKETPLACE_TABS, useMarketplaceUrl, type MarketplaceTab } from './url-state';

const TAB_LABELS: Record<MarketplaceTab, string> = { browse: 'Browse', installed: 'Installed', sources: 'Sources' };

/** The project's marketplace: browse and install, the installed items with their updates, and the sources. */
export function MarketplacePage({ projectId }: { projectId: string }) {
  const [url, setUrl] = useMarketplaceUrl();
  const detail = useProjectDetail(projectId);
  const installed = useInstalledItems(projectId);
  const updates = useMarketplaceUpdates(projectId);
  const accounts = useAccounts();
  const canWrite = detail.data?.permissions.includes('project.customize.write') ?? false;
  const accountId = detail.data?.account_id ?? null;
  const accountRole = accounts.data?.find((a) => a.id === accountId)?.role;
  const canManageSources = accountRole === 'owner' || accountRole === 'admin';
  const installedIds = useMemo(() => new Set((installed.data ?? []).map((i) => i.item_id)), [installed.data]);
  const updateCount = updates.data?.length ?? 0;

  return (
    <div className="flex max-w-5xl min-w-0 flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold">Marketplace</h1>
        <p className="text-sm text-fg-muted">Agents, skills, connectors, sandbox templates and apps. Installing one commits it to the default branch: its manifest entries merge into platform.yaml and its files are added.</p>
      </header>
      <Tabs value={url.tab} onValueChange={(tab) => void setUrl({ tab: tab as MarketplaceTab, item: null })}>
        <TabsList aria-label="Marketplace sections">
          {MARKETPLACE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {TAB_LABELS[tab]}
              {tab === 'installed' && updateCount > 0 ? ` (${updateCount} update${updateCount === 1 ? '' : 's'})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="browse" className="pt-4">
          {url.item ? (
            <LazyItemDetail
              projectId={projectId}
              itemId={url.item}
              canInstall={canWrite}
              installed={installed.data?.find((i) => i.item_id === url.item)}
              onBack={() => void setUrl({ item: null })}
            />
          ) : (
            <CatalogBrowser installedIds={installedIds} />
          )}
        </TabsContent>
        <TabsContent value="installed" className="pt-4">
          <InstalledList projectId={projectId} canWrite={canWrite} />
        </TabsContent>
        <TabsContent value="sources" className="pt-4">
          <SourcesPanel accountId={accountId} canManage={canManageSources} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
