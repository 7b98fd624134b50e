'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams, usePathname } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/states';
import type { SessionInfo } from '@/lib/contract/wire';
import { sessionKeys } from '@/lib/sdk/react/keys';
import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { AccountSwitcher } from './account-switcher';
import { PROJECT_NAV } from './nav-items';

const OTHER_SECTIONS: Record<string, string> = { access: 'Account access', audit: 'Audit log', billing: 'Billing', tokens: 'Personal API keys', profile: 'Profile' };

/**
 * One crumb with the "/" that leads to it: the separator belongs to the crumb after it, so a crumb hidden on a narrow
 * screen takes its separator with it and the trail never ends in a dangling "/".
 */
function Crumb({ children, first = false, className = '' }: { children: ReactNode; first?: boolean; className?: string }) {
  return (
    <li className={`flex min-w-0 items-center gap-1.5 ${className}`}>
      {!first && (
        <span aria-hidden className="text-fg-muted">
          /
        </span>
      )}
      {children}
    </li>
  );
}

const crumbLink = 'truncate rounded px-1 hover:bg-bg-muted';

/** The session's title from the cache the timeline fills; read passively, so the timeline's prefetched data is used. */
function SessionCrumb({ projectId, sessionId }: { projectId: string; sessionId: string }) {
  const client = useQueryClient();
  const key = sessionKeys.detail(projectId, sessionId);
  const title = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<SessionInfo>(key)?.title,
    () => undefined,
  );
  return (
    <span aria-current="page" className="max-w-64 truncate px-1 font-medium">
      {title || 'Session'}
    </span>
  );
}

function ProjectCrumb({ projectId, current }: { projectId: string; current: boolean }) {
  const project = useProjectDetail(projectId);
  if (project.isPending) return <Skeleton className="h-5 w-24" />;
  const name = project.data?.name ?? projectId;
  return (
    <Link href={`/projects/${projectId}`} aria-current={current ? 'page' : undefined} className={`${crumbLink} max-w-40 font-medium md:max-w-56`}>
      {name}
    </Link>
  );
}

/** account › project › section › item, in the top bar. Below md only the account and the project show. */
export function Breadcrumbs() {
  const { projectId, sessionId } = useParams<{ projectId?: string; sessionId?: string }>();
  const pathname = usePathname();
  const segments = pathname.split('/').filter(Boolean);
  let section: { label: string; href: string } | null = null;
  if (projectId) {
    const slug = segments[2];
    const nav = slug ? PROJECT_NAV.find((item) => item.href === `/${slug}`) : undefined;
    if (slug) section = { label: nav?.label ?? slug.charAt(0).toUpperCase() + slug.slice(1), href: `/projects/${projectId}/${slug}` };
  } else if (segments[0] === 'accounts' || segments[0] === 'settings') {
    const slug = segments[segments[0] === 'accounts' ? 2 : 1];
    if (slug) section = { label: OTHER_SECTIONS[slug] ?? slug, href: pathname };
  }
  const sectionIsLast = !sessionId;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <Crumb first>
          <AccountSwitcher />
        </Crumb>
        {projectId && (
          <Crumb>
            <ProjectCrumb projectId={projectId} current={!section} />
          </Crumb>
        )}
        {section && (
          <Crumb className="hidden md:flex">
            {sectionIsLast ? (
              <span aria-current="page" className="truncate px-1">
                {section.label}
              </span>
            ) : (
              <Link href={section.href} className={crumbLink}>
                {section.label}
              </Link>
            )}
          </Crumb>
        )}
        {projectId && sessionId && (
          <Crumb className="hidden md:flex">
            <SessionCrumb projectId={projectId} sessionId={sessionId} />
          </Crumb>
        )}
      </ol>
    </nav>
  );
}
