'use client';

import Link from 'next/link';
import { useParams, usePathname, useSearchParams } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { ScrollRow } from '@/components/ui/scroll-row';

/**
 * The gateway's sub-pages, in order; `href` is relative to `/projects/{id}/gateway` ('' is the overview). A tab is
 * listed only once its page exists: Overview, Breakdown, Logs, Errors, Budgets, then Keys, Routing, Playground.
 */
export const GATEWAY_TABS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '', label: 'Overview' },
  { href: '/breakdown', label: 'Breakdown' },
  { href: '/logs', label: 'Logs' },
  { href: '/errors', label: 'Errors' },
  { href: '/budgets', label: 'Budgets' },
  { href: '/keys', label: 'Keys' },
  { href: '/routing', label: 'Routing' },
  { href: '/playground', label: 'Playground' },
];

/** Query parameters every analytics tab shares, carried along when switching tabs (range and reporting zone). */
const SHARED_PARAMS = ['range', 'from', 'to', 'tz', 'interval'];

export function GatewayTabs() {
  const { projectId } = useParams<{ projectId: string }>();
  const pathname = usePathname();
  const search = useSearchParams();
  const base = `/projects/${projectId}/gateway`;
  const shared = new URLSearchParams();
  for (const name of SHARED_PARAMS) {
    const value = search.get(name);
    if (value) shared.set(name, value);
  }
  const query = shared.toString();
  if (GATEWAY_TABS.length === 0) return null;
  return (
    <nav aria-label="Gateway sections">
      <ScrollRow className="border-b border-border">
      <ul className="flex min-w-max gap-1">
        {GATEWAY_TABS.map((tab) => {
          const href = `${base}${tab.href}`;
          const active = tab.href === '' ? pathname === base : pathname.startsWith(href);
          return (
            <li key={tab.href}>
              <Link
                href={query ? `${href}?${query}` : href}
                aria-current={active ? 'page' : undefined}
                className={cn('block border-b-2 px-3 py-2 text-sm', active ? 'border-accent font-medium text-fg' : 'border-transparent text-fg-muted hover:text-fg')}
              >
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
