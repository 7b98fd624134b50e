import type { SessionLifecycle, SessionStatus } from '@/lib/contract/wire';
import { getRetryInfo } from '@/lib/sdk';
import type { SessionListStatus } from '@/lib/session-list/model';
import { cn } from '@/components/ui/cn';

const STATUS_STYLE: Record<SessionListStatus, string> = {
  idle: 'border-border text-fg-muted',
  busy: 'border-accent/40 bg-accent/10 text-accent',
  retry: 'border-warning/40 bg-warning-bg text-warning',
  error: 'border-danger/40 bg-danger-bg text-danger',
};

export const STATUS_LABEL: Record<SessionListStatus, string> = { idle: 'Idle', busy: 'Running', retry: 'Retrying', error: 'Error' };

export function StatusBadge({ status, wire, error }: { status: SessionListStatus; wire: SessionStatus; error?: string }) {
  const retry = getRetryInfo(wire);
  const label = retry ? `Retrying (attempt ${retry.attempt})` : STATUS_LABEL[status];
  const title = retry ? retry.message : status === 'error' ? error : undefined;
  return (
    <span data-status={status} title={title} className={cn('inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_STYLE[status])}>
      {(status === 'busy' || status === 'retry') && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {label}
    </span>
  );
}

const LIFECYCLE_LABEL: Record<Exclude<SessionLifecycle, 'active'>, string> = { unavailable: 'Unavailable', warm: 'Warm', deleted: 'Deleted' };
const LIFECYCLE_STYLE: Record<Exclude<SessionLifecycle, 'active'>, string> = {
  unavailable: 'border-warning/40 text-warning',
  warm: 'border-success/40 text-success',
  deleted: 'border-danger/40 text-danger line-through decoration-1',
};

/** Nothing for active sessions; a badge for the inventory's other lifecycle states. */
export function LifecycleBadge({ lifecycle, runtimeState }: { lifecycle: SessionLifecycle; runtimeState?: string }) {
  if (lifecycle === 'active') return null;
  return (
    <span
      data-lifecycle={lifecycle}
      title={runtimeState ? `Runtime state: ${runtimeState}` : undefined}
      className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', LIFECYCLE_STYLE[lifecycle])}
    >
      {LIFECYCLE_LABEL[lifecycle]}
    </span>
  );
}

/** A session loaded from an agent-runtime export, in the lifecycle badges' style. */
export function ImportedBadge() {
  return (
    <span data-badge="imported" title="Loaded from an agent-runtime export" className="inline-flex rounded-full border border-border px-2 py-0.5 text-xs font-medium whitespace-nowrap text-fg-muted">
      Imported
    </span>
  );
}
