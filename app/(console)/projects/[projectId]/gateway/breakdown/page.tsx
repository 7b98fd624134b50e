import type { Metadata } from 'next';
import { GatewayBreakdownPage } from '@/components/gateway/breakdown-page';

export const metadata: Metadata = { title: 'Gateway breakdown' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayBreakdownPage projectId={projectId} />;
}
