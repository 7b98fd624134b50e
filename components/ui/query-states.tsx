import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './states';

/** What the ladder reads of a react-query result. */
export interface QueryLike<T> {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  data?: T;
  refetch: () => unknown;
}

const isEmptyList = (data: unknown) => data === undefined || (Array.isArray(data) && data.length === 0);

/**
 * The loading → error → empty → data ladder of one query: `loading` (a skeleton of the content's size) while the first
 * read is under way, the error with a retry, `empty` when there is no data or an empty list (a string becomes an
 * EmptyState title), else `children(data)`.
 */
export function QueryStates<T>({ query, loading, empty, children }: { query: QueryLike<T>; loading: ReactNode; empty?: ReactNode; children: (data: T) => ReactNode }) {
  const waiting = queryWaiting(query, loading);
  if (waiting) return waiting;
  if (empty !== undefined && isEmptyList(query.data)) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return query.data === undefined ? null : children(query.data);
}

/** A bordered list of a query's items, with the ladder's loading, error and empty states. */
export function QueryList<T>({ query, loading, empty, children }: { query: QueryLike<T[]>; loading: ReactNode; empty: ReactNode; children: (item: T) => ReactNode }) {
  return (
    <QueryStates query={query} loading={loading} empty={empty}>
      {(items) => <ul className="divide-y divide-border rounded-lg border border-border text-sm">{items.map(children)}</ul>}
    </QueryStates>
  );
}

/**
 * For a component that returns early until its query has data: the loading element or the error, or null once the
 * data is there (`const waiting = queryWaiting(detail, <Skeleton … />); if (waiting) return waiting;`).
 */
export function queryWaiting(query: QueryLike<unknown>, loading: ReactNode): ReactNode {
  if (query.isLoading) return loading;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return null;
}
