'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { useMe, useSignOut } from '@/lib/auth/hooks';
import type { MenuProps } from './deferred-menu';

export default function UserMenuContent({ trigger, triggerClassName, triggerLabel, defaultOpen }: MenuProps) {
  const user = useMe().data;
  const signOut = useSignOut();
  const router = useRouter();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-52 rounded-md border border-border bg-bg p-1 shadow-lg">
          {user && <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">{user.email}</DropdownMenu.Label>}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate(undefined, { onSettled: () => router.replace('/sign-in') })}
            className="cursor-pointer rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-bg-muted"
          >
            {signOut.isPending ? 'Signing out…' : 'Sign out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
