'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MenuProps } from './deferred-menu';
import { useCurrentAccount } from './use-current-account';

export default function AccountMenu({ trigger, triggerClassName, triggerLabel, defaultOpen }: MenuProps) {
  const { account, accounts, setAccountId } = useCurrentAccount();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className="z-50 min-w-48 rounded-md border border-border bg-bg p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">Accounts</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={account?.id} onValueChange={setAccountId}>
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
