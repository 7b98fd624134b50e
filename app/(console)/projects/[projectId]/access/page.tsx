import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { seedProjectDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { ProjectAccessPage } from '@/components/access/project-access-page';

export const metadata: Metadata = { title: 'Access' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Its header and tabs come with the HTML (the page's largest paint), not after a fetch from the browser.
  const seed = await seedProjectDetail(projectId);
  return (
    <UrlState>
      <QuerySeed state={seed?.state}>
        <ProjectAccessPage projectId={projectId} />
      </QuerySeed>
    </UrlState>
  );
}
