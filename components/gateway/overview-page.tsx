'use client';

import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import type { GatewayMetric, GatewayOverview, GatewaySeries } from '@/lib/contract/types-gateway';
import type { GatewayOverviewPrefetch } from '@/lib/gateway/overview-prefetch';
import { formatCost } from '@/lib/sdk/format';
import { formatBucket, formatChange, formatCount, formatLatency, formatRate } from '@/lib/format/gateway';
import { useGatewayOverview, useGatewaySeries } from '@/lib/sdk/react/gateway-analytics';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { SelectField } from '@/components/ui/select-field';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { LazyTimeSeriesChart, preloadChart } from './charts/lazy-chart';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { overviewViewParsersWith } from './range-params';
import { RangeControls } from './range-controls';
import { useGatewayRange } from './use-gateway-range';
import { queryWaiting } from '@/components/ui/query-states';

// Fetching the chart chunk starts as this module is evaluated (when hydration starts), not after the page has mounted:
// the data comes with the HTML, so the chunk is the last thing the charts wait for.
if (typeof window !== 'undefined') preloadChart();

const overviewViewParsers = overviewViewParsersWith({ parseAsString, parseAsStringLiteral });

type Coverage = GatewayOverview['previousCoverage'];

function Comparison({ metric, format, coverage, dataFrom, tz }: { metric: GatewayMetric; format: (n: number | null) => string; coverage: Coverage; dataFrom: string | null; tz: string }) {
  if (coverage === 'none') return <p className="text-xs text-fg-muted" data-comparison="none">no data for the previous period</p>;
  if (coverage === 'partial') {
    return (
      <p className="text-xs text-fg-muted" data-comparison="partial">
        no data for the whole previous period{dataFrom ? ` (data starts ${formatBucket(dataFrom, tz, 'day')})` : ''}: {format(metric.previous)} in its recorded part
      </p>
    );
  }
  const change = formatChange(metric.value, metric.previous);
  return (
    <p className="text-xs text-fg-muted" data-comparison="full">
      {change ? <span className="font-medium text-fg">{change}</span> : 'no change to show'} vs previous period ({format(metric.previous)})
    </p>
  );
}

function Card({ title, metric, format, testId, overview }: { title: string; metric: GatewayMetric; format: (n: number | null) => string; testId: string; overview: GatewayOverview }) {
  return (
    <div className="rounded-lg border border-border p-3" data-card={testId}>
      <p className="text-xs text-fg-muted">{title}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums" data-value>{format(metric.value)}</p>
      <Comparison metric={metric} format={format} coverage={overview.previousCoverage} dataFrom={overview.dataFrom} tz={overview.range.tz} />
    </div>
  );
}

const CHARTS = [
  { key: 'requests', label: 'Requests', format: (n: number) => formatCount(n) },
  { key: 'spend', label: 'Spend', format: (n: number) => formatCost(n) },
  { key: 'p95LatencyMs', label: 'p95 latency', format: (n: number) => formatLatency(n) },
  { key: 'errors', label: 'Errors', format: (n: number) => formatCount(n) },
] as const;

function Charts({ series, scale }: { series: GatewaySeries; scale: 'linear' | 'log' }) {
  const charts = useMemo(
    () =>
      CHARTS.map((c) => ({
        ...c,
        lines: (series.lines.length ? series.lines : [series.total]).map((l) => ({ name: l.name, values: l[c.key] as Array<number | null> })),
      })),
    [series],
  );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-buckets={series.buckets.length} data-first-bucket={series.buckets[0]}>
      {charts.map((c) => (
        <section key={c.key} aria-label={`${c.label} per ${series.range.interval}`} className="min-w-0 rounded-lg border border-border p-3">
          <h2 className="mb-2 text-sm font-medium">{c.label}</h2>
          <LazyTimeSeriesChart label={`${c.label} per ${series.range.interval}, by ${series.split ?? 'total'}`} buckets={series.buckets} lines={c.lines} tz={series.range.tz} scale={scale} format={c.format} />
        </section>
      ))}
    </div>
  );
}

/**
 * The gateway's front page: headline figures against the previous period, and the time series behind them. `initial`:
 * the permissions, overview and series read on the server for the window in the URL (lib/bff/gateway-prefetch.ts).
 */
export function GatewayOverviewPage({ projectId, initial = null }: { projectId: string; initial?: GatewayOverviewPrefetch | null }) {
  const access = useGatewayAccess(projectId, initial ? { data: initial.detail, at: initial.at } : undefined);
  const range = useGatewayRange();
  const [view, setView] = useQueryStates(overviewViewParsers);
  // Asked once the permissions allow it (they come with the server's first render), so a member never gets a 403.
  const enabled = access.canReadSpend;
  const overview = useGatewayOverview(projectId, range.query, enabled, initial?.overview ? { query: initial.query, data: initial.overview, at: initial.at } : undefined);
  const series = useGatewaySeries(
    projectId,
    { ...range.query, split: view.split },
    enabled,
    initial?.series ? { query: { ...initial.query, split: initial.split }, data: initial.series, at: initial.at } : undefined,
  );
  const waiting = queryWaiting(access.detail, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
  if (!access.canReadSpend) return <GatewayForbidden permission="project.gateway.spend.read" what="the gateway's usage and spend" />;
  const o = overview.data;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RangeControls range={range} />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <SelectField label="Split by" value={view.split} onChange={(e) => setView({ split: e.target.value as 'model' | 'provider' })}>
            <option value="provider">Provider</option>
            <option value="model">Model</option>
          </SelectField>
          <SelectField label="Scale" value={view.scale} onChange={(e) => setView({ scale: e.target.value as 'linear' | 'log' })}>
            <option value="linear">Linear</option>
            <option value="log">Logarithmic</option>
          </SelectField>
        </div>
      </div>
      {queryWaiting(overview, <Skeleton className="h-24 w-full" />) ?? (o ? (
        <RenderBoundary what="overview" raw={o}>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-live="polite">
            <Card overview={o} testId="requests" title="Requests" metric={o.requests} format={formatCount} />
            <Card overview={o} testId="spend" title="Spend" metric={o.spend} format={(n) => (n === null ? '—' : formatCost(n))} />
            <Card overview={o} testId="error-rate" title="Error rate" metric={o.errorRate} format={formatRate} />
            <Card overview={o} testId="p50" title="p50 latency" metric={o.p50LatencyMs} format={formatLatency} />
            <Card overview={o} testId="p95" title="p95 latency" metric={o.p95LatencyMs} format={formatLatency} />
          </div>
        </RenderBoundary>
      ) : null)}
      {o && o.requests.value === 0 ? (
        <EmptyState title="No model traffic in this range">
          Requests appear here once agents or apps call the gateway with one of this project’s keys. Try a longer range.
        </EmptyState>
      ) : (
        (queryWaiting(series, <Skeleton className="h-[480px] w-full" />) ?? (series.data ? <Charts series={series.data} scale={view.scale} /> : null))
      )}
    </div>
  );
}
