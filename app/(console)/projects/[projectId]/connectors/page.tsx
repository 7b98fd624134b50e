import type { Metadata } from 'next';
import { ConnectorsPage } from '@/components/connectors/connectors-page';

export const metadata: Metadata = { title: 'Connectors' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ConnectorsPage projectId={projectId} />;
}
