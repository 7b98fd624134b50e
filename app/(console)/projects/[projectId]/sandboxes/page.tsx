import type { Metadata } from 'next';
import { SandboxesPage } from '@/components/sandboxes/sandboxes-page';
import { seedSandboxesPage } from '@/lib/bff/seeds/sandboxes';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Sandboxes' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Every panel's first data comes with the HTML: no placeholder is replaced (and the page shifted) after hydration.
  const seed = await seedSandboxesPage(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <SandboxesPage projectId={projectId} />
    </QuerySeed>
  );
}
