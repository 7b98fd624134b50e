'use client';

import { ErrorState, Skeleton } from '@/components/ui/states';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { formatDateTime } from '@/lib/format/date';
import { FeatureFlags } from './feature-flags';
import { ProjectLifecycle } from './project-lifecycle';

export function ProjectOverview({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);

  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) {
    return (
      <div aria-busy="true" aria-label="Loading project" className="max-w-3xl space-y-3">
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const project = detail.data;
  const canCustomize = project.permissions.includes('project.customize.write') && !project.archived;
  return (
    <article aria-labelledby="project-title" className="max-w-3xl">
      <div className="flex items-center gap-3">
        <h1 id="project-title" className="text-xl font-semibold">
          {project.name}
        </h1>
        <span className="rounded-full border border-border px-2 py-0.5 text-xs" title="Your role in this project">
          {project.role ? `Your role: ${project.role}` : 'Access by permission'}
        </span>
      </div>
      <p className="mt-2 text-fg-muted">{project.description || 'No description.'}</p>
      <ProjectLifecycle project={project} />
      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-fg-muted">Created</dt>
          <dd>{formatDateTime(project.created_at)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Updated</dt>
          <dd>{formatDateTime(project.updated_at)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">People and service accounts with access</dt>
          <dd>{project.counts.members}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Sessions you can open</dt>
          <dd>{project.counts.sessions}</dd>
        </div>
      </dl>
      <FeatureFlags projectId={project.id} flags={project.features} canChange={canCustomize} />
    </article>
  );
}
