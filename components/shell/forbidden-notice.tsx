'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense } from 'react';

// Every page can show this notice (ErrorState hands 403s here), few do: the request for access (its hooks, form and
// the grantors' lookup) loads when a notice inside a project is shown, not with every page.
const RequestAccess = lazy(() => import('@/components/access/request-access').then((m) => ({ default: m.RequestAccess })));
const LOOKING_UP = <p className="mt-3 text-sm text-fg-muted">Looking up who can grant it…</p>;

/**
 * The one friendly 403 state inside a page or card: what is closed, the permission it needs, who can grant it, and a
 * request for access (inside a project). Every refusal reaches it: ErrorState hands 403s here, and pages that know
 * from the permissions that something is closed render it without asking the platform first.
 */
export function ForbiddenNotice({ title, message, permission, className = '' }: { title: string; message?: string; permission?: string; className?: string }) {
  const projectId = useParams<{ projectId?: string }>()?.projectId;
  return (
    <div role="alert" data-forbidden className={`rounded-lg border border-border p-4 text-sm ${className}`}>
      <p className="font-medium">{title}</p>
      {message && <p className="mt-1 text-fg-muted">{message}</p>}
      {projectId ? (
        <Suspense fallback={LOOKING_UP}>
          <RequestAccess projectId={projectId} permission={permission} />
        </Suspense>
      ) : (
        permission && <p className="mt-1 text-fg-muted">It needs the <code className="font-mono text-xs">{permission}</code> permission. Ask an owner or admin of the account.</p>
      )}
    </div>
  );
}
