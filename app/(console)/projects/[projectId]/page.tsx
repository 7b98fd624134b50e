import type { Metadata } from 'next';
import { ProjectOverview } from '@/components/projects/project-overview';
import { scopeMetadata } from '@/lib/bff/scope-page';
import { seedProjectOverview } from '@/lib/bff/seeds/project';
import { readProjectForPage } from '@/lib/bff/server-platform';
import { QuerySeed } from '@/lib/sdk/react/query-seed';

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
  // Its figures, recent sessions, agents and people come with the HTML, not after fetches from the browser.
  const { seed, declared } = await seedProjectOverview(projectId);
  return (
    <QuerySeed state={seed?.state}>
      <ProjectOverview projectId={projectId} seededAt={seed?.at} declared={declared} />
    </QuerySeed>
  );
}
