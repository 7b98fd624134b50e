'use client';

import Link from 'next/link';
import { Suspense, useDeferredValue, useState } from 'react';
import type { Approval } from '@/lib/contract/types-approvals';
import { useApprovals } from '@/lib/sdk/react/approvals';
import { formatDateTime, isoDateTime } from '@/lib/format/date';
import { formatRelative } from '@/lib/format/relative-time';
import { useNow } from '@/components/sessions/use-now';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { ApprovalCall } from './approval-call';
import { ApprovalControls } from '@/components/timeline/approval/approval-controls';
import { useCanResolve } from '@/components/timeline/approval/use-can-resolve';
import { queryWaiting } from '@/components/ui/query-states';

const sessionHref = (projectId: string, a: Approval) => `/projects/${projectId}/sessions/${a.session_id}`;
const listLoading = <Skeleton className="h-48 w-full" />;

const SCOPE_WORDS = { once: 'this call', session: 'this tool in the session', session_all: 'every tool in the session' } as const;

/** Tool calls waiting for a person, oldest first, each with its session and the controls to answer it. */
export function ApprovalsInbox({ projectId }: { projectId: string }) {
  const pending = useApprovals(projectId);
  const answered = useApprovals(projectId, { status: 'resolved' });
  const canResolve = useCanResolve(projectId);
  const now = useNow();
  const [last, setLast] = useState<Approval | null>(null);
  // Each call's renderer is a chunk of its own (ApprovalCall): a list that needs one still loading keeps what is shown
  // (the loading state at first) until it has arrived, so the list never shows a half-drawn call.
  const shown = useDeferredValue(pending.data);
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold">Approvals</h1>
        <p className="text-sm text-fg-muted">Tool calls that wait for a person before they run. The session goes on as soon as a call is approved; a denied call does not run and the agent stops.</p>
      </header>
      <p role="status" aria-live="polite" className="text-sm">
        {last && (
          <>
            {last.decision === 'approve' ? `Approved ${last.tool} for ${SCOPE_WORDS[last.scope ?? 'once']}: the session goes on.` : `Denied ${last.tool}: the agent stops.`}{' '}
            <Link className="text-accent underline" href={sessionHref(projectId, last)}>
              Open {last.session_title}
            </Link>
          </>
        )}
      </p>
      {queryWaiting(pending, listLoading) ?? ((pending.data ?? []).length === 0 ? (
        <EmptyState title="Nothing waits for approval">Tool calls that need a person&apos;s permission appear here, and in their session&apos;s timeline.</EmptyState>
      ) : (
        <Suspense fallback={listLoading}>
          {shown ? <PendingList projectId={projectId} approvals={shown} canResolve={canResolve} now={now} onResolved={setLast} /> : listLoading}
        </Suspense>
      ))}
      {(answered.data ?? []).length > 0 && (
        <section aria-labelledby="answered-heading" className="flex flex-col gap-2">
          <h2 id="answered-heading" className="text-sm font-semibold">Answered</h2>
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {[...(answered.data ?? [])].reverse().map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 p-2" data-answered={a.id}>
                <span className={a.status === 'approved' ? 'font-medium text-success' : 'font-medium text-danger'}>{a.status === 'approved' ? 'Approved' : 'Denied'}</span>
                <span className="font-mono text-xs">{a.tool}</span>
                {a.status === 'approved' && a.scope && <span className="text-fg-muted">for {SCOPE_WORDS[a.scope]}</span>}
                <Link href={sessionHref(projectId, a)} className="min-w-0 text-accent underline-offset-2 hover:underline">
                  {a.session_title}
                </Link>
                <span className="text-fg-muted">
                  by {a.resolved_by?.name ?? 'someone'} <time dateTime={isoDateTime(a.resolved_at)} title={formatDateTime(a.resolved_at)}>{formatRelative(a.resolved_at, now)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PendingList({ projectId, approvals, canResolve, now, onResolved }: { projectId: string; approvals: Approval[]; canResolve: (approval: Approval) => boolean; now: number; onResolved: (approval: Approval) => void }) {
  return (
    <ul aria-label="Pending approvals" className="flex flex-col gap-3">
      {approvals.map((a) => (
        <li key={a.id} data-approval={a.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <RenderBoundary what="approval" raw={a}>
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
              <Link href={sessionHref(projectId, a)} className="min-w-0 font-medium text-accent underline-offset-2 hover:underline">
                {a.session_title}
              </Link>
              <span className="text-fg-muted">
                {a.session_owner.name} · asked <time dateTime={isoDateTime(a.requested_at)} title={formatDateTime(a.requested_at)}>{formatRelative(a.requested_at, now)}</time>
              </span>
            </div>
            <p className="text-xs text-fg-muted">{a.reason}</p>
            <ApprovalCall approval={a} />
            <ApprovalControls projectId={projectId} approval={a} canResolve={canResolve(a)} onResolved={onResolved} />
          </RenderBoundary>
        </li>
      ))}
    </ul>
  );
}
