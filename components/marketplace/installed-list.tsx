'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { InstalledItem, MarketplaceCommit } from '@/lib/contract/types-marketplace';
import { formatDate } from '@/lib/format/date';
import { describeError } from '@/lib/errors/describe-error';
import { useInstallPreview, useInstalledItems, useMarketplaceUpdates, useRemoveItem, useUpdateAllItems, useUpdateItem } from '@/lib/sdk/react/marketplace';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormAlert } from '@/components/ui/form-alert';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { LazyChangePreview, preloadChangePreview } from './lazy-panels';
import { kindLabel } from './kinds';

/** An update's version change and diff, then applying it. */
function UpdateReview({ projectId, item, onDone }: { projectId: string; item: InstalledItem; onDone: (commit: MarketplaceCommit) => void }) {
  const preview = useInstallPreview(projectId, item.item_id);
  const update = useUpdateItem(projectId);
  if (preview.isLoading) return <Skeleton className="h-24 w-full" />;
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => preview.refetch()} />;
  if (!preview.data) return null;
  return (
    <div className="flex flex-col gap-2">
      <LazyChangePreview preview={preview.data} />
      <FormAlert message={update.isError ? describeError(update.error).detail : null} />
      <div>
        <Button variant="primary" size="sm" disabled={preview.data.blocked !== null} pending={update.isPending} onClick={() => update.mutateAsync(item.name).then(onDone, () => undefined)}>
          Apply update to {item.latest_version}
        </Button>
      </div>
    </div>
  );
}

/** Installed items with their updates (reviewed one by one, or all at once) and removal; each change is a commit. */
export function InstalledList({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const installed = useInstalledItems(projectId);
  const updates = useMarketplaceUpdates(projectId);
  const updateAll = useUpdateAllItems(projectId);
  const remove = useRemoveItem(projectId);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const pending = updates.data ?? [];

  if (installed.isLoading) return <Skeleton className="h-32 w-full" />;
  if (installed.isError) return <ErrorState error={installed.error} onRetry={() => installed.refetch()} />;
  const rows = installed.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">
          {pending.length === 0 ? 'Everything installed is up to date.' : `${pending.length} update${pending.length === 1 ? '' : 's'} available.`} Installs live on the default branch in{' '}
          <Link className="underline" href={`/projects/${projectId}/manifest`}>platform.yaml</Link>.
        </p>
        {canWrite && pending.length > 0 && (
          <ConfirmButton
            label="Update all"
            variant="primary"
            confirmVariant="primary"
            title={`Update ${pending.length} item${pending.length === 1 ? '' : 's'}?`}
            description={<ul className="list-disc pl-5">{pending.map((u) => <li key={u.name}>{u.name}: {u.from_version} → {u.to_version}</li>)}</ul>}
            confirmLabel="Update all"
            onConfirm={async () => {
              const commits = await updateAll.mutateAsync(undefined);
              setLast(`Updated ${commits.map((c) => `${c.name} to ${c.version}`).join(', ')}.`);
              setReviewing(null);
            }}
          />
        )}
      </div>
      {last && <p role="status" className="rounded-md border border-success/40 bg-success-bg p-2 text-sm">{last}</p>}
      {rows.length === 0 ? (
        <EmptyState title="Nothing installed yet">Install an agent, skill, connector, sandbox template or app from the Browse tab.</EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {rows.map((item) => (
            <li key={item.name} className="flex flex-col gap-2 p-3" data-installed={item.name} data-version={item.version}>
              <RenderBoundary what="installed item" raw={item}>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                    <span className="font-medium">{item.name}</span>{' '}
                    <span className="text-xs text-fg-muted">
                      {kindLabel(item.kind)} · {item.version} · by {item.installed_by} on{' '}
                      <time dateTime={item.installed_at} suppressHydrationWarning>{formatDate(item.installed_at)}</time>
                    </span>
                  </p>
                  {canWrite && item.update_available && (
                    <Button
                      size="sm"
                      aria-expanded={reviewing === item.name}
                      onClick={() => {
                        preloadChangePreview();
                        setReviewing(reviewing === item.name ? null : item.name);
                      }}
                    >
                      {reviewing === item.name ? 'Hide update' : `Review update to ${item.latest_version}`}
                    </Button>
                  )}
                  {!canWrite && item.update_available && <span className="text-xs">Update available: {item.latest_version}</span>}
                  {canWrite && (
                    <ConfirmButton
                      label="Remove"
                      aria-label={`Remove ${item.name}`}
                      title={`Remove ${item.name}?`}
                      description="This commits to the default branch: its manifest entries and files are taken out."
                      confirmLabel="Remove"
                      onConfirm={async () => {
                        await remove.mutateAsync(item.name);
                        setLast(`Removed ${item.name}.`);
                      }}
                    />
                  )}
                </div>
                {reviewing === item.name && (
                  <UpdateReview
                    projectId={projectId}
                    item={item}
                    onDone={(commit) => {
                      setLast(`Updated ${commit.name} from ${commit.from_version} to ${commit.version}.`);
                      setReviewing(null);
                    }}
                  />
                )}
              </RenderBoundary>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
