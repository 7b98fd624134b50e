'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useMemo } from 'react';
import { GATEWAY_DIMENSIONS, type GatewayBreakdownRow, type GatewayDimension, type GatewayTotals } from '@/lib/contract/types-gateway';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { formatCount, formatLatency, formatRate } from '@/lib/format/gateway';
import { useGatewayBreakdown } from '@/lib/sdk/react/gateway-analytics';
import { BREAKDOWN_ORDERS, BREAKDOWN_SORT_KEYS, sortBreakdown, type BreakdownOrder, type BreakdownSortKey } from '@/lib/gateway/sort-breakdown';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { logsHref } from './log-filters';
import { RangeControls } from './range-controls';
import { useGatewayRange } from './use-gateway-range';
import { queryWaiting } from '@/components/ui/query-states';

const DIMENSION_LABELS: Record<GatewayDimension, string> = { model: 'Model', provider: 'Provider', key: 'Key', agent: 'Agent', session: 'Session' };
const FILTER_OF: Record<GatewayDimension, 'model' | 'provider' | 'key' | 'agent' | 'session'> = { model: 'model', provider: 'provider', key: 'key', agent: 'agent', session: 'session' };

const NUMBERS = [
  { id: 'requests', header: 'Requests', format: formatCount },
  { id: 'errorRate', header: 'Error rate', format: formatRate },
  { id: 'inputTokens', header: 'Tokens in', format: formatTokens },
  { id: 'outputTokens', header: 'Tokens out', format: formatTokens },
  { id: 'spend', header: 'Spend', format: (n: number | null) => formatCost(n) },
  { id: 'p50LatencyMs', header: 'p50', format: formatLatency },
  { id: 'p95LatencyMs', header: 'p95', format: formatLatency },
] as const satisfies readonly { id: keyof GatewayTotals; header: string; format: (n: number | null) => string }[];

/** A breakdown row, or the totals row the table ends with. */
type Line = { kind: 'row'; row: GatewayBreakdownRow } | { kind: 'total'; row: GatewayTotals };

/** Totals by model, provider, key, agent or session; sortable; each row opens its logs. */
export function GatewayBreakdownPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const search = useSearchParams();
  const [by, setBy] = useQueryState('by', parseAsStringLiteral(GATEWAY_DIMENSIONS).withDefault('model'));
  const [sort, setSort] = useQueryState('sort', parseAsStringLiteral(BREAKDOWN_SORT_KEYS).withDefault('spend'));
  const [order, setOrder] = useQueryState('order', parseAsStringLiteral(BREAKDOWN_ORDERS).withDefault('desc'));
  const breakdown = useGatewayBreakdown(projectId, { ...range.query, by }, access.canReadSpend);
  const columns = useMemo<DataColumn<Line>[]>(
    () => [
      {
        id: 'label',
        header: DIMENSION_LABELS[by],
        width: 'minmax(8rem,2fr)',
        cell: (line) =>
          line.kind === 'total' ? <span className="font-medium">Total</span>
          : line.row.key === null ? <span className="text-fg-muted">{line.row.label}</span>
          : <Link className="underline" href={logsHref(projectId, { [FILTER_OF[by]]: line.row.key }, new URLSearchParams(search.toString()))}>{line.row.label}</Link>,
      },
      ...NUMBERS.map((n): DataColumn<Line> => ({
        id: n.id,
        header: n.header,
        width: 'minmax(0,1fr)',
        align: 'end',
        cell: (line) => <span className={line.kind === 'total' ? 'font-medium tabular-nums' : 'tabular-nums'}>{n.format(line.row[n.id])}</span>,
      })),
    ],
    [by, projectId, search],
  );
  const lines = useMemo<Line[]>(
    () => (breakdown.data ? [...sortBreakdown(breakdown.data.rows, sort, order).map((row): Line => ({ kind: 'row', row })), { kind: 'total', row: breakdown.data.total }] : []),
    [breakdown.data, sort, order],
  );

  const waiting = queryWaiting(access.detail, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
  if (!access.canReadSpend) return <GatewayForbidden permission="project.gateway.spend.read" what="the gateway's spend breakdown" />;
  const total = breakdown.data?.total;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {/* items-start: every field's label on one line, so a hint under one field does not push the others down. */}
      <div className="flex flex-wrap items-start gap-3">
        <RangeControls range={range} showInterval={false} />
        <SelectField label="Group by" value={by} onChange={(e) => setBy(e.target.value as GatewayDimension)}>
          {GATEWAY_DIMENSIONS.map((d) => (
            <option key={d} value={d}>{DIMENSION_LABELS[d]}</option>
          ))}
        </SelectField>
        <SelectField label="Sort by" value={sort} onChange={(e) => void setSort(e.target.value as BreakdownSortKey)}>
          <option value="label">{DIMENSION_LABELS[by]}</option>
          {NUMBERS.map((n) => <option key={n.id} value={n.id}>{n.header}</option>)}
        </SelectField>
        <SelectField label="Order" value={order} onChange={(e) => void setOrder(e.target.value as BreakdownOrder)}>
          <option value="desc">{sort === 'label' ? 'Z to A' : 'Highest first'}</option>
          <option value="asc">{sort === 'label' ? 'A to Z' : 'Lowest first'}</option>
        </SelectField>
      </div>
      {queryWaiting(breakdown, <Skeleton className="h-64 w-full" />) ?? (!total || total.requests === 0 ? (
        <EmptyState title="No model traffic in this range">Try a longer range.</EmptyState>
      ) : (
        <RenderBoundary what="breakdown" raw={breakdown.data}>
          <div data-breakdown={by}>
            <DataTable
              label={`Totals by ${DIMENSION_LABELS[by].toLowerCase()}`}
              what="breakdown row"
              columns={columns}
              rows={lines}
              rowKey={(line) => (line.kind === 'total' ? '#total' : `${line.row.key}:${line.row.label}`)}
              rowData={(line) => (line.kind === 'total' ? { 'data-total-requests': line.row.requests } : { 'data-breakdown-row': line.row.key ?? '' })}
            />
          </div>
        </RenderBoundary>
      ))}
    </div>
  );
}
