import type { Metadata } from 'next';
import { ProjectSettingsPage } from '@/components/projects/project-settings-page';
import { seedProjectDetail } from '@/lib/bff/page-seed';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

export const metadata: Metadata = { title: 'Project settings' };

/** The project's detail (the layout's cached read) seeds the page, so its sections are in the HTML. */
export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const seed = await seedProjectDetail(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <ProjectSettingsPage projectId={projectId} />
    </QuerySeed>
  );
}
