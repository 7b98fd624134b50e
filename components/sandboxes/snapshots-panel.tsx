'use client';

import type { SandboxSnapshot } from '@/lib/contract/types-sandboxes';
import { formatDateTime } from '@/lib/format/date';
import { useFixWithAgent, useRebuildSnapshot, useSandboxSnapshots } from '@/lib/sdk/react/sandboxes';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { JobLog } from './job-log';

const STATE_WORDS: Record<SandboxSnapshot['state'], string> = { none: 'Never built', building: 'Building', ready: 'Ready', failed: 'Last build failed' };

/** Each template's snapshot: rebuild one or all, follow the rebuild live, and ask an agent to fix a failed build. */
export function SnapshotsPanel({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const snapshots = useSandboxSnapshots(projectId);
  const rebuild = useRebuildSnapshot(projectId);
  const fix = useFixWithAgent(projectId);
  const anyBuilding = snapshots.data?.some((s) => s.state === 'building') ?? false;
  return (
    <section aria-labelledby="snapshots-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="snapshots-heading" className="font-semibold">Snapshots</h2>
        {canWrite && (snapshots.data?.length ?? 0) > 0 && (
          <Button size="sm" pending={rebuild.isPending && rebuild.variables === undefined} disabled={anyBuilding} onClick={() => rebuild.mutate(undefined)}>
            Rebuild all
          </Button>
        )}
      </div>
      {(rebuild.isError || fix.isError) && <ErrorState error={rebuild.error ?? fix.error} />}
      {fix.data?.commit && <p role="status" className="text-sm">The agent committed “{fix.data.commit.message}” and started a rebuild.</p>}
      <QueryList query={snapshots} loading={<Skeleton className="h-24 w-full" />} empty={<EmptyState title="No snapshots">Snapshots appear once the manifest declares templates.</EmptyState>}>
        {(s) => (
          <li key={s.slug} className="flex flex-col gap-2 p-3" data-snapshot={s.slug} data-snapshot-state={s.state}>
            <RenderBoundary what="snapshot" raw={s}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="font-mono">{s.slug}</span> <span className={s.state === 'failed' ? 'text-danger' : 'text-fg-muted'}>· {STATE_WORDS[s.state]}</span>
                  {s.built_at && (
                    <span className="block text-xs text-fg-muted">
                      Built <time dateTime={s.built_at} suppressHydrationWarning>{formatDateTime(s.built_at)}</time>
                      {s.size_mb ? ` · ${s.size_mb} MB` : ''}
                    </span>
                  )}
                </p>
                {canWrite && (
                  <>
                    <Button size="sm" pending={rebuild.isPending && rebuild.variables === s.slug} disabled={s.state === 'building'} onClick={() => rebuild.mutate(s.slug)} aria-label={`Rebuild ${s.slug}`}>
                      Rebuild
                    </Button>
                    {s.state === 'failed' && (
                      <Button size="sm" variant="ghost" pending={fix.isPending && fix.variables === s.slug} onClick={() => fix.mutate(s.slug)} aria-label={`Fix ${s.slug} with an agent`}>
                        Fix with agent
                      </Button>
                    )}
                  </>
                )}
              </div>
              {s.job && <JobLog job={s.job} label={`Snapshot of ${s.slug}`} />}
            </RenderBoundary>
          </li>
        )}
      </QueryList>
    </section>
  );
}
