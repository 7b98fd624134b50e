import type { Metadata } from 'next';
import { prefetchGatewayOverview } from '@/lib/bff/gateway-prefetch';
import { GatewayOverviewPage } from '@/components/gateway/overview-page';
import { loadOverviewParams } from '@/components/gateway/range-params';

export const metadata: Metadata = { title: 'Gateway' };

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { projectId } = await params;
  const view = loadOverviewParams(await searchParams);
  const initial = await prefetchGatewayOverview(projectId, view);
  return <GatewayOverviewPage projectId={projectId} initial={initial} />;
}
