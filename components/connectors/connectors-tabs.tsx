'use client';

import Link from 'next/link';
import { useParams, usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { ScrollRow } from '@/components/ui/scroll-row';

/** The connector area's pages; `href` is relative to `/projects/{id}/connectors`. */
export const CONNECTOR_TABS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '', label: 'Connectors' },
  { href: '/tools', label: 'Tools' },
  { href: '/policies', label: 'Policies' },
  { href: '/setup-links', label: 'Setup links' },
];

export function ConnectorsTabs() {
  const { projectId } = useParams<{ projectId: string }>();
  const pathname = usePathname();
  const base = `/projects/${projectId}/connectors`;
  return (
    <nav aria-label="Connector sections">
      <ScrollRow className="border-b border-border">
      <ul className="flex min-w-max gap-1">
        {CONNECTOR_TABS.map((tab) => {
          const href = `${base}${tab.href}`;
          const active = tab.href === '' ? pathname === base : pathname.startsWith(href);
          return (
            <li key={tab.href}>
              <Link href={href} aria-current={active ? 'page' : undefined} className={cn('block border-b-2 px-3 py-2 text-sm', active ? 'border-accent font-medium text-fg' : 'border-transparent text-fg-muted hover:text-fg')}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
      </ScrollRow>
    </nav>
  );
}
