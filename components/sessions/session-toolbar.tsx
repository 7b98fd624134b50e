'use client';

import { useId } from 'react';
import { SORT_KEYS, type ListFilter, type ListSort, type SortKey } from '@/lib/sessions/list/model';
import { SESSION_STATE_LABEL, SESSION_STATES } from '@/lib/sessions/status';
import { formatDateTime } from '@/lib/format/date';

interface Props {
  filter: ListFilter;
  onFilter: (filter: Partial<ListFilter>) => void;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  /** Shown only to project managers. */
  inventory?: { on: boolean; onChange: (on: boolean) => void };
}

const SORT_LABEL: Record<SortKey, string> = { updated: 'Last activity', title: 'Title', status: 'Status', cost: 'Cost', turns: 'Turns', created: 'Started' };
const control = 'h-9 rounded-md border border-border bg-bg px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Filters (text, status, last-activity range), the inventory switch and, below md, the sort (columns sort from md). */
export function SessionToolbar({ filter, onFilter, sort, onSort, inventory }: Props) {
  const id = useId();
  return (
    <div role="search" aria-label="Filter sessions" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Filter
        </label>
        <input
          id={`${id}-text`}
          type="search"
          value={filter.text}
          onChange={(e) => onFilter({ text: e.target.value })}
          placeholder="Title, id, agent, model or owner"
          className={`${control} px-3`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          Status
        </label>
        <select id={`${id}-status`} value={filter.status} onChange={(e) => onFilter({ status: e.target.value as ListFilter['status'] })} className={control}>
          <option value="all">All statuses</option>
          {SESSION_STATES.map((status) => (
            <option key={status} value={status}>
              {SESSION_STATE_LABEL[status]}
            </option>
          ))}
        </select>
      </div>
      {/* Each date field is labelled like the other filters (label above, same control height), so all sit on one line. */}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          Active from
        </label>
        <input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to || undefined} onChange={(e) => onFilter({ from: e.target.value })} className={control} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          Active to
        </label>
        <input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from || undefined} onChange={(e) => onFilter({ to: e.target.value })} className={control} />
      </div>
      {filter.since !== undefined && (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Window</span>
          <span data-filter-since className="inline-flex h-9 items-center gap-2 rounded-md border border-border bg-bg-subtle px-2 text-sm">
            Since {formatDateTime(filter.since)}
            <button type="button" onClick={() => onFilter({ since: undefined })} aria-label="Remove the time window" className="rounded px-1 text-fg-muted hover:bg-bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              ×
            </button>
          </span>
        </div>
      )}
      <div className="flex flex-col gap-1 md:hidden">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium">
          Sort
        </label>
        <select
          id={`${id}-sort`}
          value={`${sort.key}:${sort.order}`}
          onChange={(e) => {
            const [key, order] = e.target.value.split(':') as [SortKey, ListSort['order']];
            onSort({ key, order });
          }}
          className={control}
        >
          {SORT_KEYS.flatMap((key) =>
            (['desc', 'asc'] as const).map((order) => (
              <option key={`${key}:${order}`} value={`${key}:${order}`}>
                {SORT_LABEL[key]}, {order === 'desc' ? 'descending' : 'ascending'}
              </option>
            )),
          )}
        </select>
      </div>
      {inventory && (
        <div className="flex h-9 items-center gap-2">
          <input
            id={`${id}-inventory`}
            type="checkbox"
            role="switch"
            checked={inventory.on}
            onChange={(e) => inventory.onChange(e.target.checked)}
            className="size-4 accent-[var(--accent)]"
          />
          <label htmlFor={`${id}-inventory`} className="text-sm">
            Project inventory <span className="text-fg-muted">(adds unavailable, warm and deleted sessions)</span>
          </label>
        </div>
      )}
    </div>
  );
}
