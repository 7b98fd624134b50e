'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { useMe, useSignOut } from '@/lib/auth/hooks';
import type { MenuProps } from './deferred-menu';
import { MenuShell, menuItemClass } from './menu-shell';

export default function UserMenuContent(props: MenuProps) {
  const user = useMe().data;
  const signOut = useSignOut();
  const router = useRouter();
  return (
    <MenuShell {...props} align="end">
      {user && <DropdownMenu.Label className="px-2 py-1 text-xs text-fg-muted">{user.email}</DropdownMenu.Label>}
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.Item
        disabled={signOut.isPending}
        // Only a sign-out the platform confirmed leaves the console; a failed one says so (still signed in).
        onSelect={() => signOut.mutate(undefined, { onSuccess: () => router.replace('/sign-in') })}
        className={menuItemClass}
      >
        {signOut.isPending ? 'Signing out…' : 'Sign out'}
      </DropdownMenu.Item>
      <DropdownMenu.Item
        disabled={signOut.isPending}
        onSelect={() => signOut.mutate({ everywhere: true }, { onSuccess: () => router.replace('/sign-in') })}
        className={menuItemClass}
      >
        Sign out of all devices
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={menuItemClass}>
        <a href="/settings/tokens">Personal API keys</a>
      </DropdownMenu.Item>
    </MenuShell>
  );
}
