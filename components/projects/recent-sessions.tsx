'use client';

import Link from 'next/link';
import { StatusBadge } from '@/components/sessions/status-badge';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import type { SessionSummary } from '@/lib/contract/types';
import { formatRelative } from '@/lib/format/relative-time';
import { formatCost } from '@/lib/sdk/format';
import { deriveSessionStatus } from '@/lib/sessions/status';

export function RecentSessions({ projectId, sessions, error, onRetry, now }: {
  projectId: string;
  sessions: SessionSummary[] | undefined;
  error: unknown;
  onRetry: () => void;
  now: number;
}) {
  return (
    <section aria-labelledby="recent-title" className="min-w-0 rounded-lg border border-border">
      <div className="flex items-center justify-between border-b border-border px-3 py-2">
        <h2 id="recent-title" className="font-medium">
          Recent sessions
        </h2>
        <Link href={`/projects/${projectId}/sessions`} className="text-sm underline underline-offset-2">
          All sessions
        </Link>
      </div>
      {error ? (
        <div className="p-3">
          <ErrorState error={error} onRetry={onRetry} />
        </div>
      ) : !sessions ? (
        <div aria-hidden className="space-y-2 p-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : sessions.length === 0 ? (
        <div className="p-3">
          <EmptyState title="No sessions yet">Start one from the sessions page.</EmptyState>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {sessions.map((s) => (
            <li key={s.id}>
              <Link href={`/projects/${projectId}/sessions/${s.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm hover:bg-bg-subtle">
                {/* Below sm the title has its own line; the facts follow under it. */}
                <span className="min-w-0 basis-full truncate font-medium sm:basis-0 sm:flex-1">{s.title || s.id}</span>
                <StatusBadge status={deriveSessionStatus(s, now)} />
                <span className="text-fg-muted tabular-nums">{formatCost(s.cost)}</span>
                <span className="text-fg-muted">{formatRelative(s.time.updated, now)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
