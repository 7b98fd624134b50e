'use client';

import { parseAsString, useQueryState } from 'nuqs';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { GatewayLogRow } from '@/lib/contract/types-gateway';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { formatCount, formatInZone, formatLatency } from '@/lib/format/gateway';
import { GATEWAY_LOG_PAGE, gatewayLogsExportHref, useGatewayLogPages } from '@/lib/sdk/react/gateway-analytics';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { cn } from '@/components/ui/cn';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { FilterPanel } from '@/components/ui/filter-panel';
import { STATUS_FILTERS, useLogFilters } from './log-filters';
import { RangeControls } from './range-controls';
import { useGatewayRange } from './use-gateway-range';
import { queryWaiting } from '@/components/ui/query-states';

const ROW = 44;
// The request drawer (a Radix sheet and the candidate chain) loads when a request is first opened.
const LogDetailDrawer = lazy(() => import('./log-detail-drawer').then((m) => ({ default: m.LogDetailDrawer })));
const STATUS_LABELS: Record<(typeof STATUS_FILTERS)[number], string> = { ok: 'Succeeded', error: 'Any error', '4xx': '4xx client error', '429': '429 rate limited', '5xx': '5xx server error', timeout: 'Timeout' };
const PROVIDERS = ['anthropic', 'openai', 'google', 'mistral'];
function logColumns(tz: string, onOpen: (id: string) => void): DataColumn<GatewayLogRow>[] {
  return [
    {
      id: 'time', header: `Time (${tz})`, width: '10.5rem',
      // Stretched over the row (the row is `relative`): a click anywhere on the row opens the request.
      cell: (row) => (
        <button type="button" data-log-id={row.id} onClick={() => onOpen(row.id)} className="text-left font-mono text-xs after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded focus-visible:after:ring-2 focus-visible:after:ring-ring">
          {formatInZone(row.at, tz)}
        </button>
      ),
    },
    {
      id: 'status', header: 'Status', width: '4.5rem',
      cell: (row) => (
        <span className={cn('text-xs font-medium', row.statusClass === 'ok' ? 'text-fg' : 'text-danger')}>
          {row.status}
          {row.attempts > 1 ? ` ↻${row.attempts - 1}` : ''}
        </span>
      ),
    },
    { id: 'model', header: 'Model', width: 'minmax(7rem,1fr)', cell: (row) => row.model },
    { id: 'agent', header: 'Agent / key', width: '7rem', cell: (row) => row.agent ?? row.keyId ?? '—' },
    { id: 'tokens', header: 'Tokens', width: '5rem', align: 'end', cell: (row) => <span className="tabular-nums">{formatTokens(row.inputTokens + row.outputTokens)}</span> },
    { id: 'cost', header: 'Cost', width: '5rem', align: 'end', cell: (row) => <span className="tabular-nums">{formatCost(row.cost)}</span> },
    { id: 'latency', header: 'Latency', width: '4.5rem', align: 'end', cell: (row) => <span className="tabular-nums">{formatLatency(row.latencyMs)}</span> },
    { id: 'preview', header: 'Preview', width: 'minmax(8rem,1.5fr)', cell: (row) => <span className="line-clamp-2 text-fg-muted">{row.preview}</span> },
  ];
}

