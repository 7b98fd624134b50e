'use client';

import { useState } from 'react';
import { usePermissionCatalog } from '@/lib/sdk/react/account-access';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { queryWaiting } from '@/components/ui/query-states';

/** The permission catalog, searchable by action, area, level or description. */
export function PermissionsTab({ accountId }: { accountId: string }) {
  const catalog = usePermissionCatalog(accountId);
  const [query, setQuery] = useState('');
  const waiting = queryWaiting(catalog, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
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
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <thead className="bg-bg-subtle text-left"><tr><th className="px-3 py-2">Action</th><th className="px-3 py-2">Area</th><th className="px-3 py-2">Level</th><th className="px-3 py-2">Implies</th><th className="px-3 py-2">Delegable</th></tr></thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.action} className="border-t border-border align-top">
                  <td className="px-3 py-1.5"><p className="font-mono text-xs">{r.action}</p><p className="text-xs text-fg-muted">{r.description}</p></td>
                  <td className="px-3 py-1.5">{r.area}</td>
                  <td className="px-3 py-1.5">{r.level}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{r.implies.join(', ') || '—'}</td>
                  <td className="px-3 py-1.5">{r.delegable ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
