// The session list's pure logic: a status per session, text and status filters, and the parent/child tree in
// `sortSessions(now)` order. Total: malformed input gives fewer rows, never an exception.
import type { SessionSummary } from '@/lib/contract/types';
import { childMapByParent, sortSessions } from '@/lib/sdk/sessions';
import { isRecord, prop, str } from '@/lib/sdk/util';
import { deriveSessionStatus, type SessionState } from '@/lib/sessions/status';

export interface ListFilter {
  text: string;
  status: 'all' | SessionState;
}

export const NO_FILTER: ListFilter = { text: '', status: 'all' };

export function isFiltering(filter: ListFilter): boolean {
  return filter.text.trim() !== '' || filter.status !== 'all';
}

/** Case-insensitive text match on title, id, agent, model and owner, and an exact match of the derived status. */
export function matchesFilter(session: SessionSummary | unknown, filter: ListFilter, now: number): boolean {
  if (filter.status !== 'all' && deriveSessionStatus(session, now).state !== filter.status) return false;
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
export function buildSessionTree(sessions: readonly SessionSummary[] | unknown, filter: ListFilter, now: number): SessionRow[] {
  if (!Array.isArray(sessions)) return [];
  const valid = sessions.filter(isSession);
  const byId = new Map(valid.map((s) => [s.id, s]));
  const children = childMapByParent<SessionSummary>(valid);
  const compare = sortSessions(now);
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

/** Number of rows in a tree, all levels. */
export function countRows(rows: readonly SessionRow[]): number {
  return rows.reduce((n, row) => n + 1 + countRows(row.children), 0);
}
