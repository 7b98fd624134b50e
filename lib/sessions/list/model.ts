// The session list's pure logic: text, status and date filters, sorting, and the parent/child tree in
// `sortSessions(now)` order. Total: malformed input gives fewer rows, never an exception.
import type { SessionSummary } from '@/lib/contract/types';
import { childMapByParent, sortSessions } from '@/lib/sdk/sessions';
import { isRecord, prop, str } from '@/lib/sdk/util';
import { deriveSessionStatus, type SessionState } from '@/lib/sessions/status';

export interface ListFilter {
  text: string;
  status: 'all' | SessionState;
  /** Last activity on or after this day (`YYYY-MM-DD`, the reader's timezone); '' for no bound. */
  from?: string;
  /** Last activity on or before this day (`YYYY-MM-DD`); '' for no bound. */
  to?: string;
  /** Last activity at or after this instant (epoch ms), a rolling window such as "the last 24 h"; undefined for none. */
  since?: number;
}

export const NO_FILTER: ListFilter = { text: '', status: 'all' };

export const SORT_KEYS = ['updated', 'title', 'status', 'cost', 'turns', 'created'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  key: SortKey;
  order: SortOrder;
}
/** Newest activity first, with just-updated sessions pinned in place (sortSessions). */
export const DEFAULT_SORT: ListSort = { key: 'updated', order: 'desc' };

/** Local midnight of a `YYYY-MM-DD` day (plus `days`), or undefined for anything else. */
function dayStart(day: string | undefined, days = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).getTime();
  return Number.isFinite(at) ? at : undefined;
}

const STATE_ORDER: Record<SessionState, number> = { running: 0, error: 1, idle: 2, deleted: 3 };

function sortValue(session: SessionSummary, key: SortKey, now: number): number | string {
  switch (key) {
    case 'title':
      return (str(prop(session, 'title')) ?? '').toLocaleLowerCase();
    case 'status':
      return STATE_ORDER[deriveSessionStatus(session, now).state];
    case 'cost':
      return typeof session.cost === 'number' && Number.isFinite(session.cost) ? session.cost : 0;
    case 'turns':
      return typeof session.turnCount === 'number' && Number.isFinite(session.turnCount) ? session.turnCount : 0;
    case 'created':
      return typeof prop(prop(session, 'time'), 'created') === 'number' ? (session.time.created as number) : 0;
    default:
      return typeof prop(prop(session, 'time'), 'updated') === 'number' ? (session.time.updated as number) : 0;
  }
}

/**
 * The comparator of a sort: the default is `sortSessions(now)` (pinned, then newest); every other column compares
 * its value in the chosen order, then the newest activity, then the id, so the order is total and stable.
 */
