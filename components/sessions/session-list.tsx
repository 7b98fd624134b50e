'use client';

import Link from 'next/link';
import { parseAsBoolean, parseAsIsoDateTime, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import type { SessionSummary } from '@/lib/sdk';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useSessions } from '@/lib/sdk/react/session-list';
import { buildSessionTree, countMatchingRows, DEFAULT_SORT, isFiltering, SORT_KEYS, visibleRows, type ListFilter, type ListSort, type SessionRow, type SortKey } from '@/lib/sessions/list/model';
import { SESSION_STATES } from '@/lib/sessions/status';
import { ImportSessionDialog } from './import-dialog';
import { NewSessionDialog } from './new-session-dialog';
import { SessionToolbar } from './session-toolbar';
import { SessionTree, SessionTreeHeader } from './session-tree';
import { useNow } from './use-now';
import { countNoun } from '@/lib/format/count';

/** Project-manager permission: the lifecycle inventory. */
const INVENTORY_PERMISSION = 'project.members.manage';
const IMPORT_PERMISSION = 'project.write';

/** The list's state lives in the URL: a filtered, sorted view is a link to share, and Back restores it. */
const urlState = {
  q: parseAsString.withDefault(''),
  status: parseAsStringLiteral(['all', ...SESSION_STATES] as const).withDefault('all'),
  inventory: parseAsBoolean.withDefault(false),
  sort: parseAsStringLiteral(SORT_KEYS).withDefault(DEFAULT_SORT.key),
  order: parseAsStringLiteral(['asc', 'desc'] as const).withDefault(DEFAULT_SORT.order),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  /** The start of a rolling window (ISO time), as the overview's "Errors, last 24 h" links here. */
  since: parseAsIsoDateTime,
};

/** A column's first click sorts the way a reader expects it (names A–Z, figures high to low); a second click flips it. */
const FIRST_ORDER: Record<SortKey, ListSort['order']> = { title: 'asc', status: 'asc', updated: 'desc', created: 'desc', cost: 'desc', turns: 'desc' };

