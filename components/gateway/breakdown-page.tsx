'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useMemo, useState } from 'react';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFns, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { GATEWAY_DIMENSIONS, type GatewayBreakdownRow, type GatewayDimension } from '@/lib/contract/types-gateway';
import { formatCost, formatTokens } from '@/lib/sdk/format';
import { formatCount, formatLatency, formatRate } from '@/lib/format/gateway';
import { useGatewayBreakdown } from '@/lib/sdk/react/gateway-analytics';
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

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns });
const column = createColumnHelper<typeof features, GatewayBreakdownRow>();

function numberColumn(id: keyof GatewayBreakdownRow & string, header: string, format: (n: number | null) => string) {
  return column.accessor((row) => (row[id] as number | null) ?? -1, { id, header, cell: (info) => format(info.row.original[id] as number | null), sortDescFirst: true });
}

/** Totals by model, provider, key, agent or session; sortable; each row opens its logs. */
export function GatewayBreakdownPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const search = useSearchParams();
  const [by, setBy] = useQueryState('by', parseAsStringLiteral(GATEWAY_DIMENSIONS).withDefault('model'));
  const [sorting, setSorting] = useState<SortingState>([{ id: 'spend', desc: true }]);
  const breakdown = useGatewayBreakdown(projectId, { ...range.query, by }, access.canReadSpend);
  const columns = useMemo(
    () =>
      column.columns([
      column.accessor('label', {
        header: DIMENSION_LABELS[by],
        cell: (info) => {
          const row = info.row.original;
          return row.key === null ? <span className="text-fg-muted">{row.label}</span> : <Link className="underline" href={logsHref(projectId, { [FILTER_OF[by]]: row.key }, new URLSearchParams(search.toString()))}>{row.label}</Link>;
        },
      }),
      numberColumn('requests', 'Requests', formatCount),
      numberColumn('errorRate', 'Error rate', formatRate),
      numberColumn('inputTokens', 'Tokens in', formatTokens),
      numberColumn('outputTokens', 'Tokens out', formatTokens),
      numberColumn('spend', 'Spend', (n) => formatCost(n)),
      numberColumn('p50LatencyMs', 'p50', formatLatency),
      numberColumn('p95LatencyMs', 'p95', formatLatency),
      ]),
    [by, projectId, search],
  );
  const table = useTable({ features, columns, data: breakdown.data?.rows ?? [], state: { sorting }, onSortingChange: setSorting });

  const waiting = queryWaiting(access.detail, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
  if (!access.canReadSpend) return <GatewayForbidden permission="project.gateway.spend.read" what="the gateway's spend breakdown" />;
  const total = breakdown.data?.total;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <RangeControls range={range} showInterval={false} />
        <SelectField label="Group by" value={by} onChange={(e) => setBy(e.target.value as GatewayDimension)}>
          {GATEWAY_DIMENSIONS.map((d) => (
            <option key={d} value={d}>{DIMENSION_LABELS[d]}</option>
          ))}
        </SelectField>
      </div>
      {queryWaiting(breakdown, <Skeleton className="h-64 w-full" />) ?? (!total || total.requests === 0 ? (
        <EmptyState title="No model traffic in this range">Try a longer range.</EmptyState>
      ) : (
        <RenderBoundary what="breakdown" raw={breakdown.data}>
          <div className="max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-border">
            <table className="w-full text-sm" data-breakdown={by}>
              <caption className="sr-only">Totals by {DIMENSION_LABELS[by].toLowerCase()}; the column headers sort.</caption>
              <thead className="sticky top-0 bg-bg-subtle">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'} className="px-3 py-2 text-left font-medium whitespace-nowrap">
                          <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:underline">
                            {header.column.columnDef.header as string}
                            <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-2 whitespace-nowrap tabular-nums">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-border font-medium">
                <tr data-total-requests={total.requests}>
                  <td className="px-3 py-2">Total</td>
                  <td className="px-3 py-2 tabular-nums">{formatCount(total.requests)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatRate(total.errorRate)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatTokens(total.inputTokens)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatTokens(total.outputTokens)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatCost(total.spend)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatLatency(total.p50LatencyMs)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatLatency(total.p95LatencyMs)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </RenderBoundary>
      ))}
    </div>
  );
}
