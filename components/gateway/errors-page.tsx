'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { GatewayErrorGroup, GatewayErrors } from '@/lib/contract/types-gateway';
import { formatBucket, formatCount, formatInZone, formatRate } from '@/lib/format/gateway';
import { useGatewayErrors } from '@/lib/sdk/react/gateway-analytics';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { logsHref } from './log-filters';
import { RangeControls } from './range-controls';
import { useGatewayRange } from './use-gateway-range';

/** Counts per bucket as small bars, with the figures in the accessible name. */
function Bars({ group, data }: { group: GatewayErrorGroup; data: GatewayErrors }) {
  const max = Math.max(1, ...group.counts);
  const busiest = group.counts.indexOf(Math.max(...group.counts));
  const label = `${formatCount(group.count)} over ${data.buckets.length} ${data.range.interval === 'day' ? 'days' : 'hours'}; most on ${formatBucket(data.buckets[busiest], data.range.tz, data.range.interval)} (${formatCount(group.counts[busiest])})`;
  return (
    <div role="img" aria-label={label} className="flex h-8 min-w-0 items-end gap-px">
      {group.counts.map((n, i) => (
        <div key={data.buckets[i]} title={`${formatBucket(data.buckets[i], data.range.tz, data.range.interval)}: ${n}`} className="min-w-px flex-1 rounded-t-sm bg-danger/70" style={{ height: `${n === 0 ? 0 : Math.max(8, (n / max) * 100)}%` }} />
      ))}
    </div>
  );
}

/** Failed requests grouped by code and provider, with counts over time; each group opens its logs. */
export function GatewayErrorsPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const search = useSearchParams();
  const errors = useGatewayErrors(projectId, range.query, access.canReadLogs);
  if (access.detail.isLoading) return <Skeleton className="h-64 w-full" />;
  if (access.detail.isError) return <ErrorState error={access.detail.error} onRetry={() => access.detail.refetch()} />;
  if (!access.canReadLogs) return <GatewayForbidden permission="project.gateway.logs.read" what="the gateway's errors" />;
  const data = errors.data;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <RangeControls range={range} />
      {errors.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : errors.isError ? (
        <ErrorState error={errors.error} onRetry={() => errors.refetch()} />
      ) : !data || data.total === 0 ? (
        <EmptyState title={data?.requests ? 'No failed request in this range' : 'No model traffic in this range'}>Try a longer range.</EmptyState>
      ) : (
        <RenderBoundary what="errors" raw={data}>
          <p className="text-sm" data-error-total={data.total}>
            {formatCount(data.total)} of {formatCount(data.requests)} requests failed ({formatRate(data.total / data.requests)}). Requests that fell back and then succeeded are not errors; their failed attempts show in each request’s candidate chain.
          </p>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Error groups">
            {data.groups.map((g) => (
              <li key={`${g.code}/${g.provider}/${g.statusClass}`} className="grid grid-cols-1 gap-2 p-3 sm:grid-cols-[1fr_12rem] sm:items-center" data-error-group={`${g.code}/${g.provider}`}>
                <div className="min-w-0">
                  <Link className="font-medium underline" href={logsHref(projectId, { code: g.code, provider: g.provider, status: g.statusClass }, new URLSearchParams(search.toString()))}>
                    {g.code} · {g.provider}
                  </Link>
                  <p className="text-xs text-fg-muted">
                    {formatCount(g.count)} {g.count === 1 ? 'request' : 'requests'} ({g.statusClass}), last at {formatInZone(g.lastAt, data.range.tz)}
                  </p>
                </div>
                <Bars group={g} data={data} />
              </li>
            ))}
          </ul>
        </RenderBoundary>
      )}
    </div>
  );
}
