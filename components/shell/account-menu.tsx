'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import type { MenuProps } from './deferred-menu';
import { MenuShell, menuItemClass } from './menu-shell';
import { useCurrentAccount } from './use-current-account';

export default function AccountMenu(props: MenuProps) {
  const { account, accounts, setAccountId } = useCurrentAccount();
  return (
    <MenuShell {...props} align="start">
      <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">Accounts</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={account?.id} onValueChange={setAccountId}>
        {accounts.map((a) => (
          <DropdownMenu.RadioItem key={a.id} value={a.id} className={menuItemClass}>
            <span aria-hidden className="w-3">
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </span>
            <span>{a.name}</span>
            <span className="ml-auto text-xs text-fg-muted">{a.role}</span>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      {account && (
        <>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">{account.name} settings</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href={`/accounts/${account.id}/settings`}>Account settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href={`/accounts/${account.id}/access`}>Members and access</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href={`/accounts/${account.id}/audit`}>Audit log</Link>
          </DropdownMenu.Item>
          {account.role !== 'member' && (
            <>
              <DropdownMenu.Item asChild className={menuItemClass}>
                <Link href={`/accounts/${account.id}/billing`}>Billing</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={menuItemClass}>
                <Link href={`/accounts/${account.id}/billing/sessions`}>Session costs</Link>
              </DropdownMenu.Item>
            </>
          )}
        </>
      )}
    </MenuShell>
  );
}
