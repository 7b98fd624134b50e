import type { Metadata } from 'next';
import { prefetchGatewayOverview } from '@/lib/bff/gateway-prefetch';
import { GatewayOverviewPage } from '@/components/gateway/overview-page';
import { createLoader, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { overviewViewParsersWith, rangeParsersWith } from '@/components/gateway/range-params';

export const metadata: Metadata = { title: 'Gateway' };

const factories = { parseAsString, parseAsStringLiteral };
/** The overview's range and view from the URL, with the same parameters as the client's hooks. */
const loadOverviewParams = createLoader({ ...rangeParsersWith(factories), ...overviewViewParsersWith(factories) });

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { projectId } = await params;
  const view = loadOverviewParams(await searchParams);
  const initial = await prefetchGatewayOverview(projectId, view);
  return <GatewayOverviewPage projectId={projectId} initial={initial} />;
}