/** Every request of the range, newest first: filters in the URL, a virtualized table that reads only the pages in view. */
export function GatewayLogsPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const { f, setF, filters } = useLogFilters();
  const [openId, setOpenId] = useQueryState('log', parseAsString);
  const query = useMemo(() => ({ ...range.query, ...filters }), [range.query, filters]);
  // Page 0 gives the total; the table reports the rows it draws, and the pages holding them are read (page 0 is shared).
  const [range2, setRange2] = useState<[number, number]>([0, 0]);
  const onVisibleRange = useCallback((first: number, last: number) => setRange2((r) => (r[0] === first && r[1] === last ? r : [first, last])), []);
  const { pages, first: head } = useGatewayLogPages(projectId, query, range2[0], range2[1], access.canReadLogs);
  const total = head.data?.total ?? 0;
  // A hole for every row not read yet; only the read pages' rows are placed (the range can hold tens of thousands).
  const rows = useMemo(() => {
    const all = new Array<GatewayLogRow | undefined>(total);
    for (const { page, result } of pages) {
      const items = result.data?.items ?? [];
      for (let i = 0; i < items.length && page * GATEWAY_LOG_PAGE + i < total; i++) all[page * GATEWAY_LOG_PAGE + i] = items[i];
    }
    return all;
  }, [pages, total]);
  // Mounted from the first open on, so it closes (and returns focus) like any sheet.
  const [drawerUsed, setDrawerUsed] = useState(openId !== null);
  if (openId !== null && !drawerUsed) setDrawerUsed(true);
  const columns = useMemo(() => logColumns(range.resolved.tz, (id) => void setOpenId(id)), [range.resolved.tz, setOpenId]);

  const waiting = queryWaiting(access.detail, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
  if (!access.canReadLogs) return <GatewayForbidden permission="project.gateway.logs.read" what="the gateway's request logs" />;
  const failed = pages.find((p) => p.result.isError)?.result;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <RangeControls range={range} showInterval={false} />
      <FilterPanel label="Filter the logs" active={Object.keys(filters).length} className="grid-cols-2 gap-3 md:grid-cols-4">
        <Field label="Search" value={f.q} onChange={(e) => setF({ q: e.target.value || null })} placeholder="Prompt text, log or request id" className="col-span-2" />
        <SelectField label="Status" value={f.status ?? ''} onChange={(e) => setF({ status: (e.target.value || null) as 'ok' | null })}>
          <option value="">Any</option>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>{STATUS_LABELS[s]}</option>
          ))}
        </SelectField>
        <SelectField label="Provider" value={f.provider} onChange={(e) => setF({ provider: e.target.value || null })}>
          <option value="">Any</option>
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </SelectField>
        <Field label="Model" value={f.model} onChange={(e) => setF({ model: e.target.value || null })} placeholder="claude-sonnet-4-5" />
        <Field label="Key id" value={f.key} onChange={(e) => setF({ key: e.target.value || null })} placeholder="gwk_…" />
        <Field label="Agent" value={f.agent} onChange={(e) => setF({ agent: e.target.value || null })} placeholder="checkout" />
        <Field label="Session id" value={f.session} onChange={(e) => setF({ session: e.target.value || null })} placeholder="ses_…" />
        <Field label="Error code" value={f.code} onChange={(e) => setF({ code: e.target.value || null })} placeholder="rate_limited" />
      </FilterPanel>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live="polite" data-log-total={head.data ? total : undefined}>
          {head.data ? `${formatCount(total)} ${total === 1 ? 'request matches' : 'requests match'}` : 'Counting…'}
        </p>
        <a
          href={gatewayLogsExportHref(projectId, query)}
          download
          aria-disabled={total === 0 || undefined}
          className={cn('inline-flex h-8 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-bg-muted', total === 0 && 'pointer-events-none opacity-60')}
        >
          Export {head.data ? formatCount(total) : ''} rows as CSV
        </a>
      </div>
      {head.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : failed ? (
        <ErrorState error={failed.error} onRetry={() => failed.refetch()} />
      ) : total === 0 ? (
        <EmptyState title="No request matches">Widen the range or clear a filter.</EmptyState>
      ) : (
        <DataTable label="Requests" what="request" columns={columns} rows={rows} rowKey={(row) => row.id} rowData={(row) => ({ 'data-log-row': row.id })} virtualize estimateRowHeight={ROW} maxHeight="60vh"
          placeholder={(index) => `Loading row ${formatCount(index + 1)}…`} onVisibleRange={onVisibleRange} />
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <LogDetailDrawer projectId={projectId} logId={openId} tz={range.resolved.tz} onClose={() => void setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
