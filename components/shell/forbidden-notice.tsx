'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense } from 'react';

// Every console page can show a 403 (ErrorState hands them here, and a project's 403 page is part of every project
// route's JS), few do: the request for access (its hooks, form and the grantors' lookup) loads when one is shown.
const RequestAccess = lazy(() => import('@/components/access/request-access').then((m) => ({ default: m.RequestAccess })));

function LazyRequestAccess({ projectId, permission }: { projectId: string; permission?: string }) {
  return (
    <Suspense fallback={<p className="mt-3 text-sm text-fg-muted">Looking up who can grant it…</p>}>
      <RequestAccess projectId={projectId} permission={permission} />
    </Suspense>
  );
}

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
        <LazyRequestAccess projectId={projectId} permission={permission} />
      ) : (
        permission && <p className="mt-1 text-fg-muted">It needs the <code className="font-mono text-xs">{permission}</code> permission. Ask an owner or admin of the account.</p>
      )}
    </div>
  );
}

/** On a project's 403 page (which gets no params of its own): who can grant access to the project in the URL, and a request for it. */
export function RequestAccessFromRoute() {
  const projectId = useParams<{ projectId?: string }>()?.projectId;
  return projectId ? <LazyRequestAccess projectId={projectId} /> : null;
}
