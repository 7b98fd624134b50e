import type { Metadata } from 'next';
import { createLoader, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { GatewayErrorsPage } from '@/components/gateway/errors-page';
import { rangeParsersWith } from '@/components/gateway/range-params';
import { seedGatewayErrors } from '@/lib/bff/seeds/gateway';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Gateway errors' };

/** The range from the URL, with the same parameters as the client's hook. */
const loadRangeParams = createLoader(rangeParsersWith({ parseAsString, parseAsStringLiteral }));

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { projectId } = await params;
  // The error groups come with the HTML (the page's largest paint), not after a fetch from the browser.
  const seed = await seedGatewayErrors(projectId, loadRangeParams(await searchParams));
  return (
    <QuerySeed state={seed?.state}>
      <GatewayErrorsPage projectId={projectId} />
    </QuerySeed>
  );
}
