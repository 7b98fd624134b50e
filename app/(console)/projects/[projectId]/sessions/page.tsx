import type { Metadata } from 'next';
import { SessionList } from '@/components/sessions/session-list';
import { UrlState } from '@/components/url-state';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { seedSessionsPage } from '@/lib/bff/page-seed';

export const metadata: Metadata = { title: 'Sessions' };

type Props = { params: Promise<{ projectId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SessionsPage({ params, searchParams }: Props) {
  const { projectId } = await params;
  // The inventory needs a manager's permission; the seed of a user without it is simply refused and not used.
  const seed = await seedSessionsPage(projectId, (await searchParams).inventory === 'true' ? 'project' : 'mine');
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <SessionList projectId={projectId} seededAt={seed?.at} />
      </QuerySeed>
    </UrlState>
  );
}
