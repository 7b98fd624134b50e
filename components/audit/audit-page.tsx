'use client';

import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useCallback, useState } from 'react';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import type { AuditEvent } from '@/lib/contract/types-audit';
import { useAuditLog, type AuditFilters } from '@/lib/sdk/react/audit';
import { useAccount } from '@/lib/sdk/react/account-access';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FilterPanel } from '@/components/ui/filter-panel';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { AuditWebhooks } from './audit-webhooks';
import { queryWaiting } from '@/components/ui/query-states';
import { countNoun } from '@/lib/format/count';

const parsers = {
  action: parseAsString.withDefault(''),
  actor: parseAsString.withDefault(''),
  project: parseAsString.withDefault(''),
  resource: parseAsString.withDefault(''),
  outcome: parseAsStringLiteral(['', 'success', 'failure', 'denied'] as const).withDefault(''),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
};

const ROW = 44;

function toIso(local: string): string | undefined {
  const at = Date.parse(local);
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

/** The account's audit stream: filters in the URL, a virtualized table that pages in as it scrolls, details, export. */
export function AuditPage({ accountId }: { accountId: string }) {
  const [f, setF] = useQueryStates(parsers);
  const account = useAccount(accountId);
  const filters: AuditFilters = Object.fromEntries(
    Object.entries({ action: f.action, actor: f.actor, project: f.project, resource: f.resource, outcome: f.outcome, from: toIso(f.from), to: toIso(f.to) }).filter(([, v]) => v),
  );
  const log = useAuditLog(accountId, filters);
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  // The table reports the rows it draws; near the end of what is loaded, the next page is read.
  const onVisibleRange = useCallback(
    (_first: number, last: number) => {
      if (last >= rows.length - 20 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [rows.length, hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const columns: DataColumn<AuditEvent>[] = [
    {
      id: 'time', header: 'Time', width: '11rem',
      // The button stretches over the whole row (the row is `relative`): a click anywhere on it opens the event.
      cell: (e) => (
        <button type="button" onClick={() => setOpen(e)} aria-label={`${e.action} at ${e.at.replace('T', ' ').slice(0, 19)}: details`} className="text-left font-mono text-xs after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded focus-visible:after:ring-2 focus-visible:after:ring-ring">
          {e.at.replace('T', ' ').slice(0, 19)}
        </button>
      ),
    },
    { id: 'action', header: 'Action', width: 'minmax(10rem,1.5fr)', cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
    { id: 'actor', header: 'Actor', width: 'minmax(7rem,1fr)', cell: (e) => e.actor_id ?? e.actor_type },
    { id: 'resource', header: 'Resource', width: 'minmax(8rem,1fr)', cell: (e) => (e.resource ? `${e.resource.type}:${e.resource.id}` : '—') },
    { id: 'outcome', header: 'Outcome', width: '6rem', cell: (e) => <span className={e.outcome === 'success' ? undefined : 'font-medium text-danger'}>{e.outcome}</span> },
  ];
  const exportHref = (format: 'csv' | 'jsonl') => `/v1/accounts/${accountId}/audit/export?${new URLSearchParams({ format, ...(filters as Record<string, string>) })}`;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold">Audit log · {account.data?.name ?? accountId}</h1>
          <p className="text-sm text-fg-muted">Every write, sign-in and access change, newest first. Events never hold bodies, prompts or secrets.</p>
        </div>
        <div className="flex gap-2">
          <a href={exportHref('csv')} download className="inline-flex h-8 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-bg-muted">Export CSV</a>
          <a href={exportHref('jsonl')} download className="inline-flex h-8 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-bg-muted">Export JSONL</a>
        </div>
      </header>
      <FilterPanel label="Filter the audit log" active={Object.keys(filters).length} className="grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Action starts with" value={f.action} onChange={(e) => setF({ action: e.target.value || null })} placeholder="iam. or project.secret" />
        <Field label="Actor id" value={f.actor} onChange={(e) => setF({ actor: e.target.value || null })} placeholder="usr_…" />
        <Field label="Project id" value={f.project} onChange={(e) => setF({ project: e.target.value || null })} placeholder="proj_…" />
        <SelectField label="Outcome" value={f.outcome} onChange={(e) => setF({ outcome: (e.target.value || null) as 'success' | null })}>
          <option value="">Any</option><option value="success">Success</option><option value="failure">Failure</option><option value="denied">Denied</option>
        </SelectField>
        <Field label="Resource" value={f.resource} onChange={(e) => setF({ resource: e.target.value || null })} placeholder="assignment:asg_…" />
        <Field label="From" type="datetime-local" value={f.from} onChange={(e) => setF({ from: e.target.value || null })} />
        <Field label="To" type="datetime-local" value={f.to} onChange={(e) => setF({ to: e.target.value || null })} />
      </FilterPanel>
      {queryWaiting(log, <Skeleton className="h-64 w-full" />) ?? (rows.length === 0 ? (
        <EmptyState title="No event matches these filters" />
      ) : (
        <div className="flex flex-col gap-1">
          <DataTable label="Audit events" what="event" columns={columns} rows={rows} rowKey={(e) => e.id} virtualize estimateRowHeight={ROW} maxHeight="60vh"
            rowData={(e) => ({ 'data-event': e.action, 'data-outcome': e.outcome })} onVisibleRange={onVisibleRange} />
          <p className="text-xs text-fg-muted" aria-live="polite">{countNoun(rows.length, 'event')}{log.hasNextPage ? ' loaded; more load as you scroll' : ''}</p>
        </div>
      ))}
      <Sheet open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <SheetContent className="w-[min(28rem,100vw)] overflow-y-auto p-5">
          <SheetTitle>{open?.action}</SheetTitle>
          <SheetDescription>{open?.at}</SheetDescription>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            {open && Object.entries(open).filter(([k]) => k !== 'metadata').map(([k, v]) => (
              <div key={k} className="contents"><dt className="text-fg-muted">{k}</dt><dd className="break-all font-mono text-xs">{typeof v === 'object' ? JSON.stringify(v) : String(v)}</dd></div>
            ))}
          </dl>
          {open?.metadata && <pre className="mt-3 overflow-x-auto rounded bg-bg-muted p-2 text-xs">{JSON.stringify(open.metadata, null, 2)}</pre>}
          <SheetClose asChild><Button className="mt-4 self-start" size="sm">Close</Button></SheetClose>
        </SheetContent>
      </Sheet>
      <AuditWebhooks accountId={accountId} />
    </div>
  );
}
