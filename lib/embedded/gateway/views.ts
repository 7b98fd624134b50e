// The aggregate reads of `p.gateway`, each a thin shape over `aggregate` (aggregate.ts); the overview and the series
// read the rollups (rollups.ts) when the filter lets them, and the scan otherwise.
import 'server-only';
import type { GatewayFilterInput } from '@/lib/contract/ops/project-gateway';
import type {
  GatewayBreakdown,
  GatewayBreakdownRow,
  GatewayDimension,
  GatewayErrorGroup,
  GatewayErrors,
  GatewayOverview,
  GatewaySeries,
  GatewaySeriesLine,
  GatewaySessions,
  GatewaySplit,
  GatewayTotals,
} from '@/lib/contract/types-gateway';
import { aggregate, compileFilter, lowerBound, usd, type Cells } from './aggregate';
import { catalogModel } from './catalog';
import { CLS, ERROR_CODES, STATUS_CLASSES } from './failures';
import { bucketStarts, previousWindow, wireRange, type Window } from './range';
import { listFor, percentileOf, runOf, splitListsFor, type RowList } from './rollups';
import { NONE8, type Traffic } from './traffic';

/** Display names the views need from outside the traffic (key names, whether a session still exists). */
export interface ViewContext {
  keyName(keyId: string): string | undefined;
  sessionAvailable(sessionId: string): boolean;
}

const iso = (t: number) => new Date(t).toISOString();

/** `scan`: sum the rows one by one (the reference the tests compare the rollups with); otherwise the rollups when they can answer. */
export interface ViewOptions {
  scan?: boolean;
}

function totalsOfRun(list: RowList, from: number, to: number): GatewayTotals {
  const [lo, hi] = runOf(list, from, to);
  const requests = hi - lo;
  const errors = list.errors[hi] - list.errors[lo];
  return {
    requests,
    errors,
    errorRate: requests ? errors / requests : null,
    inputTokens: list.inTok[hi] - list.inTok[lo],
    outputTokens: list.outTok[hi] - list.outTok[lo],
    spend: usd(list.cost[hi] - list.cost[lo]),
    p50LatencyMs: percentileOf(list, lo, hi, 0.5),
    p95LatencyMs: percentileOf(list, lo, hi, 0.95),
  };
}

export function overviewOf(traffic: Traffic, w: Window, input: Partial<GatewayFilterInput>, options: ViewOptions = {}): GatewayOverview {
  const filter = compileFilter(traffic, input);
  const prev = previousWindow(w);
  const list = options.scan ? null : listFor(traffic, filter);
  const totals = (from: number, to: number) => (list ? totalsOfRun(list, from, to) : aggregate(traffic, from, to, filter).totals(0));
  const now = totals(w.from, w.to);
  const before = totals(prev.from, prev.to);
  const metric = (a: number | null, b: number | null) => ({ value: a, previous: b });
  return {
    range: wireRange(w),
    previousRange: { from: iso(prev.from), to: iso(prev.to) },
    previousCoverage: before.requests === 0 ? 'none' : prev.from < traffic.from ? 'partial' : 'full',
    dataFrom: traffic.n ? iso(traffic.from) : null,
    requests: metric(now.requests, before.requests),
    spend: metric(now.spend, before.spend),
    errorRate: metric(now.errorRate, before.errorRate),
    p50LatencyMs: metric(now.p50LatencyMs, before.p50LatencyMs),
    p95LatencyMs: metric(now.p95LatencyMs, before.p95LatencyMs),
    inputTokens: metric(now.inputTokens, before.inputTokens),
    outputTokens: metric(now.outputTokens, before.outputTokens),
  };
}

function line(name: string, cells: Cells, group: number, buckets: number): GatewaySeriesLine {
  const out: GatewaySeriesLine = { name, requests: [], spend: [], errors: [], p95LatencyMs: [] };
  for (let b = 0; b < buckets; b++) {
    const cell = group * buckets + b;
    out.requests.push(cells.requests[cell]);
    out.spend.push(usd(cells.cost[cell]));
    out.errors.push(cells.errors[cell]);
    out.p95LatencyMs.push(cells.percentile(cell, 0.95));
  }
  return out;
}

/** Bucket b holds the rows of [edges[b], edges[b + 1]): the window's bounds and the bucket starts inside it. */
const bucketEdges = (w: Window, starts: readonly number[]) => [w.from, ...starts.slice(1).map((s) => Math.min(w.to, Math.max(w.from, s))), w.to];

