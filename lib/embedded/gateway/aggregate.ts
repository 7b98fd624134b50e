// The one aggregation path: every figure of the gateway (overview, series, breakdown, sessions, errors, budget spend)
// is a sum over the rows `forEachRow` visits, so a total is the same on every page and equals the sum of its logs.
import 'server-only';
import type { GatewayTotals } from '@/lib/contract/types-gateway';
import type { GatewayFilterInput } from '@/lib/contract/ops/project-gateway';
import { CLS, ERROR_CODES, STATUS_CLASSES } from './failures';
import type { Traffic } from './traffic';

/** A compiled log filter: indices into the traffic's dictionaries; `never` when a value names nothing there. */
export interface RowFilter {
  never: boolean;
  /** No condition at all: every row of the range matches (the scans skip the per-row test). */
  all: boolean;
  model: number;
  provider: number;
  /** STATUS_CLASSES index, or -2 for "any error". */
  cls: number;
  key: number;
  agent: number;
  session: number;
  /** ERROR_CODES index. */
  code: number;
  /** Preview dictionary entries the text matches, and a row the text names by id (-1 none). */
  previews: Uint8Array | null;
  row: number;
}

const ANY = -1;

function indexIn(list: readonly string[], value: string | undefined): number {
  if (value === undefined) return ANY;
  const i = list.indexOf(value);
  return i < 0 ? -3 : i;
}

/** The row a log id (`gwl_<tag>_<n>`) or request id (`req_<tag>_<n>`) names, or -1. */
export function rowOfId(traffic: Traffic, id: string): number {
  const match = /^(?:gwl|req)_([a-z0-9]+)_([0-9a-z]+)$/.exec(id.trim().toLowerCase());
  if (!match || match[1] !== traffic.tag) return -1;
  const i = parseInt(match[2], 36);
  return Number.isSafeInteger(i) && i >= 0 && i < traffic.n ? i : -1;
}

export const logIdOf = (traffic: Traffic, i: number) => `gwl_${traffic.tag}_${i.toString(36).padStart(4, '0')}`;
export const requestIdOf = (traffic: Traffic, i: number) => `req_${traffic.tag}_${i.toString(36).padStart(4, '0')}`;

export function compileFilter(traffic: Traffic, input: Partial<GatewayFilterInput>): RowFilter {
  const filter: RowFilter = {
    never: false,
    all: false,
    model: indexIn(traffic.models, input.model),
    provider: indexIn(traffic.providers, input.provider),
    cls: input.status === undefined ? ANY : input.status === 'error' ? -2 : STATUS_CLASSES.indexOf(input.status),
    key: indexIn(traffic.keys, input.keyId),
    agent: indexIn(traffic.agents, input.agent),
    session: input.sessionId === undefined ? ANY : traffic.sessions.findIndex((s) => s.id === input.sessionId),
    code: indexIn(ERROR_CODES, input.code),
    previews: null,
    row: -1,
  };
  if (filter.session < ANY || (input.sessionId !== undefined && filter.session === -1)) filter.never = true;
  if (filter.model === -3 || filter.provider === -3 || filter.key === -3 || filter.agent === -3 || filter.code === -3 || filter.code === 0) filter.never = true;
  if (input.q) {
    const q = input.q.toLowerCase();
    filter.row = rowOfId(traffic, q);
    if (filter.row < 0) filter.previews = Uint8Array.from(traffic.previews, (p) => (p.toLowerCase().includes(q) ? 1 : 0));
    if (filter.row < 0 && !filter.previews!.includes(1)) filter.never = true;
  }
  filter.all = !filter.never && filter.model === ANY && filter.provider === ANY && filter.cls === ANY && filter.key === ANY && filter.agent === ANY && filter.session === ANY && filter.code === ANY && !input.q;
  return filter;
}

/** First row at or after `t` (rows are sorted by time). */
export function lowerBound(at: Float64Array, n: number, t: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function matches(traffic: Traffic, f: RowFilter, i: number): boolean {
  if (f.model >= 0 && traffic.model[i] !== f.model) return false;
  if (f.provider >= 0 && traffic.providerOfModel[traffic.model[i]] !== f.provider) return false;
  if (f.cls >= 0 ? traffic.cls[i] !== f.cls : f.cls === -2 && traffic.cls[i] === CLS.ok) return false;
  if (f.key >= 0 && traffic.key[i] !== f.key) return false;
  if (f.agent >= 0 && traffic.agent[i] !== f.agent) return false;
  if (f.session >= 0 && traffic.session[i] !== f.session) return false;
  if (f.code >= 0 && traffic.code[i] !== f.code) return false;
  if (f.row >= 0) return i === f.row;
  if (f.previews && f.previews[traffic.preview[i]] === 0) return false;
  return true;
}

/** Visits every row in [from, to) the filter matches, oldest first. */
export function forEachRow(traffic: Traffic, from: number, to: number, f: RowFilter, visit: (i: number) => void): void {
  if (f.never) return;
  if (f.row >= 0) {
    const t = traffic.at[f.row];
    if (t >= from && t < to && matches(traffic, f, f.row)) visit(f.row);
    return;
  }
  const hi = lowerBound(traffic.at, traffic.n, to);
  const lo = lowerBound(traffic.at, traffic.n, from);
  if (f.all) for (let i = lo; i < hi; i++) visit(i);
  else for (let i = lo; i < hi; i++) if (matches(traffic, f, i)) visit(i);
}

/** k-th smallest (0-based) of a[lo, hi) by quickselect; reorders that segment only. */
export function select(a: Uint32Array, lo: number, hi: number, k: number): number {
  let left = lo;
  let right = hi - 1;
  const target = lo + k;
  while (left < right) {
    const pivot = a[(left + right) >>> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const tmp = a[i];
        a[i] = a[j];
        a[j] = tmp;
        i++;
        j--;
      }
    }
    if (target <= j) right = j;
    else if (target >= i) left = i;
    else break;
  }
  return a[target];
}

