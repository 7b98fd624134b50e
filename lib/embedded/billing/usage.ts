// Billed usage comes from the gateway's traffic, through the gateway's own row scan (aggregate.ts), so a project's spend
// is the same number on its overview, the gateway pages and billing; billing multiplies it by COST_MARKUP and says so.
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { UsageHistory } from '@/lib/contract/types-billing';
import { COST_MARKUP } from '@/lib/sdk/cost';
import { compileFilter, forEachRow, lowerBound, usd } from '../gateway/aggregate';
import { bucketStarts, type Window } from '../gateway/range';
import { trafficOf } from '../gateway/traffic';
import type { Store } from '../store';

const micros = (usdMicros: number) => Math.round(usdMicros * COST_MARKUP) / 1e6;

function accountProjects(store: Store, accountId: string) {
  return [...store.projects.values()].filter((p) => p.account_id === accountId).sort((a, b) => a.id.localeCompare(b.id));
}

/** Provider cost in micro-dollars over [from, to): model calls of agent sessions, and direct calls (no session). */
export function accountSpend(store: Store, accountId: string, from: number, to: number) {
  let sessionsMicros = 0;
  let gatewayMicros = 0;
  let requests = 0;
  for (const project of accountProjects(store, accountId)) {
    const traffic = trafficOf(store, project.id);
    if (!traffic.n) continue;
    forEachRow(traffic, from, to, compileFilter(traffic, {}), (i) => {
      requests++;
      if (traffic.session[i] >= 0) sessionsMicros += traffic.cost[i];
      else gatewayMicros += traffic.cost[i];
    });
  }
  return { sessionsMicros, gatewayMicros, requests };
}

/** Daily points over the window in its zone (local days: 23 or 25 hours across DST, as the gateway's buckets). */
export function usageHistory(store: Store, accountId: string, w: Window): UsageHistory {
  const day: Window = { ...w, interval: 'day' };
  const starts = bucketStarts(day);
  const edges = [w.from, ...starts.slice(1), w.to];
  const points = starts.map((start) => ({
    date: format(new TZDate(Math.max(start, w.from), w.tz), 'yyyy-MM-dd'),
    start: new Date(start).toISOString(),
    requests: 0,
    provider: 0,
    sessions: 0,
    gateway: 0,
  }));
  const projects: UsageHistory['projects'] = [];
  for (const project of accountProjects(store, accountId)) {
    const traffic = trafficOf(store, project.id);
    let total = 0;
    let requests = 0;
    for (let b = 0; b < points.length && traffic.n; b++) {
      const point = points[b];
      const lo = lowerBound(traffic.at, traffic.n, edges[b]);
      const hi = lowerBound(traffic.at, traffic.n, edges[b + 1]);
      for (let i = lo; i < hi; i++) {
        const cost = traffic.cost[i];
        point.requests++;
        point.provider += cost;
        if (traffic.session[i] >= 0) point.sessions += cost;
        else point.gateway += cost;
        total += cost;
        requests++;
      }
    }
    projects.push({ project_id: project.id, name: project.name, provider_cost_usd: usd(total), billed_usd: micros(total), requests });
  }
  const sum = points.reduce((s, p) => s + p.provider, 0);
  return {
    from: new Date(w.from).toISOString(),
    to: new Date(w.to).toISOString(),
    tz: w.tz,
    markup: COST_MARKUP,
    points: points.map((p) => ({ date: p.date, start: p.start, requests: p.requests, provider_cost_usd: usd(p.provider), billed_usd: micros(p.provider), sessions_usd: micros(p.sessions), gateway_usd: micros(p.gateway) })),
    total_billed_usd: micros(sum),
    total_provider_cost_usd: usd(sum),
    // Projects without traffic in the window are left out (an account of hundreds of idle projects lists none of them).
    projects: projects.filter((p) => p.requests > 0),
  };
}
