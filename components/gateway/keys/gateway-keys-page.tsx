'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { GatewayKeyCreated } from '@/lib/contract/types-gateway';
import { describeError } from '@/lib/errors/describe-error';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useCreateGatewayKey, useGatewayKeyList } from '@/lib/sdk/react/gateway-config';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LazySecretOnce, preloadSecretOnce } from '@/components/ui/lazy-secret-once';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { NeedsPermission } from '../needs-permission';
import { QueryStates, queryWaiting } from '@/components/ui/query-states';

// The key table (its DataTable, dates and relative times) is fetched while the keys are read, beside the request: the
// page's first paint is the form and a placeholder, so the table is not part of the first load.
const loadKeyTable = () => import('./key-table');
const KeyTable = lazy(() => loadKeyTable().then((m) => ({ default: m.KeyTable })));
if (typeof window !== 'undefined') void loadKeyTable();

/** Gateway API keys: mint (the secret is shown once), list by prefix, revoke with confirmation. */
export function GatewayKeysPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const canManage = detail.data?.permissions.includes('project.gateway.keys.manage') ?? false;
  const keys = useGatewayKeyList(projectId, canManage);
  const waiting = queryWaiting(detail, <Skeleton className="h-40 w-full" />);
  if (waiting) return waiting;
  return (
    <section aria-labelledby="gateway-keys-title" className="flex flex-col gap-4">
      <header>
        <h2 id="gateway-keys-title" className="text-lg font-semibold">Keys</h2>
        <p className="text-sm text-fg-muted">
          Apps send model traffic to the gateway with a key, as the bearer token of <code>POST /v1/gateway/chat/completions</code>. Requests follow this project’s routing policy.
        </p>
      </header>
      {!canManage ? (
        <NeedsPermission permission="project.gateway.keys.manage" what="see or manage gateway keys" />
      ) : (
        <>
          <CreateKeyForm projectId={projectId} />
          <QueryStates
            query={keys}
            loading={<Skeleton className="h-24 w-full" />}
            empty={<EmptyState title="No gateway keys yet">Create one above for each app or environment, so you can revoke one without touching the others.</EmptyState>}
          >
            {(list) => (
              <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                <KeyTable projectId={projectId} keys={list} />
              </Suspense>
            )}
          </QueryStates>
        </>
      )}
    </section>
  );
}

function CreateKeyForm({ projectId }: { projectId: string }) {
  const create = useCreateGatewayKey(projectId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [minted, setMinted] = useState<GatewayKeyCreated | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the key after the app or environment that uses it');
      return;
    }
    setError(null);
    try {
      preloadSecretOnce();
      setMinted(await create.mutateAsync(name.trim()));
      setName('');
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create a gateway key" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Key name" value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} placeholder="e.g. storefront-web (production)" maxLength={100} className="min-w-0 flex-1" autoComplete="off" />
        <Button type="submit" variant="primary" pending={create.isPending}>Create key</Button>
      </div>
      {minted && (
        <div className="flex flex-col gap-1" data-minted-key={minted.id}>
          <LazySecretOnce secret={minted.secret} onDone={() => setMinted(null)} />
          <p className="text-xs text-fg-muted">
            The platform keeps only a hash of it. Afterwards this page shows its prefix, <code>{minted.prefix}…</code>, to tell it apart. Lost it? Create a new key and revoke this one.
          </p>
        </div>
      )}
    </form>
  );
}
