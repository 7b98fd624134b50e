import type { Metadata } from 'next';
import { GatewayBudgetsPage } from '@/components/gateway/budgets-page';

export const metadata: Metadata = { title: 'Gateway budgets' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <GatewayBudgetsPage projectId={projectId} />;
}
