import type { Metadata } from 'next';
import { SecretsPage } from '@/components/secrets/secrets-page';
import { seedProjectDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Secrets' };

/** The project's detail (the layout's cached read) seeds the page, so its header and form are in the HTML. */
export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const seed = await seedProjectDetail(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <SecretsPage projectId={projectId} />
    </QuerySeed>
  );
}
