'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Skeleton } from '@/components/ui/states';
import { useCurrentAccount } from './use-current-account';

export function AccountSwitcher() {
  const { account, accounts, query, setAccountId } = useCurrentAccount();
  if (query.isPending) return <Skeleton className="h-8 w-32" />;
  if (query.isError) return <span className="text-sm text-danger">Accounts unavailable</span>;
  if (!account) return <span className="text-sm text-fg-muted">No account</span>;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex h-8 items-center gap-2 rounded-md border border-border px-3 text-sm hover:bg-bg-muted" aria-label={`Account: ${account.name}. Switch account`}>
        <span className="font-medium">{account.name}</span>
        <span aria-hidden className="text-fg-muted">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className="z-50 min-w-48 rounded-md border border-border bg-bg p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">Accounts</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={account.id} onValueChange={setAccountId}>
            {accounts.map((a) => (
              <DropdownMenu.RadioItem key={a.id} value={a.id} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-bg-muted">
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                <span>{a.name}</span>
                <span className="ml-auto text-xs text-fg-muted">{a.role}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
