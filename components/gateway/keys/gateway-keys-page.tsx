'use client';

import { useState, type FormEvent } from 'react';
import type { GatewayKey, GatewayKeyCreated } from '@/lib/contract/types-gateway';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useCreateGatewayKey, useGatewayKeyList, useRevokeGatewayKey } from '@/lib/sdk/react/gateway-config';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LazySecretOnce, preloadSecretOnce } from '@/components/ui/lazy-secret-once';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { NeedsPermission } from '../needs-permission';
import { QueryStates, queryWaiting } from '@/components/ui/query-states';

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
            {(list) => <KeyList projectId={projectId} keys={list} />}
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

function KeyList({ projectId, keys }: { projectId: string; keys: GatewayKey[] }) {
  const revoke = useRevokeGatewayKey(projectId);
  const sorted = [...keys].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null));
  const columns: DataColumn<GatewayKey>[] = [
    { id: 'name', header: 'Name', width: 'minmax(8rem,1.5fr)', cell: (k) => <span className="font-medium">{k.name}</span> },
    { id: 'prefix', header: 'Key', width: '8rem', cell: (k) => <code>{k.prefix}…</code> },
    { id: 'created', header: 'Created', width: '10rem', cell: (k) => <span className="text-xs">{formatDateTime(k.createdAt)}</span> },
    { id: 'used', header: 'Last used', width: '8rem', cell: (k) => <span className="text-xs">{k.lastUsedAt ? formatRelative(k.lastUsedAt) : 'Never'}</span> },
    {
      id: 'status', header: 'Status', width: 'minmax(7rem,1fr)',
      cell: (k) =>
        k.revokedAt ? (
          <span data-key-status="revoked" className="inline-flex items-center gap-1 text-xs font-medium text-fg-muted">
            <span aria-hidden className="size-2 rounded-full bg-danger" />
            Revoked {formatDateTime(k.revokedAt)}
          </span>
        ) : (
          <span data-key-status="active" className="inline-flex items-center gap-1 text-xs font-medium">
            <span aria-hidden className="size-2 rounded-full bg-success" />
            Active
          </span>
        ),
    },
    {
      id: 'actions', header: <span className="sr-only">Actions</span>, width: '6rem', align: 'end', hideLabelWhenStacked: true,
      cell: (k) =>
        k.revokedAt ? null : (
          <ConfirmButton
            label="Revoke"
            aria-label={`Revoke ${k.name}`}
            title={`Revoke ${k.name}?`}
            description={<>Requests with <code>{k.prefix}…</code> get 401 from the gateway at once. This cannot be undone; its past traffic stays in the logs.</>}
            confirmLabel="Revoke key"
            onConfirm={() => revoke.mutateAsync(k.id)}
          />
        ),
    },
  ];
  return <DataTable label="Gateway keys" what="gateway key" columns={columns} rows={sorted} rowKey={(k) => k.id} rowData={(k) => ({ 'data-gateway-key': k.id })} />;
}
