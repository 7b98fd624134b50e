'use client';

import { useId } from 'react';
import type { ListFilter } from '@/lib/session-list/model';
import { SESSION_STATE_LABEL, SESSION_STATES } from '@/lib/sessions/status';

interface Props {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  /** Shown only to project managers. */
  inventory?: { on: boolean; onChange: (on: boolean) => void };
}

export function SessionToolbar({ filter, onFilter, inventory }: Props) {
  const textId = useId();
  const statusId = useId();
  const inventoryId = useId();
  return (
    <div role="search" aria-label="Filter sessions" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-medium">
          Filter
        </label>
        <input
          id={textId}
          type="search"
          value={filter.text}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          placeholder="Title, id, agent, model or owner"
          className="h-9 rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <select
          id={statusId}
          value={filter.status}
          onChange={(e) => onFilter({ ...filter, status: e.target.value as ListFilter['status'] })}
          className="h-9 rounded-md border border-border bg-bg px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value="all">All statuses</option>
          {SESSION_STATES.map((status) => (
            <option key={status} value={status}>
              {SESSION_STATE_LABEL[status]}
            </option>
          ))}
        </select>
      </div>
      {inventory && (
        <div className="flex h-9 items-center gap-2">
          <input
            id={inventoryId}
            type="checkbox"
            role="switch"
            checked={inventory.on}
            onChange={(e) => inventory.onChange(e.target.checked)}
            className="size-4 accent-[var(--accent)]"
          />
          <label htmlFor={inventoryId} className="text-sm">
            Project inventory <span className="text-fg-muted">(adds unavailable, warm and deleted sessions)</span>
          </label>
        </div>
      )}
    </div>
  );
}
