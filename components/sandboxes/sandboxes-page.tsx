'use client';

import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { HealthPanel } from './health-panel';
import { ProviderPanel } from './provider-panel';
import { SharesPanel } from './shares-panel';
import { SnapshotsPanel } from './snapshots-panel';
import { TemplatesPanel } from './templates-panel';

/** A project's sandboxes: provider and health, templates with builds, snapshots, and shares of sandbox ports. */
export function SandboxesPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const canWrite = detail.data?.permissions.includes('project.write') ?? false;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold">Sandboxes</h1>
        <p className="text-sm text-fg-muted">Where this project’s agents run. Templates live in the manifest: changing one makes a commit on the default branch.</p>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProviderPanel projectId={projectId} canWrite={canWrite} />
        <HealthPanel projectId={projectId} />
      </div>
      <TemplatesPanel projectId={projectId} canWrite={canWrite} />
      <SnapshotsPanel projectId={projectId} canWrite={canWrite} />
      <SharesPanel projectId={projectId} />
    </div>
  );
}