/** `seededAt`: when the server read the list it seeded (the clock starts there, so both renders agree). */
export function SessionList({ projectId, seededAt }: { projectId: string; seededAt?: number }) {
  const detail = useProjectDetail(projectId);
  const permissions = detail.data?.permissions ?? [];
  const canInventory = permissions.includes(INVENTORY_PERMISSION);
  const canImport = permissions.includes(IMPORT_PERMISSION);
  const [url, setUrl] = useQueryStates(urlState, { history: 'replace' });
  const inventory = url.inventory;
  const scope = canInventory && inventory ? 'project' : 'mine';
  const sessions = useSessions(projectId, scope);
  const tick = useNow(undefined, seededAt);
  // The newest of the ticking clock and the last answer, so a just-updated session never reads "in 3 seconds".
  const now = Math.max(tick, sessions.dataUpdatedAt);
  const sinceMs = url.since?.getTime();
  const filter = useMemo<ListFilter>(() => ({ text: url.q, status: url.status, from: url.from, to: url.to, since: sinceMs }), [url.q, url.status, url.from, url.to, sinceMs]);
  const sort = useMemo<ListSort>(() => ({ key: url.sort, order: url.order }), [url.sort, url.order]);
  const setFilter = (next: Partial<ListFilter>) =>
    void setUrl({
      ...(next.text !== undefined ? { q: next.text || null } : {}),
      ...(next.status !== undefined ? { status: next.status === 'all' ? null : next.status } : {}),
      ...(next.from !== undefined ? { from: next.from || null } : {}),
      ...(next.to !== undefined ? { to: next.to || null } : {}),
      ...('since' in next ? { since: next.since === undefined ? null : new Date(next.since) } : {}),
    });
  const setSort = (next: ListSort) => void setUrl({ sort: next.key, order: next.order });
  const onColumn = (key: SortKey) => setSort({ key, order: sort.key === key ? (sort.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[key] });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [imported, setImported] = useState<SessionSummary | null>(null);

  const rows = useMemo(() => buildSessionTree(sessions.data ?? [], filter, now, sort), [sessions.data, filter, now, sort]);
  const total = sessions.data?.length ?? 0;
  const topLevel = useMemo(() => buildSessionTree(sessions.data ?? [], { text: '', status: 'all' }, now).length, [sessions.data, now]);
  // Sessions that match, not rows: a parent shown only for a matching child is context, not a match.
  const shown = countMatchingRows(rows);
  const filtering = isFiltering(filter);
  const onScreen = useMemo(() => visibleRows(rows, expanded, filtering), [rows, expanded, filtering]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="sessions-title" className="text-xl font-semibold">
            Sessions
          </h1>
          <p className="min-h-5 text-sm text-fg-muted" aria-live="polite" data-testid="session-count">
            {sessions.data ? sessionCount(total, topLevel, shown, filtering) : ' '}
            {scope === 'project' && sessions.data && ' in the project inventory'}
          </p>
        </div>
        <div className="flex gap-2">
          {canImport && <ImportSessionDialog projectId={projectId} onImported={setImported} />}
          {detail.data && <NewSessionDialog projectId={projectId} />}
        </div>
      </header>

      {imported && (
        <p role="status" className="rounded-md border border-success/40 bg-success-bg px-3 py-2 text-sm">
          Imported{' '}
          <Link className="font-medium underline" href={`/projects/${encodeURIComponent(imported.projectID ?? projectId)}/sessions/${encodeURIComponent(imported.id)}`}>
            {imported.title}
          </Link>{' '}
          ({countNoun(imported.messageCount, 'message')}).
        </p>
      )}

      <SessionToolbar
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={setSort}
        inventory={canInventory ? { on: inventory, onChange: (on) => void setUrl({ inventory: on || null }) } : undefined}
      />

      <SessionListBody
        projectId={projectId}
        state={sessions}
        rows={onScreen}
        sort={sort}
        onSort={onColumn}
        total={total}
        now={now}
        expanded={expanded}
        filtering={filtering}
        onToggle={toggle}
        onClearFilter={() => void setUrl({ q: null, status: null, from: null, to: null, since: null })}
        highlightId={imported?.id}
      />
    </section>
  );
}

/** "12 sessions (9 top-level)": every session of the scope, and how many rows show before any is opened. */
function sessionCount(total: number, topLevel: number, shown: number, filtering: boolean): string {
  const sessions = `${total.toLocaleString('en-US')} ${total === 1 ? 'session' : 'sessions'}`;
  if (filtering) return `${shown.toLocaleString('en-US')} of ${sessions} match`;
  return topLevel === total ? sessions : `${sessions} (${topLevel.toLocaleString('en-US')} top-level, ${(total - topLevel).toLocaleString('en-US')} nested)`;
}

interface BodyProps {
  projectId: string;
  state: ReturnType<typeof useSessions>;
  /** The rows on screen (visibleRows). */
  rows: readonly SessionRow[];
  sort: ListSort;
  onSort: (key: SortKey) => void;
  total: number;
  now: number;
  expanded: ReadonlySet<string>;
  filtering: boolean;
  onToggle: (id: string) => void;
  onClearFilter: () => void;
  highlightId?: string;
}

function SessionListBody({ projectId, state, rows, sort, onSort, total, now, expanded, filtering, onToggle, onClearFilter, highlightId }: BodyProps) {
  if (state.isError && !state.data) return <ErrorState error={state.error} onRetry={() => state.refetch()} />;
  if (!state.data) {
    return (
      // As tall as the rows it stands for (ROW_ESTIMATE each), so the list does not push anything when it arrives.
      <div aria-busy="true" aria-label="Loading sessions" className="rounded-lg border border-border">
        <div className="h-8 border-b border-border" />
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex h-16 items-center gap-4 border-b border-border px-4 last:border-b-0">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
    );
  }
  if (total === 0) {
    return (
      <EmptyState title="No sessions yet">
        Sessions appear here when an agent runs in this project{' '}
        <span className="whitespace-nowrap">(or when a manager imports one).</span>
      </EmptyState>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState title="No sessions match the filter">
        <Button size="sm" className="mt-2" onClick={onClearFilter}>
          Clear the filter
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="rounded-lg border border-border">
      {state.isError && (
        <p role="alert" className="border-b border-border bg-warning-bg px-3 py-2 text-sm text-warning">
          Could not refresh the list; showing the last answer.
        </p>
      )}
      <div className="pt-2">
        <SessionTreeHeader sort={sort} onSort={onSort} />
      </div>
      <SessionTree
        label="Sessions"
        projectId={projectId}
        rows={rows}
        now={now}
        expanded={expanded}
        filtering={filtering}
        onToggle={onToggle}
        highlightId={highlightId}
      />
    </div>
  );
}