function lineOfList(name: string, list: RowList, edges: readonly number[]): GatewaySeriesLine {
  const out: GatewaySeriesLine = { name, requests: [], spend: [], errors: [], p95LatencyMs: [] };
  let lo = lowerBound(list.at, list.n, edges[0]);
  for (let b = 0; b + 1 < edges.length; b++) {
    const hi = Math.max(lo, lowerBound(list.at, list.n, edges[b + 1]));
    out.requests.push(hi - lo);
    out.spend.push(usd(list.cost[hi] - list.cost[lo]));
    out.errors.push(list.errors[hi] - list.errors[lo]);
    out.p95LatencyMs.push(percentileOf(list, lo, hi, 0.95));
    lo = hi;
  }
  return out;
}

/** Lines with traffic, most requests first (then by name). */
const byVolume = (names: readonly string[], volume: readonly number[]) =>
  names
    .map((name, g) => ({ name, g }))
    .filter(({ g }) => volume[g] > 0)
    .sort((a, b) => volume[b.g] - volume[a.g] || a.name.localeCompare(b.name));

export function seriesOf(traffic: Traffic, w: Window, input: Partial<GatewayFilterInput> & { split?: GatewaySplit }, options: ViewOptions = {}): GatewaySeries {
  const starts = bucketStarts(w);
  const filter = compileFilter(traffic, input);
  const split = input.split ?? null;
  const base = { range: wireRange(w), buckets: starts.map(iso), split };
  const list = options.scan ? null : listFor(traffic, filter);
  const lists = list && split ? splitListsFor(traffic, filter, split) : null;
  if (list && (!split || lists)) {
    const edges = bucketEdges(w, starts);
    const total = lineOfList('total', list, edges);
    if (!split || !lists) return { ...base, total, lines: [] };
    const names = split === 'model' ? traffic.models : traffic.providers;
    const volume = lists.map((l) => {
      const [lo, hi] = runOf(l, w.from, w.to);
      return hi - lo;
    });
    return { ...base, total, lines: byVolume(names, volume).map(({ name, g }) => lineOfList(name, lists[g], edges)) };
  }
  if (!split) return { ...base, total: line('total', aggregate(traffic, w.from, w.to, filter, { bucketStarts: starts }), 0, starts.length), lines: [] };
  const names = split === 'model' ? traffic.models : traffic.providers;
  const groupOf = split === 'model' ? (i: number) => traffic.model[i] : (i: number) => traffic.providerOfModel[traffic.model[i]];
  // One pass: each row counts in its model's (or provider's) line and in the total line after them.
  const cells = aggregate(traffic, w.from, w.to, filter, { groups: names.length, groupOf, bucketStarts: starts, withTotal: true });
  const volume = names.map((_, g) => cells.requests.subarray(g * starts.length, (g + 1) * starts.length).reduce((a, b) => a + b, 0));
  const lines = byVolume(names, volume).map(({ name, g }) => line(name, cells, g, starts.length));
  return { ...base, total: line('total', cells, names.length, starts.length), lines };
}

interface Dimension {
  groups: number;
  groupOf(i: number): number;
  keyOf(g: number): string | null;
  labelOf(g: number): string;
}

function dimension(traffic: Traffic, by: GatewayDimension, ctx: ViewContext): Dimension {
  switch (by) {
    case 'model':
      return { groups: traffic.models.length, groupOf: (i) => traffic.model[i], keyOf: (g) => traffic.models[g], labelOf: (g) => catalogModel(traffic.models[g])?.label ?? traffic.models[g] };
    case 'provider':
      return { groups: traffic.providers.length, groupOf: (i) => traffic.providerOfModel[traffic.model[i]], keyOf: (g) => traffic.providers[g], labelOf: (g) => traffic.providers[g] };
    case 'key':
      return {
        groups: traffic.keys.length + 1,
        groupOf: (i) => (traffic.key[i] === NONE8 ? traffic.keys.length : traffic.key[i]),
        keyOf: (g) => traffic.keys[g] ?? null,
        labelOf: (g) => (g < traffic.keys.length ? (ctx.keyName(traffic.keys[g]) ?? traffic.keys[g]) : 'No key'),
      };
    case 'agent':
      return {
        groups: traffic.agents.length + 1,
        groupOf: (i) => (traffic.agent[i] === NONE8 ? traffic.agents.length : traffic.agent[i]),
        keyOf: (g) => traffic.agents[g] ?? null,
        labelOf: (g) => traffic.agents[g] ?? 'No agent (direct API calls)',
      };
    case 'session':
      return {
        groups: traffic.sessions.length + 1,
        groupOf: (i) => (traffic.session[i] < 0 ? traffic.sessions.length : traffic.session[i]),
        keyOf: (g) => traffic.sessions[g]?.id ?? null,
        labelOf: (g) => (g < traffic.sessions.length ? (traffic.sessions[g].title ?? traffic.sessions[g].id) : 'No session (direct API calls)'),
      };
  }
}