/** Sums per cell (a group × bucket pair); latencies are kept to take exact percentiles. */
export class Cells {
  readonly requests: Float64Array;
  readonly errors: Float64Array;
  readonly inTok: Float64Array;
  readonly outTok: Float64Array;
  /** Micro-dollars. */
  readonly cost: Float64Array;
  readonly first: Float64Array;
  readonly last: Float64Array;
  private cellOf: Uint32Array;
  private latency: Uint32Array;
  private count = 0;
  /** Latencies grouped by cell (a counting sort), built on the first percentile asked. */
  private grouped: Uint32Array | null = null;
  private offsets: Uint32Array | null = null;

  constructor(readonly size: number, capacity: number) {
    this.requests = new Float64Array(size);
    this.errors = new Float64Array(size);
    this.inTok = new Float64Array(size);
    this.outTok = new Float64Array(size);
    this.cost = new Float64Array(size);
    this.first = new Float64Array(size).fill(Infinity);
    this.last = new Float64Array(size).fill(-Infinity);
    this.cellOf = new Uint32Array(capacity);
    this.latency = new Uint32Array(capacity);
  }

  add(traffic: Traffic, i: number, cell: number): void {
    this.requests[cell] += 1;
    if (traffic.cls[i] !== CLS.ok) this.errors[cell] += 1;
    this.inTok[cell] += traffic.inTok[i];
    this.outTok[cell] += traffic.outTok[i];
    this.cost[cell] += traffic.cost[i];
    const t = traffic.at[i];
    if (t < this.first[cell]) this.first[cell] = t;
    if (t > this.last[cell]) this.last[cell] = t;
    if (this.count === this.cellOf.length) {
      const size = Math.max(16, this.cellOf.length * 2);
      const cells = new Uint32Array(size);
      cells.set(this.cellOf);
      this.cellOf = cells;
      const latency = new Uint32Array(size);
      latency.set(this.latency);
      this.latency = latency;
    }
    this.cellOf[this.count] = cell;
    this.latency[this.count++] = traffic.latency[i];
  }

  /** The p-th percentile (nearest rank) of the cell's latencies; null for an empty cell. */
  percentile(cell: number, p: number): number | null {
    if (!this.grouped) {
      const offsets = new Uint32Array(this.size + 1);
      for (let k = 0; k < this.count; k++) offsets[this.cellOf[k] + 1]++;
      for (let c = 0; c < this.size; c++) offsets[c + 1] += offsets[c];
      const fill = offsets.slice(0, this.size);
      const grouped = new Uint32Array(this.count);
      for (let k = 0; k < this.count; k++) grouped[fill[this.cellOf[k]]++] = this.latency[k];
      this.grouped = grouped;
      this.offsets = offsets;
    }
    const lo = this.offsets![cell];
    const n = this.offsets![cell + 1] - lo;
    if (n === 0) return null;
    return select(this.grouped, lo, lo + n, Math.max(0, Math.ceil(p * n) - 1));
  }

  totals(cell: number, withPercentiles = true): GatewayTotals {
    const requests = this.requests[cell];
    return {
      requests,
      errors: this.errors[cell],
      errorRate: requests ? this.errors[cell] / requests : null,
      inputTokens: this.inTok[cell],
      outputTokens: this.outTok[cell],
      spend: usd(this.cost[cell]),
      p50LatencyMs: withPercentiles ? this.percentile(cell, 0.5) : null,
      p95LatencyMs: withPercentiles ? this.percentile(cell, 0.95) : null,
    };
  }
}

export const usd = (micros: number) => Math.round(micros) / 1_000_000;

/**
 * Aggregates the rows of [from, to) matching the filter into `groups × buckets` cells. `groupOf` returns a row's group
 * (or -1 to leave it out, of the total too); `bucketStarts` are ascending and the first is at or before `from`.
 */
export function aggregate(
  traffic: Traffic,
  from: number,
  to: number,
  filter: RowFilter,
  options: { groups?: number; groupOf?: (i: number) => number; bucketStarts?: readonly number[]; withTotal?: boolean } = {},
): Cells {
  const groups = options.groups ?? 1;
  const starts = options.bucketStarts;
  const buckets = starts?.length ?? 1;
  // withTotal: one more group, after the others, that every visited row also counts in (a total line in one pass).
  const totalBase = options.withTotal ? groups * buckets : -1;
  const cells = new Cells((groups + (options.withTotal ? 1 : 0)) * buckets, 4096);
  let b = 0;
  forEachRow(traffic, from, to, filter, (i) => {
    const g = options.groupOf ? options.groupOf(i) : 0;
    if (g < 0) return;
    if (starts) {
      const t = traffic.at[i];
      while (b + 1 < buckets && starts[b + 1] <= t) b++;
    }
    cells.add(traffic, i, g * buckets + b);
    if (totalBase >= 0) cells.add(traffic, i, totalBase + b);
  });
  return cells;
}
