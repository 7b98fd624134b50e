'use client';

import Link from 'next/link';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';
import { formatCost } from '@/lib/sdk';
import type { ListSort, SessionRow, SortKey } from '@/lib/sessions/list/model';
import { deriveSessionStatus } from '@/lib/sessions/status';
import { ImportedBadge, LifecycleBadge, PrivateBadge, StatusBadge } from './badges';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { tokenBreakdown } from '@/lib/format/token-breakdown';

const INITIAL_RECT = { width: 1280, height: 800 };

export const SESSION_GRID = 'grid grid-cols-[1.75rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 md:grid-cols-[1.75rem_minmax(0,1fr)_9rem_10rem_6.5rem_5rem_4rem_7rem]';
/** A row's height before it is measured (two lines of text and padding). */
export const ROW_ESTIMATE = 64;

const COLUMNS: Array<{ key: SortKey | null; label: string; align?: 'right' }> = [
  { key: 'title', label: 'Session' },
  { key: 'status', label: 'Status' },
  { key: null, label: 'Agent · model' },
  { key: 'updated', label: 'Updated' },
  { key: 'cost', label: 'Cost', align: 'right' },
  { key: 'turns', label: 'Turns', align: 'right' },
  { key: null, label: 'Owner' },
];

/** Column headers; the sortable ones are buttons whose names say the current order ("Cost, sorted descending"). */
export function SessionTreeHeader({ sort, onSort }: { sort: ListSort; onSort: (key: SortKey) => void }) {
  return (
    <div role="group" aria-label="Sort the sessions" className={cn(SESSION_GRID, 'hidden border-b border-border px-3 pb-2 text-xs font-medium text-fg-muted md:grid')}>
      <span />
      {COLUMNS.map((column) => {
        const active = column.key !== null && sort.key === column.key;
        const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
        return (
          <span key={column.label} className={cn(column.align === 'right' && 'text-right')}>
            {column.key ? (
              <button
                type="button"
                onClick={() => onSort(column.key as SortKey)}
                aria-label={active ? `${column.label}, sorted ${sort.order === 'asc' ? 'ascending' : 'descending'}` : `Sort by ${column.label.toLowerCase()}`}
                className={cn('inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-fg focus-visible:outline-2', active && 'text-fg')}
              >
                {column.label}
                {active && <Arrow aria-hidden className="size-3" />}
              </button>
            ) : (
              <span className="uppercase tracking-wide">{column.label}</span>
            )}
          </span>
        );
      })}
    </div>
  );
}

interface TreeProps {
  projectId: string;
  /** The rows on screen in order (visibleRows). */
  rows: readonly SessionRow[];
  now: number;
  /** Rows the reader opened (ids). */
  expanded: ReadonlySet<string>;
  /** Whether a filter is on (rows with matching descendants open themselves). */
  filtering: boolean;
  onToggle: (id: string) => void;
  highlightId?: string;
}

/**
 * The rows, virtualized against the window (the page is the scroller): only rows near the viewport are in the DOM,
 * so thousands of sessions cost what a screenful costs.
 */
export function SessionTree({ label, ...props }: TreeProps & { label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: props.rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    scrollMargin: margin,
    getItemKey: (index) => props.rows[index]?.session.id ?? index,
    // Until the window is measured (on the server, and in the browser's first render, which must match it): a
    // typical viewport, so the server's HTML already holds the first rows.
    initialRect: INITIAL_RECT,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <ul ref={listRef} aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = props.rows[item.index];
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            data-session-id={row.session.id}
            data-matches={row.matches}
            data-depth={row.depth}
            className="absolute inset-x-0 top-0 border-b border-border last:border-b-0"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <RenderBoundary what="session" raw={row.session}>
              <SessionTreeItem row={row} {...props} />
            </RenderBoundary>
          </li>
        );
      })}
    </ul>
  );
}

function SessionTreeItem({ row, ...props }: Omit<TreeProps, 'rows'> & { row: SessionRow }) {
  const { session } = row;
  const open = props.expanded.has(session.id) || (props.filtering && row.hasMatchingDescendant);
  const status = deriveSessionStatus(session, props.now);
  const href = `/projects/${encodeURIComponent(props.projectId)}/sessions/${encodeURIComponent(session.id)}`;
  const childWord = row.children.length === 1 ? 'child session' : 'child sessions';
  return (
    // The title link covers the whole row (its ::after); the toggle sits above it.
    <div
      className={cn(SESSION_GRID, 'relative px-3 py-2.5 text-sm hover:bg-bg-subtle focus-within:bg-bg-subtle', props.highlightId === session.id && 'bg-accent/10', !row.matches && 'opacity-60')}
      style={{ paddingLeft: `${0.75 + row.depth * 1.5}rem` }}
    >
      <span>
        {row.children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} ${row.children.length} ${childWord} of ${session.title}`}
            onClick={() => props.onToggle(session.id)}
            className="relative z-10 flex h-6 min-w-6 items-center justify-center gap-0.5 rounded px-0.5 text-xs text-fg-muted hover:bg-bg-muted hover:text-fg"
          >
            <ChevronRight aria-hidden className={cn('size-4 transition-transform', open && 'rotate-90')} />
          </button>
        )}
      </span>
      <div className="min-w-0">
        {/* From md up every row is two lines (title and badges; id, children and error), so rows are one height. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 md:flex-nowrap">
          <Link href={href} title={session.title} className="min-w-0 font-medium break-words text-fg md:truncate after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded focus-visible:after:ring-2 focus-visible:after:ring-ring">
            {session.title}
          </Link>
          <LifecycleBadge lifecycle={session.lifecycle} runtimeState={session.runtimeState} />
          {session.imported && <ImportedBadge />}
          {session.visibility === 'private' && <PrivateBadge />}
        </div>
        <div className="line-clamp-2 font-mono text-xs wrap-anywhere text-fg-muted md:line-clamp-none md:truncate">
          {session.id}
          {row.children.length > 0 && <span className="font-sans"> · {row.children.length} {childWord}</span>}
          {status.state === 'error' && session.error && <span className="font-sans text-danger" title={session.error}> · {session.error}</span>}
        </div>
      </div>
      {/* Below md the facts wrap on one line under the title; from md up they are the grid's columns. */}
      <div className="col-start-2 flex flex-wrap items-center gap-x-3 gap-y-1 md:contents">
      <div>
        <span className="sr-only">Status: </span>
        <StatusBadge status={status} />
      </div>
      <div className="min-w-0 text-xs">
        <span className="sr-only">Agent and model: </span>
        <span className="font-medium">{session.agent ?? '—'}</span>
        <span className="truncate text-fg-muted before:content-['_·_'] md:block md:before:content-none" title={session.model}>
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
      <div data-cell="cost" className="text-xs tabular-nums md:text-right">
        {/* Above the row's link overlay (z-10), so the pointer reaches the tokens tooltip. */}
        <span className="relative z-10 cursor-help" title={tokenBreakdown(session.tokens)} data-tokens={tokenBreakdown(session.tokens)}>
          <span className="sr-only">Cost: </span>
          {formatCost(session.cost)}
          <span className="sr-only"> ({tokenBreakdown(session.tokens)})</span>
        </span>
      </div>
      <div data-cell="turns" className="text-xs tabular-nums md:text-right">
        {(session.turnCount ?? 0).toLocaleString('en-US')}
        <span className="md:sr-only"> {session.turnCount === 1 ? 'turn' : 'turns'}</span>
      </div>
      <div className="truncate text-xs">
        <span className="sr-only">Owner: </span>
        {session.owner.name}
      </div>
      </div>
    </div>
  );
}
