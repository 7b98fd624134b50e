'use client';

import { lazy, Suspense } from 'react';
import { useParams, usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/sdk';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { canOpenProjectSection, gatewayEntry } from '@/lib/iam/sections';
import { NavLink } from './nav-link';
import { PROJECT_NAV } from './nav-items';
import { useCurrentAccount } from './use-current-account';

// The badge polls the approvals on its own and shows once they are read: its code (and the approvals hooks) is a
// chunk loaded after first paint, not part of every page's first-load JS.
const ApprovalCount = lazy(() => import('@/components/approvals/approval-count').then((m) => ({ default: m.ApprovalCount })));
// The account's links are decided by its role through the role catalog (lib/iam/account-sections.ts): that code is a
// chunk requested with the first render, alongside the accounts' read, not part of every page's first-load JS.
const AccountNavLinks = lazy(() => import('./account-shell').then((m) => ({ default: m.AccountNavLinks })));

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
        <NavLink href="/projects" label="Projects" active={isActive('/projects', true)} />
        <Suspense fallback={null}>
          <AccountNavLinks account={account} isActive={isActive} />
        </Suspense>
        <NavLink href="/settings/tokens" label="API keys" active={isActive('/settings/tokens', false)} />
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
