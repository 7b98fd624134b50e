'use client';

import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useConnectors, useSetConnection } from '@/lib/sdk/react/connectors';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';

/** Connectors the manifest declares, each with its project connection (revoke and restore) and the agents using it. */
export function ConnectorsPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const connectors = useConnectors(projectId);
  const setConnection = useSetConnection(projectId);
  const canManage = detail.data?.permissions.includes('project.connector.connections.manage') ?? false;
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold">Connectors · {detail.data?.name}</h1>
        <p className="text-sm text-fg-muted">Declared in the manifest. Revoking a connection denies every agent its tools until it is restored.</p>
      </header>
      {connectors.isLoading ? <Skeleton className="h-32 w-full" /> : connectors.isError ? <ErrorState error={connectors.error} onRetry={() => connectors.refetch()} /> : (connectors.data ?? []).length === 0 ? (
        <EmptyState title="No connectors">Declare connectors under <code>connectors:</code> in the manifest.</EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {(connectors.data ?? []).map((c) => (
            <li key={c.slug} className="flex flex-col gap-1 p-3" data-connector={c.slug}>
              <RenderBoundary what="connector" raw={c}>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 flex-1"><span className="font-medium">{c.name}</span> <span className="font-mono text-xs text-fg-muted">{c.slug} · {c.provider}</span></p>
                  <span data-connection-status={c.connection.status} className="inline-flex items-center gap-1 text-xs font-medium">
                    <span aria-hidden className={`size-2 rounded-full ${c.connection.status === 'active' ? 'bg-success' : 'bg-danger'}`} />
                    {c.connection.status === 'active' ? 'Connected' : 'Revoked'}
                  </span>
                  {canManage && (c.connection.status === 'active' ? (
                    <ConfirmButton label="Revoke" aria-label={`Revoke the ${c.name} connection`} title={`Revoke the ${c.name} connection?`} description={c.required_by.length ? `${c.required_by.join(', ')} cannot start sessions until it is restored.` : 'Agents lose its tools until it is restored.'} confirmLabel="Revoke" onConfirm={() => setConnection.mutateAsync({ connectionId: c.connection.id, active: false })} />
                  ) : (
                    <ConfirmButton variant="secondary" label="Restore" aria-label={`Restore the ${c.name} connection`} title={`Restore the ${c.name} connection?`} description="Agents get its tools again." confirmLabel="Restore" onConfirm={() => setConnection.mutateAsync({ connectionId: c.connection.id, active: true })} />
                  ))}
                </div>
                <p className="text-xs text-fg-muted">
                  Used by {c.agents.length ? c.agents.join(', ') : 'no agent'}{c.required_by.length ? ` · required by ${c.required_by.join(', ')}` : ''}
                </p>
              </RenderBoundary>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
