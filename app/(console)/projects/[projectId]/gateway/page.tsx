import type { Metadata } from 'next';
import { GatewayOverviewPage } from '@/components/gateway/overview-page';

export const metadata: Metadata = { title: 'Gateway' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayOverviewPage projectId={projectId} />;
}
