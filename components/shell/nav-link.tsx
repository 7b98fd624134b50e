import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One entry of the console's navigation. */
export function NavLink({ href, label, active, badge }: { href: string; label: string; active: boolean; badge?: ReactNode; match?: string }) {
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
