import type { Metadata } from 'next';
import { TriggersPage } from '@/components/triggers/triggers-page';
import { seedTriggersPage } from '@/lib/bff/seeds/triggers';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Triggers' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const seed = await seedTriggersPage(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <TriggersPage projectId={projectId} seededAt={seed?.at} />
    </QuerySeed>
  );
}
