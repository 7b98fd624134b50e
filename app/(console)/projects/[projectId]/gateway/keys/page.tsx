import type { Metadata } from 'next';
import { GatewayKeysPage } from '@/components/gateway/keys/gateway-keys-page';

export const metadata: Metadata = { title: 'Gateway keys' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayKeysPage projectId={projectId} />;
}
