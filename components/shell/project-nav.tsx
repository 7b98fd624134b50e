'use client';

import Link from 'next/link';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/sdk';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { canOpenAccountSection, canOpenProjectSection, gatewayEntry } from '@/lib/iam/sections';
import { ACCOUNT_NAV, PROJECT_NAV } from './nav-items';
import { useCurrentAccount } from './use-current-account';

// The badge polls the approvals on its own and shows once they are read: its code (and the approvals hooks) is a
// chunk loaded after first paint, not part of every page's first-load JS.
const ApprovalCount = lazy(() => import('@/components/approvals/approval-count').then((m) => ({ default: m.ApprovalCount })));

/**
 * The project's permissions once read, or null while unknown or when the project cannot be opened (403) or does not
 * exist (404): then it has no project navigation.
 */
function useProjectPermissions(projectId: string | undefined): string[] | null {
  const detail = useProjectDetail(projectId ?? '', Boolean(projectId));
  const error = detail.error;
  if (!projectId || (error instanceof ApiError && (error.status === 403 || error.status === 404))) return null;
  return detail.data?.permissions ?? null;
}

/** A project's sections the user can open (lib/iam/sections.ts); the gateway leads to its first tab they can read. */
function projectSections(projectId: string, permissions: readonly string[]) {
  return PROJECT_NAV.flatMap((item) => {
    if (!canOpenProjectSection(permissions, item.href)) return [];
    const entry = item.href === '/gateway' ? gatewayEntry(permissions) ?? '' : '';
    return [{ ...item, target: `/projects/${projectId}${item.href}${entry}`, base: `/projects/${projectId}${item.href}` }];
  });
}

export function ProjectNav({ className }: { className?: string } = {}) {
  const { projectId } = useParams<{ projectId?: string }>();
  const permissions = useProjectPermissions(projectId);
  const pathname = usePathname();
  const { account } = useCurrentAccount();
  const items = [
    { href: '/projects', label: 'Projects', exact: true },
    ...(account ? ACCOUNT_NAV.filter((item) => canOpenAccountSection(account.role, item.href)).map((item) => ({ href: `/accounts/${account.id}${item.href}`, label: item.label, exact: false })) : []),
    { href: '/settings/tokens', label: 'API keys', exact: false },
  ];
  const projectItems = projectId && permissions
    ? projectSections(projectId, permissions).map((item) => ({ href: item.target, match: item.base, label: item.label, exact: item.href === '', badge: 'count' in item ? (
          <Suspense fallback={null}>
            <ApprovalCount projectId={projectId} />
          </Suspense>
        ) : null }))
    : [];
  const isActive = (href: string, exact: boolean) => (exact ? pathname === href : pathname.startsWith(href));
  return (
    <nav aria-label="Console" className={cn('w-52 shrink-0 p-3 text-sm', className)}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink key={item.href} {...item} active={isActive(item.href, item.exact)} />
        ))}
      </ul>
      {projectItems.length > 0 && (
        <>
          <p className="mt-4 mb-1 px-2 text-xs font-medium uppercase tracking-wide text-fg-muted">Project</p>
          <ul className="flex flex-col gap-1">
            {projectItems.map((item) => (
              <NavLink key={item.href} {...item} active={isActive(item.match, item.exact)} />
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}

function NavLink({ href, label, active, badge }: { href: string; label: string; active: boolean; badge?: ReactNode; match?: string }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cn('flex items-center gap-2 rounded-md px-2 py-1.5', active ? 'bg-bg-muted font-medium' : 'text-fg-muted hover:bg-bg-subtle hover:text-fg')}
      >
        {label}
        {badge}
      </Link>
    </li>
  );
}
