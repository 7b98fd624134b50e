// Usage comes from the gateway's traffic, through the gateway's own rows (aggregate.ts), so a project's spend is the same
// number on its overview, the gateway pages and billing. The gateway's costs already carry COST_MARKUP.
import 'server-only';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { UsageHistory } from '@/lib/contract/types-billing';
import { COST_MARKUP } from '@/lib/sdk/cost';
import { compileFilter, forEachRow, lowerBound, usd } from '../gateway/aggregate';
import { bucketStarts, type Window } from '../gateway/range';
import { trafficOf } from '../gateway/traffic';
import type { Store } from '../store';

function accountProjects(store: Store, accountId: string) {
  return [...store.projects.values()].filter((p) => p.account_id === accountId).sort((a, b) => a.id.localeCompare(b.id));
}

/** Spend in micro-dollars (markup included) over [from, to): model calls of agent sessions, and direct calls (no session). */
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

/** Daily points of spend over the window in its zone (local days: 23 or 25 hours across DST, as the gateway's buckets). */
export function usageHistory(store: Store, accountId: string, w: Window): UsageHistory {
  const day: Window = { ...w, interval: 'day' };
  const starts = bucketStarts(day);
  const edges = [w.from, ...starts.slice(1), w.to];
  const points = starts.map((start) => ({
    date: format(new TZDate(Math.max(start, w.from), w.tz), 'yyyy-MM-dd'),
    start: new Date(start).toISOString(),
    requests: 0,
    spend: 0,
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
        point.spend += cost;
        if (traffic.session[i] >= 0) point.sessions += cost;
        else point.gateway += cost;
        total += cost;
        requests++;
      }
    }
    projects.push({ project_id: project.id, name: project.name, spend_usd: usd(total), requests });
  }
  const sum = points.reduce((s, p) => s + p.spend, 0);
  return {
    from: new Date(w.from).toISOString(),
    to: new Date(w.to).toISOString(),
    tz: w.tz,
    markup: COST_MARKUP,
    points: points.map((p) => ({ date: p.date, start: p.start, requests: p.requests, spend_usd: usd(p.spend), sessions_usd: usd(p.sessions), gateway_usd: usd(p.gateway) })),
    total_spend_usd: usd(sum),
    total_provider_cost_usd: usd(sum / COST_MARKUP),
    // Projects without traffic in the window are left out (an account of hundreds of idle projects lists none of them).
    projects: projects.filter((p) => p.requests > 0),
  };
}
