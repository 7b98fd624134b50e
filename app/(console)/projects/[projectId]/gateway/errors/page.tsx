import type { Metadata } from 'next';
import { GatewayErrorsPage } from '@/components/gateway/errors-page';

export const metadata: Metadata = { title: 'Gateway errors' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayErrorsPage projectId={projectId} />;
}
