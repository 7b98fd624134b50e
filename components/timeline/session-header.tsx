'use client';

import Link from 'next/link';
import { Suspense, useMemo } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { StatusBadge } from '@/components/sessions/status-badge';
import { useNow } from '@/components/sessions/use-now';
import { formatCost, formatDuration, formatTokens, type MessageWithParts, type SessionInfo, type SessionStatus, type SessionSummary } from '@/lib/sdk';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { deriveSessionStatus } from '@/lib/sessions/status';
import { FilesPanel } from '@/components/session-files/files-panel';
import { TrashIcon } from '@/components/ui/inline-icons';

// What a running session is doing now reads its last turn's tools, its retry and gateway details: a chunk of its own
// (about 4 KB gzipped), out of the page's first load. Requested when this module runs, on the server too (which renders
// it for a running session), so it is there when the header hydrates.
const statusLine = lazyComponent(() => import('./status-line').then((m) => m.LiveStatusLine));
void statusLine.preload().catch(() => {});
const StatusLine = statusLine.Component;

// While the chunk loads in a browser that did not get it from the server: the line's box, at its height.
const statusLineBox = (
  <div aria-hidden className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm">
    <p className="h-5" />
  </div>
);

export interface SessionHeaderProps {
  projectId: string;
  /** The session's summary (session.get, refreshed by the event stream): the same object the list reads. */
  summary: SessionSummary | undefined;
  /** The runtime's status as read last (for what it is doing now and the retry countdown). */
  status: SessionStatus | undefined;
  /** The messages read so far (the status line reads the last turn's). */
  messages: MessageWithParts[];
  childSessions: SessionInfo[];
}

function Fact({ label, children, title }: { label: string; children: React.ReactNode; title?: string }) {
  return (
    <div className="flex min-w-0 gap-1" title={title}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 truncate text-fg">{children}</dd>
    </div>
  );
}

/**
 * Title, the one status of the session (deriveSessionStatus over the summary, as in the list) with what it is doing
 * now, and the session's facts from the same summary: id, owner, agent, model, start, duration, turns, cost, tokens.
 */
export function SessionHeader({ projectId, summary, status, messages, childSessions: children }: SessionHeaderProps) {
  // Ticks every second only while the runtime runs (a run settles to Idle RUN_SETTLE_MS after its last step).
  const now = useNow(summary?.runtimeState === 'running' ? 1_000 : 15_000);
  const derived = summary ? deriveSessionStatus(summary, Math.max(now, summary.time.updated)) : undefined;
  const base = `/projects/${encodeURIComponent(projectId)}/sessions`;
  const tokens = summary ? summary.tokens.input + summary.tokens.output + (summary.tokens.reasoning ?? 0) + (summary.tokens.cache?.read ?? 0) + (summary.tokens.cache?.write ?? 0) : 0;
  const duration = summary ? formatDuration(summary.time.updated - summary.time.created) : '';
  // Memoized: a new element before its chunk is there would make React drop the server's HTML of the line.
  const statusLineElement = useMemo(
    () => (
      <Suspense fallback={statusLineBox}>
        <StatusLine status={status} messages={messages} />
      </Suspense>
    ),
    [status, messages],
  );
  return (
    <header className="space-y-2" data-testid="session-header">
      {summary?.lifecycle === 'deleted' && (
        <p role="alert" data-testid="session-deleted" className="flex items-center gap-2 rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-fg">
          <TrashIcon className="size-4 shrink-0 text-danger" />
          <span>
            <strong className="font-semibold">This session was deleted.</strong> It stays readable in the project inventory for managers; members no longer see it.
          </span>
        </p>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 text-xl font-semibold break-words">{summary?.title || 'Untitled session'}</h1>
        <span data-testid="session-state" className="inline-flex min-h-6 items-center">
          {derived ? <StatusBadge status={derived} /> : <span className="inline-block h-5 w-14 rounded-full bg-bg-muted" aria-hidden />}
        </span>
        {summary && <FilesPanel projectId={projectId} sessionId={summary.id} />}
      </div>
      <dl className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-xs">
        {summary && (
          <>
            <Fact label="Id">
              <span className="font-mono">{summary.id}</span>
            </Fact>
            <Fact label="Owner">{summary.owner.name}</Fact>
            {summary.agent && <Fact label="Agent">{summary.agent}</Fact>}
            {summary.model && (
              <Fact label="Model">
                <span className="font-mono">{summary.model}</span>
              </Fact>
            )}
            <Fact label="Started">
              <time dateTime={isoDateTime(summary.time.created)} suppressHydrationWarning>
                {formatDateTime(summary.time.created)}
              </time>
            </Fact>
            {duration && <Fact label="Duration" title={`Last activity ${formatDateTime(summary.time.updated)}`}>{duration}</Fact>}
            <Fact label="Turns">
              <span data-testid="session-turns" className="tabular-nums">{(summary.turnCount ?? 0).toLocaleString('en-US')}</span>
            </Fact>
            <Fact label="Cost">
              <span data-testid="session-cost" className="tabular-nums">{formatCost(summary.cost)}</span>
            </Fact>
            <Fact label="Tokens">{formatTokens(tokens)}</Fact>
            {summary.summary && summary.summary.files > 0 && (
              <Fact label="Changes">
                <span className="text-success">+{summary.summary.additions}</span> <span className="text-danger">−{summary.summary.deletions}</span> in {summary.summary.files}{' '}
                {summary.summary.files === 1 ? 'file' : 'files'}
              </Fact>
            )}
            {summary.parentID && (
              <div>
                <dt className="sr-only">Parent</dt>
                <dd>
                  <Link className="text-accent hover:underline" href={`${base}/${encodeURIComponent(summary.parentID)}`}>
                    Parent session
                  </Link>
                </dd>
              </div>
            )}
          </>
        )}
        {children.length > 0 && (
          <div>
            <dt className="sr-only">Child sessions</dt>
            <dd>
              <details>
                <summary className="cursor-pointer text-fg">
                  {children.length} child {children.length === 1 ? 'session' : 'sessions'}
                </summary>
                <ul className="mt-1 space-y-0.5">
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link className="text-accent hover:underline" href={`${base}/${encodeURIComponent(child.id)}`}>
                        {child.title || child.id}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </dd>
          </div>
        )}
      </dl>
      {derived?.state === 'running' && statusLineElement}
    </header>
  );
}
