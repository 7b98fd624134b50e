'use client';

import { useParams } from 'next/navigation';
import { LazyRequestAccess } from '@/components/access/lazy-request-access';

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
