'use client';

import { lazy, Suspense, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { cn } from './cn';
import { RenderBoundary } from './render-boundary';

/** Up to this many rows a table draws them all; above it, with `virtualize`, only the rows in view. */
export const VIRTUALIZE_ABOVE = 100;
/** Until the virtualizer's chunk is there, a virtualized table draws this many first rows (more than a screen holds). */
export const ROWS_BEFORE_VIRTUALIZER = 30;

// The virtualizer (@tanstack/react-virtual, about 10 KB gzipped) loads with the first table long enough to need it, so a
// page whose tables are short never downloads it.
const VirtualRows = lazy(() => import('./data-table-virtual-rows'));

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * The column's grid track. Every row and the header share the same template, so a column's cells line up
   * whatever they hold: use fixed or fractional tracks (`minmax(8rem,2fr)`, `7rem`), never `auto`.
   */
  width?: string;
  align?: 'start' | 'end';
  /** Hides the column's label in the narrow (card) layout, for action cells that explain themselves. */
  hideLabelWhenStacked?: boolean;
}

type RowData = Record<`data-${string}`, string | number | undefined>;

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<T>[];
  /** The rows; with `virtualize`, a hole (undefined) is a row not loaded yet, drawn by `placeholder`. */
  rows: readonly (T | undefined)[];
  rowKey: (row: T) => string;
  /** What one row is, for the error box a row shows when it fails to render. */
  what: string;
  /** `data-*` attributes for a row (tests and styles find rows by them). */
  rowData?: (row: T) => RowData;
  /**
   * Above `VIRTUALIZE_ABOVE` rows, renders only the rows in view, each measured once drawn (rows of any height never
   * overlap); a shorter table draws every row.
   */
  virtualize?: boolean;
  /** The estimate for a row not yet measured. */
  estimateRowHeight?: number;
  /** The height the table scrolls within; the header stays on top. */
  maxHeight?: string;
  /** A row not loaded yet (a hole in `rows`). */
  placeholder?: (index: number) => ReactNode;
  /** With `virtualize`: the first and last row index drawn, whenever they change (to load the rows in view); a table that draws every row reports them all. */
  onVisibleRange?: (first: number, last: number) => void;
  className?: string;
}

const ALIGN = { start: 'justify-self-start text-left', end: 'justify-self-end text-right' } as const;
// A header spans its whole column (so it lines up with the body's cells) and aligns only its text.
const HEADER_ALIGN = { start: 'text-left', end: 'text-right' } as const;

/**
 * The console's one data table. Header and body sit in the same scroll box and share one grid template, so
 * columns stay aligned at every width; the header is sticky. Below 48rem of its own width (a container query,
 * so it also holds inside a narrow panel) each row becomes a card of label–value lines. Cells wrap instead of
 * cutting text. With `virtualize`, rows are measured after they are drawn, so a row that wraps to three lines
 * pushes the next one down instead of lying over it.
 */
export function DataTable<T>({ label, columns, rows, rowKey, what, rowData, virtualize = false, estimateRowHeight = 48, maxHeight = '70vh', placeholder, onVisibleRange, className }: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = virtualize && rows.length > VIRTUALIZE_ABOVE;
  const template = { '--dt-cols': columns.map((c) => c.width ?? 'minmax(0,1fr)').join(' ') } as CSSProperties;
  // `relative`: a cell may stretch a link or button over its row (after:absolute after:inset-0) to open it.
  const rowClass = 'relative grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 border-b border-border px-3 py-2 last:border-b-0 @3xl:grid-cols-(--dt-cols) @3xl:items-center @3xl:gap-y-0';

  const renderRow = (row: T | undefined, index: number, style?: CSSProperties, measure?: (el: HTMLElement | null) => void) =>
    row === undefined ? (
      <div key={`#${index}`} ref={measure} data-index={index} role="row" aria-rowindex={index + 2} aria-busy="true" style={style} className={rowClass}>
        <div role="cell" className="col-span-full text-xs text-fg-muted">{placeholder?.(index) ?? 'Loading…'}</div>
      </div>
    ) : (
    <div key={rowKey(row)} ref={measure} data-index={index} role="row" aria-rowindex={index + 2} style={style} className={rowClass} {...rowData?.(row)}>
      <RenderBoundary what={what} raw={row}>
        {columns.map((c) => (
          <div key={c.id} role="cell" data-column={c.id} className="contents @3xl:block @3xl:min-w-0">
            <span aria-hidden className={cn('text-xs text-fg-muted @3xl:hidden', c.hideLabelWhenStacked && 'invisible')}>{c.header}</span>
            <div className={cn('min-w-0 break-words', c.align && ALIGN[c.align])}>{c.cell(row)}</div>
          </div>
        ))}
      </RenderBoundary>
    </div>
  );

  return (
    <div className={cn('@container min-w-0 rounded-lg border border-border text-sm', className)} style={template}>
      <div ref={scrollRef} role="table" aria-label={label} aria-rowcount={rows.length + 1} className="overflow-auto" style={{ maxHeight }} data-table={label}>
        <div role="rowgroup" className="sticky top-0 z-10 hidden border-b border-border bg-bg-subtle @3xl:block">
          <div role="row" aria-rowindex={1} className="grid grid-cols-(--dt-cols) items-end gap-x-3 px-3 py-2 font-medium">
            {columns.map((c) => (
              <div key={c.id} role="columnheader" data-column={c.id} className={cn('min-w-0', c.align && HEADER_ALIGN[c.align])}>{c.header}</div>
            ))}
          </div>
        </div>
        {virtual ? (
          // Until the virtualizer is there, the first rows are drawn as they are.
          <Suspense fallback={<PlainRows count={ROWS_BEFORE_VIRTUALIZER} render={(i) => renderRow(rows[i], i)} onDrawn={onVisibleRange} />}>
            <VirtualRows count={rows.length} scrollRef={scrollRef} estimateRowHeight={estimateRowHeight} render={(i, style, measure) => renderRow(rows[i], i, style, measure)} onVisibleRange={onVisibleRange} />
          </Suspense>
        ) : (
          <PlainRows count={rows.length} render={(i) => renderRow(rows[i], i)} onDrawn={virtualize ? onVisibleRange : undefined} />
        )}
      </div>
    </div>
  );
}

/** Rows 0…count-1, all drawn; `onDrawn` hears that range whenever it changes. */
function PlainRows({ count, render, onDrawn }: { count: number; render: (index: number) => ReactNode; onDrawn?: (first: number, last: number) => void }) {
  useEffect(() => {
    if (onDrawn && count > 0) onDrawn(0, count - 1);
  }, [onDrawn, count]);
  return <div role="rowgroup">{Array.from({ length: count }, (_, i) => render(i))}</div>;
}
