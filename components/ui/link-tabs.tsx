'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from './cn';
import { ScrollRow } from './scroll-row';

export interface LinkTab {
  /** Relative to the bar's `base`; '' is the section's own page. */
  href: string;
  label: string;
}

/**
 * A section's sub-pages as a bar of links (a navigation, not a tab list: each is its own URL). The current page is
 * marked `aria-current`; `query` is carried along to every link.
 */
export function LinkTabs({ label, base, tabs, query = '' }: { label: string; base: string; tabs: readonly LinkTab[]; query?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ScrollRow className="border-b border-border">
        <ul className="flex min-w-max gap-1">
          {tabs.map((tab) => {
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
