import type { Metadata } from 'next';
import { ConnectorsPage } from '@/components/connectors/connectors-page';
import { seedConnectorsPage } from '@/lib/bff/seeds/connectors';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Connectors' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const seed = await seedConnectorsPage(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <ConnectorsPage projectId={projectId} />
    </QuerySeed>
  );
}
