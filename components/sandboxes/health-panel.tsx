'use client';

import { formatDateTime } from '@/lib/format/date';
import { useSandboxHealth } from '@/lib/sdk/react/sandboxes';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/states';

/** The project's sandbox health: serving provider, transition, sandboxes by state, snapshots. */
export function HealthPanel({ projectId }: { projectId: string }) {
  const health = useSandboxHealth(projectId);
  return (
    <section aria-labelledby="health-heading" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <h2 id="health-heading" className="font-semibold">Health</h2>
      <QueryStates query={health} loading={<Skeleton className="h-16 w-full" />}>
        {(h) => (
          <div className="flex flex-col gap-1 text-sm" data-health={h.status}>
            <p>
              <span className={h.status === 'healthy' ? 'font-medium text-success' : 'font-medium text-danger'}>{h.status === 'healthy' ? 'Healthy' : 'Degraded'}</span> · provider {h.provider}
              {h.transition !== 'idle' ? ` · last switch ${h.transition}` : ''}
            </p>
            <p className="text-fg-muted">
              Sandboxes: {h.sandboxes.ready} ready, {h.sandboxes.asleep} asleep, {h.sandboxes.unavailable} unavailable
            </p>
            {h.templates.some((t) => t.snapshot === 'failed') && <p className="text-danger">Failed snapshots: {h.templates.filter((t) => t.snapshot === 'failed').map((t) => t.slug).join(', ')}</p>}
            <p className="text-xs text-fg-muted">
              Checked <time dateTime={h.checked_at} suppressHydrationWarning>{formatDateTime(h.checked_at)}</time>
            </p>
          </div>
        )}
      </QueryStates>
    </section>
  );
}
