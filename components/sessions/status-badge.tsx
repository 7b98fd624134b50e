import type { DerivedStatus, SessionState } from '@/lib/sessions/status';
import { cn } from '@/components/ui/cn';

// The session status badge on its own: the session page's header and the overview show it, and nothing else of
// badges.tsx (the list's lifecycle badges).

/** The one badge shape of the sessions screens: Private, Warm, Unavailable, Deleted, Imported and the status. */
export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const TONE: Record<BadgeTone, string> = {
  neutral: 'border-border bg-bg-subtle text-fg-muted',
  accent: 'border-accent/40 bg-accent/10 text-accent',
  success: 'border-success/40 bg-success-bg text-success',
  warning: 'border-warning/40 bg-warning-bg text-warning',
  danger: 'border-danger/40 bg-danger-bg text-danger',
};

export function Badge({ tone = 'neutral', title, className, children, ...data }: { tone?: BadgeTone; title?: string; className?: string; children: React.ReactNode } & Record<`data-${string}`, string>) {
  return (
    <span {...data} title={title} className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONE[tone], className)}>
      {children}
    </span>
  );
}

const STATUS_TONE: Record<SessionState, BadgeTone> = { running: 'accent', idle: 'neutral', error: 'danger', deleted: 'danger' };

/** The session's one status (deriveSessionStatus): the same badge in the list and on the session page. */
export function StatusBadge({ status }: { status: DerivedStatus }) {
  const tone = status.retry ? 'warning' : STATUS_TONE[status.state];
  const title = status.retry?.message ?? status.error;
  return (
    <Badge tone={tone} title={title} data-status={status.state} data-session-state={status.state}>
      {status.state === 'running' && <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />}
      {status.label}
    </Badge>
  );
}
