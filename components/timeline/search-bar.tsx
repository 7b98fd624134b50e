'use client';

import { forwardRef } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/inline-icons';

export interface SearchBarProps {
  query: string;
  /** The query the count belongs to (it trails `query` while a keystroke's search is still rendering). */
  resultFor: string;
  onQuery: (query: string) => void;
  /** 0-based active hit, -1 for none. */
  active: number;
  total: number;
  shown: number;
  /** Older pages are still being read for the search. */
  loading: boolean;
  onStep: (direction: 1 | -1) => void;
}

/** Search within the session: every turn (older pages are read in the background), hit count, next/previous. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar({ query, resultFor, onQuery, active, total, shown, loading, onStep }, ref) {
  const searching = query.trim() !== '';
  return (
    <div role="search" className="flex min-w-0 items-center gap-1">
      <input
        ref={ref}
        type="search"
        aria-label="Search this session"
        placeholder="Search this session  ( / )"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            if (query) onQuery('');
            else event.currentTarget.blur();
          }
        }}
        className="h-8 w-56 min-w-0 rounded-md border border-border bg-bg px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {searching && (
        <span className="whitespace-nowrap text-xs text-fg-muted" aria-live="polite" data-testid="search-count" data-result-for={resultFor}>
          {total === 0 ? (loading ? 'Searching…' : 'No matches') : `${active >= 0 ? active + 1 : 0} of ${total}${shown < total ? ` (first ${shown})` : ''}`}
          {loading && total > 0 && ' · reading older turns…'}
        </span>
      )}
      <button type="button" className="h-8 rounded px-2 text-sm hover:bg-bg-muted disabled:opacity-40" aria-label="Previous match" disabled={shown === 0} onClick={() => onStep(-1)}>
        <ArrowUpIcon className="size-4" />
      </button>
      <button type="button" className="h-8 rounded px-2 text-sm hover:bg-bg-muted disabled:opacity-40" aria-label="Next match" disabled={shown === 0} onClick={() => onStep(1)}>
        <ArrowDownIcon className="size-4" />
      </button>
    </div>
  );
});