/** Rows with traffic, most spend first (then most requests, then label). */
function rowsOf(cells: Cells, dim: Dimension): GatewayBreakdownRow[] {
  const rows: GatewayBreakdownRow[] = [];
  for (let g = 0; g < dim.groups; g++) {
    if (cells.requests[g] === 0) continue;
    rows.push({ key: dim.keyOf(g), label: dim.labelOf(g), ...cells.totals(g) });
  }
  return rows.sort((a, b) => b.spend - a.spend || b.requests - a.requests || a.label.localeCompare(b.label));
}

export function breakdownOf(traffic: Traffic, w: Window, input: Partial<GatewayFilterInput> & { by?: GatewayDimension }, ctx: ViewContext): GatewayBreakdown {
  const by = input.by ?? 'model';
  const filter = compileFilter(traffic, input);
  const dim = dimension(traffic, by, ctx);
  const cells = aggregate(traffic, w.from, w.to, filter, { groups: dim.groups, groupOf: dim.groupOf });
  const total = aggregate(traffic, w.from, w.to, filter).totals(0);
  return { range: wireRange(w), by, rows: rowsOf(cells, dim), total };
}

export function sessionsOf(traffic: Traffic, w: Window, input: Partial<GatewayFilterInput>, ctx: ViewContext): GatewaySessions {
  const filter = compileFilter(traffic, input);
  const firstAgent = new Int16Array(traffic.sessions.length).fill(-1);
  const cells = aggregate(traffic, w.from, w.to, filter, {
    groups: traffic.sessions.length,
    groupOf: (i) => {
      const s = traffic.session[i];
      if (s >= 0 && firstAgent[s] < 0 && traffic.agent[i] !== NONE8) firstAgent[s] = traffic.agent[i];
      return s;
    },
  });
  const total = aggregate(traffic, w.from, w.to, filter, { groupOf: (i) => (traffic.session[i] < 0 ? -1 : 0) }).totals(0);
  const rows = [];
  for (let g = 0; g < traffic.sessions.length; g++) {
    if (cells.requests[g] === 0) continue;
    const session = traffic.sessions[g];
    rows.push({
      key: session.id,
      label: session.title ?? session.id,
      ...cells.totals(g),
      agent: firstAgent[g] >= 0 ? traffic.agents[firstAgent[g]] : null,
      firstAt: iso(cells.first[g]),
      lastAt: iso(cells.last[g]),
      available: session.real && ctx.sessionAvailable(session.id),
    });
  }
  rows.sort((a, b) => b.spend - a.spend || b.requests - a.requests || a.label.localeCompare(b.label));
  return { range: wireRange(w), rows, total };
}

export function errorsOf(traffic: Traffic, w: Window, input: Partial<GatewayFilterInput>): GatewayErrors {
  const starts = bucketStarts(w);
  const filter = compileFilter(traffic, input);
  const P = traffic.providers.length;
  const C = STATUS_CLASSES.length;
  const groups = ERROR_CODES.length * P * C;
  const groupOf = (i: number) => (traffic.cls[i] === CLS.ok ? -1 : (traffic.code[i] * P + traffic.providerOfModel[traffic.model[i]]) * C + traffic.cls[i]);
  const cells = aggregate(traffic, w.from, w.to, filter, { groups, groupOf, bucketStarts: starts });
  const all = aggregate(traffic, w.from, w.to, filter);
  const out: GatewayErrorGroup[] = [];
  let total = 0;
  for (let g = 0; g < groups; g++) {
    const counts = Array.from(cells.requests.subarray(g * starts.length, (g + 1) * starts.length));
    const count = counts.reduce((a, b) => a + b, 0);
    if (count === 0) continue;
    total += count;
    let last = -Infinity;
    for (let b = 0; b < starts.length; b++) last = Math.max(last, cells.last[g * starts.length + b]);
    const cls = g % C;
    const rest = (g - cls) / C;
    out.push({ code: ERROR_CODES[Math.floor(rest / P)], provider: traffic.providers[rest % P], statusClass: STATUS_CLASSES[cls], count, lastAt: iso(last), counts });
  }
  out.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code) || a.provider.localeCompare(b.provider));
  return { range: wireRange(w), buckets: starts.map(iso), groups: out, total, requests: all.requests[0] };
}
