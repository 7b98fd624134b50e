'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import type { UsageHistory } from '@/lib/contract/types-billing';
import { formatCost } from '@/lib/sdk/format';
import { LazyTimeSeriesChart } from '@/components/gateway/charts/lazy-chart';
import { countNoun } from '@/lib/format/count';

const dollars = (n: number) => formatCost(n);

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
      <LazyTimeSeriesChart label="Spend per day" buckets={buckets} lines={lines} tz={usage.tz} scale="linear" format={dollars} />
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Spend per project table">
        <table className="w-full text-sm">
          <caption className="sr-only">Spend per project over the same days</caption>
          <thead>
            <tr className="text-left text-fg-muted">
              <th scope="col" className="py-1 font-medium">Project</th>
              <th scope="col" className="py-1 text-right font-medium">Spend (as on its gateway overview)</th>
            </tr>
          </thead>
          <tbody>
            {usage.projects.map((p) => (
              <tr key={p.project_id} className="border-t border-border" data-usage-project={p.project_id}>
                <td className="py-1"><Link className="underline" href={`/projects/${p.project_id}/gateway`}>{p.name}</Link></td>
                <td className="py-1 text-right tabular-nums" data-spend>{formatCost(p.spend_usd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
