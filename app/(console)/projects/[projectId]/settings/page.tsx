import type { Metadata } from 'next';
import { ProjectSettingsPage } from '@/components/projects/project-settings-page';

export const metadata: Metadata = { title: 'Project settings' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectSettingsPage projectId={projectId} />;
}