export function compareSessions(sort: ListSort, now: number): (a: SessionSummary, b: SessionSummary) => number {
  if (sort.key === 'updated' && sort.order === 'desc') return sortSessions(now);
  const sign = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const va = sortValue(a, sort.key, now);
    const vb = sortValue(b, sort.key, now);
    if (va < vb) return -sign;
    if (va > vb) return sign;
    const ua = sortValue(a, 'updated', now) as number;
    const ub = sortValue(b, 'updated', now) as number;
    if (ua !== ub) return ub - ua;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

export function isFiltering(filter: ListFilter): boolean {
  return filter.text.trim() !== '' || filter.status !== 'all' || dayStart(filter.from) !== undefined || dayStart(filter.to) !== undefined || sinceOf(filter) !== undefined;
}

const sinceOf = (filter: ListFilter): number | undefined => (typeof filter.since === 'number' && Number.isFinite(filter.since) ? filter.since : undefined);

/** Case-insensitive text match on title, id, agent, model and owner, and an exact match of the derived status. */
export function matchesFilter(session: SessionSummary | unknown, filter: ListFilter, now: number): boolean {
  if (filter.status !== 'all' && deriveSessionStatus(session, now).state !== filter.status) return false;
  const from = dayStart(filter.from);
  const to = dayStart(filter.to, 1);
  const since = sinceOf(filter);
  if (from !== undefined || to !== undefined || since !== undefined) {
    const updated = prop(prop(session, 'time'), 'updated');
    if (typeof updated !== 'number') return false;
    if (from !== undefined && updated < from) return false;
    if (to !== undefined && updated >= to) return false;
    if (since !== undefined && updated < since) return false;
  }
  const needle = filter.text.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [prop(session, 'title'), prop(session, 'id'), prop(session, 'agent'), prop(session, 'model'), prop(prop(session, 'owner'), 'name')]
    .filter((v): v is string => typeof v === 'string')
    .join('\n')
    .toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

export interface SessionRow {
  session: SessionSummary;
  depth: number;
  children: SessionRow[];
  /** The session itself passes the filter (false: shown only because a descendant does). */
  matches: boolean;
  /** Some descendant passes the filter (the row opens itself while filtering). */
  hasMatchingDescendant: boolean;
}

function isSession(value: unknown): value is SessionSummary {
  return isRecord(value) && typeof prop(value, 'id') === 'string';
}

/**
 * Top-level rows (sessions whose parent is absent from the list) with nested children, each level in
 * `sortSessions(now)` order. With a filter, a row stays when it or a descendant matches.
 */
export function buildSessionTree(sessions: readonly SessionSummary[] | unknown, filter: ListFilter, now: number, sort: ListSort = DEFAULT_SORT): SessionRow[] {
  if (!Array.isArray(sessions)) return [];
  const valid = sessions.filter(isSession);
  const byId = new Map(valid.map((s) => [s.id, s]));
  const children = childMapByParent<SessionSummary>(valid);
  const compare = compareSessions(sort, now);
  const seen = new Set<string>();
  const filtering = isFiltering(filter);

  const build = (session: SessionSummary, depth: number): SessionRow | undefined => {
    if (seen.has(session.id)) return undefined;
    seen.add(session.id);
    const kids = [...(children.get(session.id) ?? [])]
      .sort(compare)
      .map((child) => build(child, depth + 1))
      .filter((row): row is SessionRow => row !== undefined);
    const matches = !filtering || matchesFilter(session, filter, now);
    const hasMatchingDescendant = kids.some((k) => k.matches || k.hasMatchingDescendant);
    if (filtering && !matches && !hasMatchingDescendant) return undefined;
    return { session, depth, children: kids, matches, hasMatchingDescendant };
  };

  const roots = valid.filter((s) => {
    const parent = str(prop(s, 'parentID'));
    return !parent || !byId.has(parent) || parent === s.id;
  });
  const rows = [...roots].sort(compare).map((s) => build(s, 0));
  // Sessions in a parent cycle have no root; show them at the top rather than lose them.
  const orphans = valid.filter((s) => !seen.has(s.id)).sort(compare);
  for (const orphan of orphans) rows.push(build(orphan, 0));
  return rows.filter((row): row is SessionRow => row !== undefined);
}

/**
 * How many sessions pass the filter: the one count of "sessions that match" that every page shows (the list's
 * "N of M sessions match" and the overview's figures that link to a filtered list). Never throws.
 */
export function countMatching(sessions: readonly SessionSummary[] | unknown, filter: ListFilter, now: number): number {
  if (!Array.isArray(sessions)) return 0;
  const seen = new Set<string>();
  let n = 0;
  for (const s of sessions) {
    if (!isSession(s) || seen.has(s.id)) continue;
    seen.add(s.id);
    if (matchesFilter(s, filter, now)) n += 1;
  }
  return n;
}

/** Number of rows of a tree (all levels) that match the filter themselves, not those shown only for a descendant. */
export function countMatchingRows(rows: readonly SessionRow[]): number {
  return rows.reduce((n, row) => n + (row.matches ? 1 : 0) + countMatchingRows(row.children), 0);
}

/** Number of rows in a tree, all levels. */
export function countRows(rows: readonly SessionRow[]): number {
  return rows.reduce((n, row) => n + 1 + countRows(row.children), 0);
}

/** The rows on screen, in order: every top-level row and the children of open rows (`expanded`, or matching while filtering). */
export function visibleRows(rows: readonly SessionRow[], expanded: ReadonlySet<string>, filtering: boolean): SessionRow[] {
  const out: SessionRow[] = [];
  const walk = (list: readonly SessionRow[]) => {
    for (const row of list) {
      out.push(row);
      if (row.children.length > 0 && (expanded.has(row.session.id) || (filtering && row.hasMatchingDescendant))) walk(row.children);
    }
  };
  walk(rows);
  return out;
}
