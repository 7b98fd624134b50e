import type { Metadata } from 'next';
import { UrlState } from '@/components/url-state';
import { ProjectAccessPage } from '@/components/access/project-access-page';

export const metadata: Metadata = { title: 'Access' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return (
    <UrlState>
      <ProjectAccessPage projectId={projectId} />
    </UrlState>
  );
}
