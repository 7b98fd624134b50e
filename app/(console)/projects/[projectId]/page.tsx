import type { Metadata } from 'next';
import { ProjectOverview } from '@/components/projects/project-overview';

export const metadata: Metadata = { title: 'Overview' };

export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectOverview projectId={projectId} />;
}
