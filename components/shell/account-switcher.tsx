'use client';

import { lazy } from 'react';
import { Skeleton } from '@/components/ui/states';
import { DeferredMenu } from './deferred-menu';
import { useCurrentAccount } from './use-current-account';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

export function AccountSwitcher() {
  const { account, query } = useCurrentAccount();
  if (query.isPending) return <Skeleton className="h-8 w-32" />;
  if (query.isError) return <span className="text-sm text-danger">Accounts unavailable</span>;
  if (!account) return <span className="text-sm text-fg-muted">No account</span>;
  return (
    <DeferredMenu
      menu={AccountMenu}
      preload={loadAccountMenu}
      triggerLabel={`Account: ${account.name}. Switch account`}
      triggerClassName="flex h-8 items-center gap-2 rounded-md border border-border px-3 text-sm hover:bg-bg-muted"
      trigger={
        <>
          <span className="font-medium">{account.name}</span>
          <span aria-hidden className="text-fg-muted">
            ▾
          </span>
        </>
      }
    />
  );
}
