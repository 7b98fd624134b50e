// Pre-aggregates of the generated traffic, so the overview and the series read a few running totals instead of
// scanning every row of the range. The traffic never changes once generated (requests made later, playground runs and
// key-authenticated completions, are not added to it), so these are built once per traffic, per dimension, on first use.
//
// Why running totals rather than per-day or per-hour cells: the rows are sorted by time, so the rows of any window
// [from, to) are one contiguous run of a time-sorted list, whatever the zone, the DST change or the minute the range
// starts at. Two binary searches find the run; the difference of two running totals is its exact sum. So no range edge
// ever needs a partial cell (Kathmandu's days start at :15 UTC, Lord Howe's DST moves by half an hour). Latency
// percentiles stay exact (nearest rank over the rows, as the scan gives): the latencies are also kept sorted in blocks
// of BLOCK rows, and the k-th smallest of a run is found by bisecting on the value, counting in the sorted whole
// blocks and in the (sorted) partial blocks at the ends. docs/GATEWAY.md ("One aggregation path") has the reasoning.
import 'server-only';
import { CLS, ERROR_CODES, STATUS_CLASSES } from './failures';
import { lowerBound, select, type RowFilter } from './aggregate';
import { NONE8, type Traffic } from './traffic';

const BLOCK = 256;

/** Rows of the traffic (all, or those of one dimension value), oldest first, with running totals. */
export interface RowList {
  n: number;
  at: Float64Array;
  /** Running totals, n + 1 long: entry i sums the first i rows. Integers (costs are micro-dollars), so differences are exact. */
  errors: Float64Array;
  inTok: Float64Array;
  outTok: Float64Array;
  cost: Float64Array;
  latency: Uint32Array;
  /** `latency` with each block of BLOCK rows sorted ascending. */
  sorted: Uint32Array;
  maxLatency: number;
}

const none = new Float64Array(1);
export const EMPTY_LIST: RowList = { n: 0, at: new Float64Array(0), errors: none, inTok: none, outTok: none, cost: none, latency: new Uint32Array(0), sorted: new Uint32Array(0), maxLatency: 0 };

function buildList(traffic: Traffic, rows: Uint32Array | null): RowList {
  const n = rows ? rows.length : traffic.n;
  const row = rows ? (j: number) => rows[j] : (j: number) => j;
  const at = rows ? new Float64Array(n) : traffic.at.subarray(0, n);
  const latency = rows ? new Uint32Array(n) : traffic.latency.subarray(0, n);
  const errors = new Float64Array(n + 1);
  const inTok = new Float64Array(n + 1);
  const outTok = new Float64Array(n + 1);
  const cost = new Float64Array(n + 1);
  let maxLatency = 0;
  for (let j = 0; j < n; j++) {
    const i = row(j);
    if (rows) {
      at[j] = traffic.at[i];
      latency[j] = traffic.latency[i];
    }
    errors[j + 1] = errors[j] + (traffic.cls[i] === CLS.ok ? 0 : 1);
    inTok[j + 1] = inTok[j] + traffic.inTok[i];
    outTok[j + 1] = outTok[j] + traffic.outTok[i];
    cost[j + 1] = cost[j] + traffic.cost[i];
    if (latency[j] > maxLatency) maxLatency = latency[j];
  }
  const sorted = Uint32Array.from(latency);
  for (let b = 0; b < n; b += BLOCK) sorted.subarray(b, Math.min(n, b + BLOCK)).sort();
  return { n, at, errors, inTok, outTok, cost, latency, sorted, maxLatency };
}

/** The dimensions a filter or a split can name, each a group per value (-1: the row has none). */
export type RollupDimension = 'model' | 'provider' | 'key' | 'agent' | 'cls' | 'error' | 'code';

function groupsOf(traffic: Traffic, dimension: RollupDimension): { groups: number; groupOf: (i: number) => number } {
  switch (dimension) {
    case 'model':
      return { groups: traffic.models.length, groupOf: (i) => traffic.model[i] };
    case 'provider':
      return { groups: traffic.providers.length, groupOf: (i) => traffic.providerOfModel[traffic.model[i]] };
    case 'key':
      return { groups: traffic.keys.length, groupOf: (i) => (traffic.key[i] === NONE8 ? -1 : traffic.key[i]) };
    case 'agent':
      return { groups: traffic.agents.length, groupOf: (i) => (traffic.agent[i] === NONE8 ? -1 : traffic.agent[i]) };
    case 'cls':
      return { groups: STATUS_CLASSES.length, groupOf: (i) => traffic.cls[i] };
    case 'error':
      return { groups: 1, groupOf: (i) => (traffic.cls[i] === CLS.ok ? -1 : 0) };
    case 'code':
      return { groups: ERROR_CODES.length, groupOf: (i) => traffic.code[i] };
  }
}

/** One list per value of the dimension, each in time order (a stable counting sort of the row indices). */
function buildDimension(traffic: Traffic, dimension: RollupDimension): RowList[] {
  const { groups, groupOf } = groupsOf(traffic, dimension);
  const counts = new Uint32Array(groups);
  const group = new Int32Array(traffic.n);
  for (let i = 0; i < traffic.n; i++) {
    const g = groupOf(i);
    group[i] = g >= 0 && g < groups ? g : -1;
    if (group[i] >= 0) counts[group[i]]++;
  }
  const rows = Array.from(counts, (c) => new Uint32Array(c));
  const fill = new Uint32Array(groups);
  for (let i = 0; i < traffic.n; i++) if (group[i] >= 0) rows[group[i]][fill[group[i]]++] = i;
  return rows.map((r) => buildList(traffic, r));
}

