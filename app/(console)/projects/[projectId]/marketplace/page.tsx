import type { Metadata } from 'next';
import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';
import { marketplaceParsersWith } from '@/components/marketplace/url-params';
import { UrlState } from '@/components/url-state';
import { seedMarketplacePage } from '@/lib/bff/seeds/marketplace';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Marketplace' };

/** The tab, search, kind and page from the URL, with the same parameters as the page's hook. */
const loadMarketplaceParams = createLoader(marketplaceParsersWith({ parseAsInteger, parseAsString, parseAsStringLiteral }));

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { projectId } = await params;
  // The open tab's items come with the HTML: the grid does not replace a shorter placeholder after hydration.
  const seed = await seedMarketplacePage(projectId, loadMarketplaceParams(await searchParams));
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <MarketplacePage projectId={projectId} />
      </QuerySeed>
    </UrlState>
  );
}
