import type { Metadata } from 'next';
import { ProjectOverview } from '@/components/projects/project-overview';
import { scopeMetadata } from '@/lib/bff/scope-page';
import { readProjectForPage } from '@/lib/bff/server-platform';

type Params = { params: Promise<{ projectId: string }> };

// The overview is the project layout's own segment, so the layout's title template does not reach it: a project the
// user may not open names itself here ("No access"), or the client would put "Overview" on the 403 after hydration.
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { projectId } = await params;
  const read = await readProjectForPage(projectId);
  return read.kind === 'forbidden' || read.kind === 'missing' ? scopeMetadata(read, projectId) : { title: 'Overview' };
}

export default async function ProjectPage({ params }: Params) {
  const { projectId } = await params;
  return <ProjectOverview projectId={projectId} />;
}
