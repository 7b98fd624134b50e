'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { parseAsString, useQueryState } from 'nuqs';
import { useMemo, useRef } from 'react';
import type { GatewayLogRow } from '@/lib/contract/types-gateway';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { formatCount, formatInZone, formatLatency } from '@/lib/format/gateway';
import { GATEWAY_LOG_PAGE, gatewayLogsExportHref, useGatewayLogPages } from '@/lib/sdk/react/gateway-analytics';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { cn } from '@/components/ui/cn';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { LogDetailDrawer } from './log-detail-drawer';
import { FilterPanel } from '@/components/ui/filter-panel';
import { STATUS_FILTERS, useLogFilters } from './log-filters';
import { RangeControls } from './range-controls';
import { useGatewayRange } from './use-gateway-range';
import { queryWaiting } from '@/components/ui/query-states';

const ROW = 44;
const STATUS_LABELS: Record<(typeof STATUS_FILTERS)[number], string> = { ok: 'Succeeded', error: 'Any error', '4xx': '4xx client error', '429': '429 rate limited', '5xx': '5xx server error', timeout: 'Timeout' };
const PROVIDERS = ['anthropic', 'openai', 'google', 'mistral'];
const GRID = 'grid-cols-[1fr_auto] md:grid-cols-[10.5rem_4.5rem_1fr_7rem_5rem_5rem_4.5rem_1.5fr]';

function LogRowView({ row, tz, onOpen }: { row: GatewayLogRow; tz: string; onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen} data-log-id={row.id} className={cn('grid h-full w-full items-center gap-2 px-3 text-left hover:bg-bg-subtle', GRID)}>
      <span className="truncate font-mono text-xs">{formatInZone(row.at, tz)}</span>
      <span className={cn('text-xs font-medium', row.statusClass === 'ok' ? 'text-fg' : 'text-danger')}>
        {row.status}
        {row.attempts > 1 ? ` ↻${row.attempts - 1}` : ''}
      </span>
      <span className="hidden truncate md:block">{row.model}</span>
      <span className="hidden truncate md:block">{row.agent ?? row.keyId ?? '—'}</span>
      <span className="hidden text-right tabular-nums md:block">{formatTokens(row.inputTokens + row.outputTokens)}</span>
      <span className="hidden text-right tabular-nums md:block">{formatCost(row.cost)}</span>
      <span className="hidden text-right tabular-nums md:block">{formatLatency(row.latencyMs)}</span>
      <span className="hidden truncate text-fg-muted md:block">{row.preview}</span>
    </button>
  );
}

/** Every request of the range, newest first: filters in the URL, a virtualized table that reads only the pages in view. */
export function GatewayLogsPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const { f, setF, filters } = useLogFilters();
  const [openId, setOpenId] = useQueryState('log', parseAsString);
  const query = useMemo(() => ({ ...range.query, ...filters }), [range.query, filters]);
  const parentRef = useRef<HTMLDivElement>(null);
  // Page 0 gives the total the virtualizer needs; the pages in view are read after it (page 0 is shared, not re-read).
  const head = useGatewayLogPages(projectId, query, 0, 0, access.canReadLogs).first;
  const total = head.data?.total ?? 0;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => parentRef.current, estimateSize: () => ROW, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const { pages } = useGatewayLogPages(projectId, query, items[0]?.index ?? 0, items.at(-1)?.index ?? 0, access.canReadLogs);
  const rowAt = (index: number): GatewayLogRow | undefined => pages.find((p) => p.page === Math.floor(index / GATEWAY_LOG_PAGE))?.result.data?.items[index % GATEWAY_LOG_PAGE];

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
        <div className="min-w-0 rounded-lg border border-border text-sm">
          <div aria-hidden className={cn('hidden gap-2 border-b border-border bg-bg-subtle px-3 py-2 font-medium md:grid', GRID)}>
            <span>Time ({range.resolved.tz})</span><span>Status</span><span>Model</span><span>Agent / key</span><span className="text-right">Tokens</span><span className="text-right">Cost</span><span className="text-right">Latency</span><span>Preview</span>
          </div>
          <div ref={parentRef} role="list" aria-label="Requests" className="h-[60vh] overflow-y-auto">
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const row = rowAt(item.index);
                return (
                  <div key={item.key} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)`, height: ROW }} className="border-b border-border">
                    {row ? (
                      <RenderBoundary what="request" raw={row}>
                        <LogRowView row={row} tz={range.resolved.tz} onOpen={() => void setOpenId(row.id)} />
                      </RenderBoundary>
                    ) : (
                      <div className="flex h-full items-center px-3 text-xs text-fg-muted">Loading row {formatCount(item.index + 1)}…</div>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
      <LogDetailDrawer projectId={projectId} logId={openId} tz={range.resolved.tz} onClose={() => void setOpenId(null)} />
    </div>
  );
}
