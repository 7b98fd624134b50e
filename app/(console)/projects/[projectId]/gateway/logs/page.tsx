import type { Metadata } from 'next';
import { GatewayLogsPage } from '@/components/gateway/logs-page';

export const metadata: Metadata = { title: 'Gateway logs' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayLogsPage projectId={projectId} />;
}
