'use client';

import { useEffect, useMemo, useState } from 'react';
import { collectTurnParts, getChildSessionId, getRetryInfo, getRetryMessage, getTurnStatus, groupMessagesIntoTurns, isToolPart, type MessageWithParts, type SessionStatus, type Turn } from '@/lib/sdk';
import { prop } from '@/lib/sdk/util';
import { useChildSessionMessages } from '@/lib/sdk/react/session-timeline';
import { GatewayDetails } from './gateway-details';
import { useTimeline } from './timeline-context';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The running task of the last turn, whose child session says what is happening now. */
function runningChildId(turn: Turn | undefined): string | undefined {
  if (!turn) return undefined;
  const parts = collectTurnParts(turn);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i].part;
    if (isToolPart(part) && part.tool === 'task' && prop(part.state, 'status') === 'running') return getChildSessionId(part);
  }
  return undefined;
}

function RetryLine({ status, now }: { status: SessionStatus; now: number }) {
  const [open, setOpen] = useState(false);
  const info = getRetryInfo(status);
  if (!info) return null;
  const seconds = Math.max(0, Math.ceil((info.next - now) / 1000));
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-medium text-warning">{seconds > 0 ? `Retrying in ${seconds}s` : 'Retrying now'}</span>
        <span className="text-fg-muted">attempt {info.attempt}</span>
        <span className="order-last min-w-0 basis-full truncate sm:order-none sm:basis-0 sm:flex-1">{info.message}</span>
        <button type="button" className="font-medium text-accent hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide details' : 'Details'}
        </button>
      </p>
      {open && (
        <div className="space-y-2 rounded-md border border-border bg-bg p-2">
          <p className="whitespace-pre-wrap break-words text-xs">{getRetryMessage(status)}</p>
          {info.details && <GatewayDetails envelope={info.details} />}
        </div>
      )}
    </div>
  );
}

/** What the running session is doing now (getTurnStatus), or its retry with a countdown; shown while it runs. */
export function StatusLine({ status, lastTurn }: { status: SessionStatus | undefined; lastTurn: Turn | undefined }) {
  const { projectId } = useTimeline();
  const live = status?.type === 'busy' || status?.type === 'retry';
  const now = useNow(status?.type === 'retry');
  const childId = live ? runningChildId(lastTurn) : undefined;
  const child = useChildSessionMessages(projectId, childId, true);
  // The header shows this line for as long as the session runs; between two steps (the runtime is idle for a moment)
  // it keeps its place, so the page below does not jump up and down with every turn of a live session.
  return (
    <div role="status" aria-live="polite" className="rounded-md border border-border bg-bg-subtle px-3 py-2 text-sm" data-testid="session-status">
      {!status || !live ? (
        <p className="flex items-center gap-2 text-fg-muted">
          <span aria-hidden className="size-2 rounded-full bg-fg-muted" />
          Waiting for the next step
        </p>
      ) : status.type === 'retry' ? (
        <RetryLine status={status} now={now} />
      ) : (
        <p className="flex items-center gap-2">
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-accent" />
          {getTurnStatus(lastTurn ? collectTurnParts(lastTurn) : [], child.data?.items)}
        </p>
      )}
    </div>
  );
}

/** The status line of the session page's header: the last turn grouped from the messages read so far. */
export function LiveStatusLine({ status, messages }: { status: SessionStatus | undefined; messages: MessageWithParts[] }) {
  const lastTurn = useMemo(() => groupMessagesIntoTurns(messages).at(-1), [messages]);
  return <StatusLine status={status} lastTurn={lastTurn} />;
}
