import type { Metadata } from 'next';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';

export const metadata: Metadata = { title: 'Marketplace' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <MarketplacePage projectId={projectId} />;
}
