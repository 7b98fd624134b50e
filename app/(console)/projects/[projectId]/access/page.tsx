import type { Metadata } from 'next';
import { ProjectAccessPage } from '@/components/access/project-access-page';

export const metadata: Metadata = { title: 'Access' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectAccessPage projectId={projectId} />;
}
