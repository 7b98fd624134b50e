'use client';

import type { GatewayKey } from '@/lib/contract/types-gateway';
import { formatDateTime } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';
import { useRevokeGatewayKey } from '@/lib/sdk/react/gateway-config';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';

/** The project's gateway keys, active first: prefix, created, last used, status, and revoke with confirmation. */
export function KeyTable({ projectId, keys }: { projectId: string; keys: GatewayKey[] }) {
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
