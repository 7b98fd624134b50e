'use client';

import { useState } from 'react';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useConnectors } from '@/lib/sdk/react/connector-reads';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { AddConnector } from './add-connector';
import { ConnectorRow } from './connector-row';

/** The project's connectors (manifest-declared and added here), each with its connection; adding starts from the catalog. */
export function ConnectorsPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const connectors = useConnectors(projectId);
  const [adding, setAdding] = useState(false);
  const permissions = detail.data?.permissions ?? [];
  const canWrite = permissions.includes('project.connector.write');
  const canManage = permissions.includes('project.connector.connections.manage');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm text-fg-muted">Revoking a connection denies every agent its tools until it is restored.</p>
        {canWrite && !adding && <Button onClick={() => setAdding(true)}>Add connector</Button>}
      </div>
      {adding && <AddConnector projectId={projectId} onDone={() => setAdding(false)} />}
      {connectors.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : connectors.isError ? (
        <ErrorState error={connectors.error} onRetry={() => connectors.refetch()} />
      ) : (connectors.data ?? []).length === 0 ? (
        <EmptyState title="No connectors">Add one from the catalog, or declare it under <code>connectors:</code> in the manifest.</EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {(connectors.data ?? []).map((c) => (
            <li key={c.slug} className="flex flex-col gap-1 p-3" data-connector={c.slug}>
              <RenderBoundary what="connector" raw={c}>
                <ConnectorRow projectId={projectId} connector={c} canWrite={canWrite} canManage={canManage} />
              </RenderBoundary>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
