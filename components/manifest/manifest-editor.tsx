'use client';

import { useState } from 'react';
import type { Commit } from '@/lib/contract/types-repo';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { defaultManifestFilename } from '@/lib/manifest/filename';
import type { ManifestPrefetch } from '@/lib/manifest/editor/prefetch';
import type { ManifestCheck } from './use-manifest-checker';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useRepoFile, useRepoFiles } from '@/lib/sdk/react/repo-files';
import { ManifestWorkspace } from './manifest-workspace';

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the manifest" className="space-y-3">
      <Skeleton className="h-7 w-1/4" />
      <Skeleton className="h-[calc(100dvh-14rem)] min-h-[24rem] w-full" />
    </div>
  );
}

/**
 * The manifest editor page: finds platform.yaml (or the legacy platform.toml), then edits it. `initial` is the
 * first screen read on the server, so the text is in the page's HTML.
 */
export function ManifestEditor({ projectId, initial = null, initialCheck = null }: { projectId: string; initial?: ManifestPrefetch | null; initialCheck?: ManifestCheck | null }) {
  const detail = useProjectDetail(projectId, true, initial ? { data: initial.detail, at: initial.at } : undefined);
  const files = useRepoFiles(projectId, true, initial ? { data: initial.files, at: initial.at } : undefined);
  const path = files.data ? defaultManifestFilename(files.data.filter((f) => f.type === 'file').map((f) => f.path)) : null;
  const file = useRepoFile(projectId, path, undefined, initial ? { data: initial.file, at: initial.at } : undefined);
  const [committed, setCommitted] = useState<Commit | null>(null);

  const error = detail.error ?? files.error ?? file.error;
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          void detail.refetch();
          void files.refetch();
          if (path) void file.refetch();
        }}
      />
    );
  }
  if (!detail.data || !files.data) return <Loading />;
  if (!path) {
    return (
      <div className="max-w-2xl space-y-4">
        <h1 className="text-xl font-semibold">Manifest</h1>
        <EmptyState title="This project has no manifest yet">
          The manifest is the file <code>platform.yaml</code> at the root of the project&apos;s repository (older projects use <code>platform.toml</code>). It
          declares the default agent, agents, connectors, triggers, sandbox templates and apps. Add one to the repository through a change request and it
          appears here.
        </EmptyState>
      </div>
    );
  }
  if (!file.data) return <Loading />;
  return (
    <ManifestWorkspace
      key={`${path}@${file.data.sha}`}
      projectId={projectId}
      file={file.data}
      permissions={detail.data.permissions}
      initialCheck={initialCheck}
      refreshFile={() => void file.refetch()}
      committed={committed}
      onCommitted={setCommitted}
    />
  );
}
