'use client';

import { useState } from 'react';
import { usePermissionCatalog } from '@/lib/sdk/react/access';
import type { PermissionRow } from '@/lib/contract/types';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';

const COLUMNS: DataColumn<PermissionRow>[] = [
  { id: 'action', header: 'Action', width: 'minmax(14rem,3fr)', cell: (r) => <><p className="font-mono text-xs">{r.action}</p><p className="text-xs text-fg-muted">{r.description}</p></> },
  { id: 'area', header: 'Area', width: 'minmax(6rem,1fr)', cell: (r) => r.area },
  { id: 'level', header: 'Level', width: 'minmax(5rem,1fr)', cell: (r) => r.level },
  { id: 'implies', header: 'Implies', width: 'minmax(8rem,2fr)', cell: (r) => <span className="font-mono text-xs">{r.implies.join(', ') || '—'}</span> },
  { id: 'delegable', header: 'Delegable', width: '6rem', cell: (r) => (r.delegable ? 'Yes' : 'No') },
];

/** The permission catalog, searchable by action, area, level or description. */
export function PermissionsTab({ accountId }: { accountId: string }) {
  const catalog = usePermissionCatalog(accountId);
  const [query, setQuery] = useState('');
  if (catalog.isLoading) return <Skeleton className="h-64 w-full" />;
  if (catalog.isError) return <ErrorState error={catalog.error} onRetry={() => catalog.refetch()} />;
  const q = query.trim().toLowerCase();
  const rows = (catalog.data ?? []).filter((r) => !q || [r.action, r.area, r.level, r.description].some((v) => v.toLowerCase().includes(q)));
  return (
    <section aria-label="Permission catalog" className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Search permissions
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. secret, manage, gateway" className="h-9 rounded-md border border-border bg-bg px-3 font-normal outline-none focus-visible:ring-2 focus-visible:ring-ring" />
      </label>
      <p className="text-xs text-fg-muted" aria-live="polite">{rows.length} of {catalog.data?.length ?? 0} permissions</p>
      {rows.length === 0 ? <EmptyState title={`No permission matches “${query}”`} /> : (
        <DataTable label="Permission catalog" what="permission" columns={COLUMNS} rows={rows} rowKey={(r) => r.action} rowData={(r) => ({ 'data-permission': r.action })} virtualize estimateRowHeight={56} />
      )}
    </section>
  );
}
