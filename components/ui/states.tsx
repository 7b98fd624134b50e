import type { ReactNode } from 'react';
import { ForbiddenNotice } from '@/components/shell/forbidden-notice';
import { describeError } from '@/lib/errors/describe-error';
import { ApiError } from '@/lib/sdk';
import { Button } from './button';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-fg-muted">
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}…
    </div>
  );
}

export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded bg-bg-muted ${className}`} />;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-8 text-center">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-fg-muted">{children}</div>}
    </div>
  );
}

/** Shows the platform's message and code in words a person understands, with a retry when it can help; a 403 as the forbidden notice. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const info = describeError(error);
  // A refusal is not a failure: the one forbidden state says what is missing and offers to ask for it.
  if (error instanceof ApiError && error.status === 403 && error.code !== 'csrf_rejected') {
    const permission = (error.body as { permission?: unknown } | undefined)?.permission;
    return <ForbiddenNotice title={info.title} message={info.detail} permission={typeof permission === 'string' ? permission : undefined} />;
  }
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-bg p-4">
      <p className="font-medium text-danger">{info.title}</p>
      <p className="mt-1 text-sm">{info.detail}</p>
      {(info.code || info.requestId) && (
        <p className="mt-1 font-mono text-xs text-fg-muted">
          {info.code && <>code: {info.code}</>}
          {info.code && info.requestId && ' · '}
          {info.requestId && <>request: {info.requestId}</>}
        </p>
      )}
      {onRetry && info.retryable && (
        <Button size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
