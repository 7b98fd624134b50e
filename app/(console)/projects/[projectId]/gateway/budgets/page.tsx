import type { Metadata } from 'next';
import { GatewayBudgetsPage } from '@/components/gateway/budgets-page';
import { seedGatewayBudgets } from '@/lib/bff/seeds/gateway';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Gateway budgets' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // The budgets come with the HTML: the list does not replace a shorter placeholder after hydration.
  const seed = await seedGatewayBudgets(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <GatewayBudgetsPage projectId={projectId} />
    </QuerySeed>
  );
}
