import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { seedProjectAccess } from '@/lib/bff/seeds/project-access';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { ProjectAccessPage } from '@/components/access/project-access-page';

export const metadata: Metadata = { title: 'Access' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Its header, tabs and lists come with the HTML (the page's largest paint), not after fetches from the browser.
  const seed = await seedProjectAccess(projectId);
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <ProjectAccessPage projectId={projectId} />
      </QuerySeed>
    </UrlState>
  );
}
