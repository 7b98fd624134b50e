import type { Metadata } from 'next';
import { PoliciesPage } from '@/components/connectors/policies-page';
import { seedPoliciesPage } from '@/lib/bff/seeds/connectors';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Tool policies' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // The rules and their effect come with the HTML, not after three reads in a row from the browser.
  const seed = await seedPoliciesPage(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <PoliciesPage projectId={projectId} />
    </QuerySeed>
  );
}
