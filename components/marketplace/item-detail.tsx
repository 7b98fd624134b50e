'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { InstalledItem, MarketplaceCommit } from '@/lib/contract/types-marketplace';
import { formatDate } from '@/lib/format/date';
import { useInstallItem, useInstallPreview, useMarketplaceItem } from '@/lib/sdk/react/marketplace';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { SelectField } from '@/components/ui/select-field';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { describeError } from '@/lib/errors/describe-error';
import { ChangePreview } from './change-preview';
import { ItemFiles } from './item-files';
import { kindLabel } from './kinds';

/** The install step: pick a version, review the manifest change and files, then commit. */
function InstallPanel({ projectId, itemId, versions, onInstalled }: { projectId: string; itemId: string; versions: string[]; onInstalled: (commit: MarketplaceCommit) => void }) {
  const [version, setVersion] = useState(versions[versions.length - 1]);
  const [reviewing, setReviewing] = useState(false);
  const preview = useInstallPreview(projectId, reviewing ? itemId : null, version);
  const install = useInstallItem(projectId);
  return (
    <section aria-label="Install" className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-end gap-2">
        {versions.length > 1 && (
          <SelectField label="Version" value={version} onChange={(e) => { setVersion(e.target.value); install.reset(); }} className="w-40">
            {[...versions].reverse().map((v) => <option key={v} value={v}>{v}</option>)}
          </SelectField>
        )}
        {!reviewing && <Button variant="primary" onClick={() => setReviewing(true)}>Review install</Button>}
      </div>
      {reviewing &&
        (preview.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : preview.isError ? (
          <ErrorState error={preview.error} onRetry={() => preview.refetch()} />
        ) : preview.data ? (
          <>
            <ChangePreview preview={preview.data} />
            <FormAlert message={install.isError ? describeError(install.error).detail : null} />
            <div className="flex gap-2">
              <Button
                variant="primary"
                disabled={preview.data.blocked !== null}
                pending={install.isPending}
                // mutateAsync: the answer arrives after the installed list refreshed, when this panel may be gone.
                onClick={() => install.mutateAsync({ itemId, version }).then(onInstalled, () => undefined)}
              >
                Install {version}
              </Button>
              <Button variant="ghost" onClick={() => { setReviewing(false); install.reset(); }}>Cancel</Button>
            </div>
          </>
        ) : null)}
    </section>
  );
}

/** One item: what it is, its versions, its files, and installing it into this project. */
export function ItemDetail({ projectId, itemId, canInstall, installed, onBack }: {
  projectId: string;
  itemId: string;
  canInstall: boolean;
  installed: InstalledItem | undefined;
  onBack: () => void;
}) {
  const item = useMarketplaceItem(itemId);
  // Kept here, not in the install panel: once the installed list refreshes, the panel gives way to the installed note.
  const [done, setDone] = useState<MarketplaceCommit | null>(null);
  return (
    <article className="flex min-w-0 flex-col gap-4" data-item-detail={itemId}>
      <div>
        <Button size="sm" variant="ghost" onClick={onBack}>← Back to the catalog</Button>
      </div>
      {item.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : item.isError ? (
        <ErrorState error={item.error} onRetry={() => item.refetch()} />
      ) : item.data ? (
        <RenderBoundary what="marketplace item" raw={item.data}>
          <header className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">{item.data.name}</h2>
            <p className="text-sm text-fg-muted">{kindLabel(item.data.kind)} · {item.data.publisher} · latest {item.data.latest_version}</p>
            <p className="text-sm">{item.data.description}</p>
          </header>
          {done ? (
            <p role="status" data-installed-commit={done.commit_sha} className="rounded-md border border-success/40 bg-success-bg p-2 text-sm">
              Installed {done.name} {done.version} in commit <span className="font-mono">{done.commit_sha.slice(0, 7)}</span>.{' '}
              <Link className="underline" href={`/projects/${projectId}/manifest`}>See it in the manifest</Link> ·{' '}
              <Link className="underline" href={`/projects/${projectId}/marketplace?tab=installed`}>Installed items</Link>
            </p>
          ) : installed ? (
            <p role="status" className="rounded-md border border-border bg-bg-subtle p-2 text-sm">
              Installed: {installed.version}{installed.update_available ? ` (update to ${installed.latest_version} on the Installed tab)` : ''}.
            </p>
          ) : canInstall ? (
            <InstallPanel projectId={projectId} itemId={itemId} versions={item.data.versions.map((v) => v.version)} onInstalled={setDone} />
          ) : (
            <p className="text-sm text-fg-muted">Installing needs the project.customize.write permission (project managers).</p>
          )}
          <section aria-label="Versions">
            <h3 className="text-sm font-semibold">Versions</h3>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {[...item.data.versions].reverse().map((v) => (
                <li key={v.version}><span className="font-mono">{v.version}</span> · {formatDate(v.released_at)} · {v.notes}</li>
              ))}
            </ul>
          </section>
          <ItemFiles key={itemId} itemId={itemId} files={item.data.files} />
        </RenderBoundary>
      ) : null}
    </article>
  );
}
