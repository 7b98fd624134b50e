'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense } from 'react';

// Every console page can show a 403 (ErrorState hands them to the forbidden notice, and a project's 403 page is part of
// every project route), few do: the request for access (its hooks, form and the grantors' lookup) loads when one is
// shown, not with every page.
const RequestAccess = lazy(() => import('./request-access').then((m) => ({ default: m.RequestAccess })));

/** `RequestAccess`, loaded when first shown. */
export function LazyRequestAccess({ projectId, permission }: { projectId: string; permission?: string }) {
  return (
    <Suspense fallback={<p className="mt-3 text-sm text-fg-muted">Looking up who can grant it…</p>}>
      <RequestAccess projectId={projectId} permission={permission} />
    </Suspense>
  );
}

/** On a project's 403 page (which gets no params of its own): the request for the project in the URL. */
export function LazyRequestAccessFromRoute() {
  const projectId = useParams<{ projectId?: string }>()?.projectId;
  return projectId ? <LazyRequestAccess projectId={projectId} /> : null;
}
