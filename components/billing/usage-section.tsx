'use client';

import Link from 'next/link';
import { lazy, Suspense, useMemo } from 'react';
import type { UsageHistory } from '@/lib/contract/types-billing';
import { formatCost } from '@/lib/sdk/format';
import { countNoun } from '@/lib/format/count';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';

// uPlot's chart in its own chunk, with React's lazy (the usage arrives after hydration, so nothing here renders on the
// server that next/dynamic's preload would help; its runtime weighed 2.5 KB gzipped in this page's first load).
const TimeSeriesChart = lazy(() => import('@/components/gateway/charts/time-series-chart'));

const dollars = (n: number) => formatCost(n);

const COLUMNS: DataColumn<UsageHistory['projects'][number]>[] = [
  { id: 'project', header: 'Project', width: 'minmax(0,1fr)', cell: (p) => <Link className="underline" href={`/projects/${p.project_id}/gateway`}>{p.name}</Link> },
  { id: 'spend', header: 'Spend (as on its gateway overview)', width: 'minmax(10rem,16rem)', align: 'end', cell: (p) => <span className="tabular-nums" data-spend>{formatCost(p.spend_usd)}</span> },
];

/** Spend per local day (the caller's zone), split by sessions and direct calls, and each project's share. */
export function UsageSection({ usage }: { usage: UsageHistory }) {
  const buckets = useMemo(() => usage.points.map((p) => p.start), [usage]);
  const lines = useMemo(
    () => [
      { name: 'Agent sessions', values: usage.points.map((p) => p.sessions_usd) },
      { name: 'Direct gateway calls', values: usage.points.map((p) => p.gateway_usd) },
    ],
    [usage],
  );
  return (
    <section aria-labelledby="usage-title" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="usage-title" className="text-lg font-semibold">Usage, last {countNoun(usage.points.length, 'day')}</h2>
        <p className="text-sm tabular-nums" data-usage-total={usage.total_spend_usd}>
          {formatCost(usage.total_spend_usd)}: the models&apos; list prices ({formatCost(usage.total_provider_cost_usd)}) × {usage.markup} platform markup
        </p>
      </div>
      <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
        <TimeSeriesChart label="Spend per day" buckets={buckets} lines={lines} tz={usage.tz} scale="linear" format={dollars} />
      </Suspense>
      <DataTable label="Spend per project" what="project's spend" columns={COLUMNS} rows={usage.projects} rowKey={(p) => p.project_id} rowData={(p) => ({ 'data-usage-project': p.project_id })} />
    </section>
  );
}
