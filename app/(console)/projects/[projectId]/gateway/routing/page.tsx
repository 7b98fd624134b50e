import type { Metadata } from 'next';
import { RoutingPage } from '@/components/gateway/routing/routing-page';

export const metadata: Metadata = { title: 'Gateway routing' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <RoutingPage projectId={projectId} />;
}
