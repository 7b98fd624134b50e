import type { Metadata } from 'next';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';
import { UrlState } from '@/components/url-state';

export const metadata: Metadata = { title: 'Marketplace' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return (
    <UrlState>
      <MarketplacePage projectId={projectId} />
    </UrlState>
  );
}
