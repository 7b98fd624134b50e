import type { Metadata } from 'next';
import { createLoader, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { GatewayLogsPage } from '@/components/gateway/logs-page';
import { logFilterParsersWith, logFiltersOf } from '@/components/gateway/log-filter-params';
import { rangeParsersWith } from '@/components/gateway/range-params';
import { seedGatewayLogs } from '@/lib/bff/seeds/gateway';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Gateway logs' };

const factories = { parseAsString, parseAsStringLiteral };
/** The window and the filters from the URL, with the same parameters as the client's hooks. */
const loadRangeParams = createLoader(rangeParsersWith(factories));
const loadFilterParams = createLoader(logFilterParsersWith(factories));

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { projectId } = await params;
  const search = await searchParams;
  // The count and the first rows come with the HTML, not after a fetch from the browser.
  const seed = await seedGatewayLogs(projectId, loadRangeParams(search), logFiltersOf(loadFilterParams(search)));
  return (
    <QuerySeed state={seed?.state}>
      <GatewayLogsPage projectId={projectId} />
    </QuerySeed>
  );
}