class Rollups {
  private allRows: RowList | null = null;
  private readonly byDimension = new Map<RollupDimension, RowList[]>();
  constructor(private readonly traffic: Traffic) {}

  all(): RowList {
    return (this.allRows ??= buildList(this.traffic, null));
  }

  dimension(d: RollupDimension): RowList[] {
    let lists = this.byDimension.get(d);
    if (!lists) {
      lists = buildDimension(this.traffic, d);
      this.byDimension.set(d, lists);
    }
    return lists;
  }
}

const cache = new WeakMap<Traffic, Rollups>();
export const rollupsOf = (traffic: Traffic): Rollups => {
  let r = cache.get(traffic);
  if (!r) {
    r = new Rollups(traffic);
    cache.set(traffic, r);
  }
  return r;
};

/** The one condition of a filter the rollups can answer alone, `all` for none, or null (text, session, or several). */
function singleCondition(f: RowFilter): { dimension: RollupDimension; value: number } | 'all' | null {
  if (f.all) return 'all';
  if (f.row >= 0 || f.previews || f.session >= 0) return null;
  const conditions: Array<{ dimension: RollupDimension; value: number }> = [];
  if (f.model >= 0) conditions.push({ dimension: 'model', value: f.model });
  if (f.provider >= 0) conditions.push({ dimension: 'provider', value: f.provider });
  if (f.key >= 0) conditions.push({ dimension: 'key', value: f.key });
  if (f.agent >= 0) conditions.push({ dimension: 'agent', value: f.agent });
  if (f.code >= 0) conditions.push({ dimension: 'code', value: f.code });
  if (f.cls >= 0) conditions.push({ dimension: 'cls', value: f.cls });
  if (f.cls === -2) conditions.push({ dimension: 'error', value: 0 });
  return conditions.length === 1 ? conditions[0] : null;
}

/** The list holding exactly the rows the filter matches, or null when only a scan can tell. */
export function listFor(traffic: Traffic, f: RowFilter): RowList | null {
  if (f.never) return EMPTY_LIST;
  const c = singleCondition(f);
  if (c === null) return null;
  if (c === 'all') return rollupsOf(traffic).all();
  return rollupsOf(traffic).dimension(c.dimension)[c.value] ?? EMPTY_LIST;
}

/**
 * One list per model (or provider) holding the rows of that group the filter matches, or null when only a scan can
 * tell. Answered for no filter, and for a filter on the model or the provider (the other groups are then empty).
 */
export function splitListsFor(traffic: Traffic, f: RowFilter, split: 'model' | 'provider'): RowList[] | null {
  const groups = split === 'model' ? traffic.models.length : traffic.providers.length;
  const empty = () => Array.from({ length: groups }, () => EMPTY_LIST);
  if (f.never) return empty();
  const c = singleCondition(f);
  if (c === null) return null;
  const lists = rollupsOf(traffic).dimension(split);
  if (c === 'all') return lists;
  if (c.dimension === split) return lists.map((l, g) => (g === c.value ? l : EMPTY_LIST));
  if (split === 'model' && c.dimension === 'provider') return lists.map((l, g) => (traffic.providerOfModel[g] === c.value ? l : EMPTY_LIST));
  if (split === 'provider' && c.dimension === 'model') {
    const out = empty();
    out[traffic.providerOfModel[c.value]] = rollupsOf(traffic).dimension('model')[c.value];
    return out;
  }
  return null;
}

/** Positions [lo, hi) of the list's rows in [from, to). */
export function runOf(list: RowList, from: number, to: number): [number, number] {
  const lo = lowerBound(list.at, list.n, from);
  return [lo, Math.max(lo, lowerBound(list.at, list.n, to))];
}

let scratch = new Uint32Array(4 * BLOCK);

/** Count of values ≤ v in the ascending a[lo, hi). */
function countAtMost(a: Uint32Array, lo: number, hi: number, v: number): number {
  const start = lo;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo - start;
}

/** The k-th smallest (0-based) latency of positions [lo, hi), exactly. */
export function kthLatency(list: RowList, lo: number, hi: number, k: number): number {
  const firstBlock = Math.ceil(lo / BLOCK);
  const lastBlock = Math.floor(hi / BLOCK);
  const fullLo = firstBlock * BLOCK;
  const fullHi = lastBlock * BLOCK;
  // The rows outside whole blocks (all of them when the run holds no whole block), sorted once.
  const partial = firstBlock >= lastBlock ? hi - lo : fullLo - lo + (hi - fullHi);
  if (scratch.length < partial) scratch = new Uint32Array(partial * 2);
  if (firstBlock >= lastBlock) scratch.set(list.latency.subarray(lo, hi));
  else {
    scratch.set(list.latency.subarray(lo, fullLo));
    scratch.set(list.latency.subarray(fullHi, hi), fullLo - lo);
  }
  if (firstBlock >= lastBlock) return select(scratch, 0, partial, k);
  const edges = scratch.subarray(0, partial).sort();
  // The smallest v with more than k values ≤ v.
  let low = 0;
  let high = list.maxLatency;
  while (low < high) {
    const v = Math.floor((low + high) / 2);
    let count = countAtMost(edges, 0, partial, v);
    for (let b = fullLo; b < fullHi && count <= k; b += BLOCK) count += countAtMost(list.sorted, b, b + BLOCK, v);
    if (count > k) high = v;
    else low = v + 1;
  }
  return low;
}

/** Nearest-rank percentile of the run's latencies (as `Cells.percentile`); null for an empty run. */
export function percentileOf(list: RowList, lo: number, hi: number, p: number): number | null {
  const n = hi - lo;
  if (n === 0) return null;
  return kthLatency(list, lo, hi, Math.max(0, Math.ceil(p * n) - 1));
}
