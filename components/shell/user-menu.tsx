'use client';

import { lazy } from 'react';
import { Skeleton } from '@/components/ui/states';
import { useMe } from '@/lib/auth-client/me';
import { DeferredMenu } from './deferred-menu';

const loadUserMenu = () => import('./user-menu-content');
const UserMenuContent = lazy(loadUserMenu);

export function UserMenu() {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-8 w-24" />;
  const label = me.data?.name ?? 'Account';
  return (
    <DeferredMenu
      menu={UserMenuContent}
      preload={loadUserMenu}
      // Starts with the visible name (WCAG 2.5.3), then says what the button opens.
      triggerLabel={`${label}, User menu`}
      triggerClassName="flex h-8 items-center gap-2 rounded-md px-2 text-sm hover:bg-bg-muted"
      trigger={
        <>
          <span
            aria-hidden
            className="flex size-6 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-fg"
          >
            {label.slice(0, 1).toUpperCase()}
          </span>
          <span className="hidden max-w-40 truncate sm:inline">{label}</span>
        </>
      }
    />
  );
}
