'use client';

import { lazy, Suspense, useMemo } from 'react';
import { useNow } from '@/components/sessions/use-now';
import type { DeclaredObjectsSeed } from '@/lib/manifest/declared-objects-shape';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useSessions } from '@/lib/sdk/react/session-list';
import { sessionFigures } from '@/lib/sessions/list/overview';
import { OverviewAgents, OverviewPeople } from './overview-people-agents';
import { OverviewStats } from './overview-stats';
import { ProjectLifecycle } from './project-lifecycle';
import { RecentSessions } from './recent-sessions';

// The flags and their switches (Radix Switch) are a chunk of their own, rendered on the server and hydrated when it
// arrives (requested as soon as this module runs in the browser); React keeps the server's HTML of the flags until then.
const loadFeatureFlags = () => import('./feature-flags');
if (typeof window !== 'undefined') void loadFeatureFlags().catch(() => {});
const FeatureFlags = lazy(() => loadFeatureFlags().then((m) => ({ default: m.FeatureFlags })));

/**
 * `seededAt`: when the server read what it seeded (the clock starts there, so both renders agree); `declared`: the
 * agents the server parsed from the manifest it seeded.
 */
export function ProjectOverview({ projectId, seededAt, declared }: { projectId: string; seededAt?: number; declared?: DeclaredObjectsSeed | null }) {
  const detail = useProjectDetail(projectId);
  const sessions = useSessions(projectId);
  const now = Math.max(useNow(undefined, seededAt), sessions.dataUpdatedAt);
  const project = detail.data;
  const canCustomize = Boolean(project && project.permissions.includes('project.customize.write') && !project.archived);
  // Memoized: a new element before the flags' chunk is there (the clock's tick, a list refresh) would make React drop
  // their server HTML and show nothing until it arrives.
  const flags = useMemo(
    () =>
      project && (
        <Suspense fallback={null}>
          <FeatureFlags projectId={project.id} flags={project.features} canChange={canCustomize} />
        </Suspense>
      ),
    [project, canCustomize],
  );

  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  if (!project) {
    return (
      <div aria-busy="true" aria-label="Loading project" className="space-y-4">
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const figures = sessions.data ? sessionFigures(sessions.data, now) : null;
  return (
    <article aria-labelledby="project-title" className="flex flex-col gap-6">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="project-title" className="text-xl font-semibold">
            {project.name}
          </h1>
          <span className="rounded-full border border-border px-2 py-0.5 text-xs">{project.role ? `Your role: ${project.role}` : 'Access by permission'}</span>
        </div>
        <p className="mt-1 text-fg-muted">{project.description || 'No description.'}</p>
        <ProjectLifecycle project={project} />
      </header>
      <OverviewStats projectId={projectId} now={now} running={figures?.running ?? null} errors={figures?.errorsLast24h ?? null} sessions={project.counts.sessions} members={project.counts.members} access={project.counts.access} canReadSpend={project.permissions.includes('project.gateway.spend.read')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentSessions projectId={projectId} sessions={figures?.recent} error={sessions.error} onRetry={() => void sessions.refetch()} now={now} />
        <div className="flex flex-col gap-6">
          <OverviewAgents projectId={projectId} declared={declared} />
          <OverviewPeople projectId={projectId} total={project.counts.members} access={project.counts.access} canRead={project.permissions.includes('project.members.read')} />
        </div>
      </div>
      {flags}
    </article>
  );
}
