'use client';

import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';
import { formatCost, formatTokens } from '@/lib/sdk';
import { listStatus, type SessionRow } from '@/lib/session-list/model';
import { ImportedBadge, LifecycleBadge, StatusBadge } from './badges';
import { RenderBoundary } from '@/components/ui/render-boundary';

const GRID = 'grid grid-cols-[1.75rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 md:grid-cols-[1.75rem_minmax(0,1fr)_8.5rem_11rem_8rem_5.5rem_4.75rem_8rem]';

interface TreeProps {
  projectId: string;
  rows: readonly SessionRow[];
  now: number;
  /** Rows the reader opened (ids). */
  expanded: ReadonlySet<string>;
  /** Whether a filter is on (rows with matching descendants open themselves). */
  filtering: boolean;
  onToggle: (id: string) => void;
  highlightId?: string;
}

export function SessionTreeHeader() {
  return (
    <div aria-hidden className={cn(GRID, 'hidden border-b border-border px-3 pb-2 text-xs font-medium uppercase tracking-wide text-fg-muted md:grid')}>
      <span />
      <span>Session</span>
      <span>Status</span>
      <span>Agent · model</span>
      <span>Updated</span>
      <span className="text-right">Cost</span>
      <span className="text-right">Children</span>
      <span>Owner</span>
    </div>
  );
}

export function SessionTree(props: TreeProps & { label: string }) {
  return (
    <ul aria-label={props.label} className="divide-y divide-border">
      {props.rows.map((row) => (
        <RenderBoundary key={row.session.id} what="session" raw={row.session}>
          <SessionTreeItem row={row} {...props} />
        </RenderBoundary>
      ))}
    </ul>
  );
}

function SessionTreeItem({ row, ...props }: TreeProps & { row: SessionRow }) {
  const { session } = row;
  const open = props.expanded.has(session.id) || (props.filtering && row.hasMatchingDescendant);
  const childListId = `children-of-${session.id}`;
  const status = listStatus(session);
  const href = `/projects/${encodeURIComponent(props.projectId)}/sessions/${encodeURIComponent(session.id)}`;
  const childWord = row.children.length === 1 ? 'child session' : 'child sessions';
  return (
    <li data-session-id={session.id} data-depth={row.depth}>
      <div
        className={cn(GRID, 'px-3 py-2.5 text-sm', props.highlightId === session.id && 'bg-accent/10', !row.matches && 'opacity-60')}
        style={{ paddingLeft: `${0.75 + row.depth * 1.5}rem` }}
      >
        <span>
          {row.children.length > 0 && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={childListId}
              aria-label={`${open ? 'Hide' : 'Show'} ${row.children.length} ${childWord} of ${session.title}`}
              onClick={() => props.onToggle(session.id)}
              className="flex size-6 items-center justify-center rounded text-fg-muted hover:bg-bg-muted hover:text-fg"
            >
              <span aria-hidden className={cn('inline-block transition-transform', open && 'rotate-90')}>
                ▸
              </span>
            </button>
          )}
        </span>
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <Link href={href} className="truncate font-medium text-fg hover:underline">
              {session.title}
            </Link>
            <LifecycleBadge lifecycle={session.lifecycle} runtimeState={session.runtimeState} />
            {session.imported && <ImportedBadge />}
            {session.visibility === 'private' && <span className="text-xs text-fg-muted" title="Private: only its owner opens it (and project managers, when a trigger started it)">Private</span>}
          </div>
          <div className="truncate font-mono text-xs text-fg-muted">{session.id}</div>
          {status === 'error' && session.error && <p className="truncate text-xs text-danger" title={session.error}>{session.error}</p>}
        </div>
        <div>
          <span className="sr-only">Status: </span>
          <StatusBadge status={status} wire={session.status} error={session.error} />
        </div>
        <div className="min-w-0 truncate text-xs">
          <span className="sr-only">Agent and model: </span>
          <span className="font-medium">{session.agent ?? '—'}</span>
          <span className="block truncate text-fg-muted" title={session.model}>
            {session.model ?? '—'}
          </span>
        </div>
        <div className="text-xs">
          <span className="sr-only">Updated </span>
          <time dateTime={isoDateTime(session.time.updated)} title={formatDateTime(session.time.updated)}>
            {/* A server clock slightly ahead of the browser's must not read "in 2 seconds". */}
            {formatRelative(Math.min(session.time.updated, props.now), props.now)}
          </time>
        </div>
        <div data-cell="cost" className="text-right text-xs tabular-nums" title={`${formatTokens(session.tokens.input)} in · ${formatTokens(session.tokens.output)} out`}>
          <span className="sr-only">Cost: </span>
          {formatCost(session.cost)}
        </div>
        <div className="text-right text-xs tabular-nums">
          <span className="sr-only">Child sessions: </span>
          {session.childCount}
        </div>
        <div className="truncate text-xs">
          <span className="sr-only">Owner: </span>
          {session.owner.name}
        </div>
      </div>
      {row.children.length > 0 && (
        <ul id={childListId} hidden={!open} aria-label={`Child sessions of ${session.title}`} className="divide-y divide-border border-t border-border">
          {row.children.map((child) => (
            <SessionTreeItem key={child.session.id} row={child} {...props} />
          ))}
        </ul>
      )}
    </li>
  );
}
