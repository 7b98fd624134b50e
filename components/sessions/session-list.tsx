'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import type { SessionSummary } from '@/lib/sdk';
import { useProjectDetail } from '@/lib/sdk/react/projects';
import { useSessions } from '@/lib/sdk/react/session-list';
import { buildSessionTree, countRows, isFiltering, NO_FILTER, type ListFilter } from '@/lib/session-list/model';
import { ImportSessionDialog } from './import-dialog';
import { NewSessionDialog } from './new-session-dialog';
import { SessionToolbar } from './session-toolbar';
import { SessionTree, SessionTreeHeader } from './session-tree';
import { useNow } from './use-now';

/** Project-manager permission: the lifecycle inventory. */
const INVENTORY_PERMISSION = 'project.members.manage';
const IMPORT_PERMISSION = 'project.write';

export function SessionList({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const permissions = detail.data?.permissions ?? [];
  const canInventory = permissions.includes(INVENTORY_PERMISSION);
  const canImport = permissions.includes(IMPORT_PERMISSION);
  const [inventory, setInventory] = useState(false);
  const scope = canInventory && inventory ? 'project' : 'mine';
  const sessions = useSessions(projectId, scope);
  const tick = useNow();
  // The newest of the ticking clock and the last answer, so a just-updated session never reads "in 3 seconds".
  const now = Math.max(tick, sessions.dataUpdatedAt);
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [imported, setImported] = useState<SessionSummary | null>(null);

  const rows = useMemo(() => buildSessionTree(sessions.data ?? [], filter, now), [sessions.data, filter, now]);
  const total = sessions.data?.length ?? 0;
  const shown = countRows(rows);
  const filtering = isFiltering(filter);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="sessions-title" className="flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="sessions-title" className="text-xl font-semibold">
            Sessions
          </h1>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {sessions.data ? (filtering ? `Showing ${shown} of ${total} sessions` : `${total} ${total === 1 ? 'session' : 'sessions'}`) : ' '}
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
          ({imported.messageCount} messages).
        </p>
      )}

      <SessionToolbar filter={filter} onFilter={setFilter} inventory={canInventory ? { on: inventory, onChange: setInventory } : undefined} />

      <SessionListBody
        projectId={projectId}
        state={sessions}
        rows={rows}
        total={total}
        now={now}
        expanded={expanded}
        filtering={filtering}
        onToggle={toggle}
        onClearFilter={() => setFilter(NO_FILTER)}
        highlightId={imported?.id}
      />
    </section>
  );
}

interface BodyProps {
  projectId: string;
  state: ReturnType<typeof useSessions>;
  rows: ReturnType<typeof buildSessionTree>;
  total: number;
  now: number;
  expanded: ReadonlySet<string>;
  filtering: boolean;
  onToggle: (id: string) => void;
  onClearFilter: () => void;
  highlightId?: string;
}

function SessionListBody({ projectId, state, rows, total, now, expanded, filtering, onToggle, onClearFilter, highlightId }: BodyProps) {
  if (state.isError && !state.data) return <ErrorState error={state.error} onRetry={() => state.refetch()} />;
  if (!state.data) {
    return (
      <div aria-busy="true" aria-label="Loading sessions" className="flex flex-col gap-3 rounded-lg border border-border p-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
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
        <SessionTreeHeader />
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
