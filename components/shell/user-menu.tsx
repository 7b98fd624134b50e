'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { Skeleton } from '@/components/ui/states';
import { useMe, useSignOut } from '@/lib/auth/hooks';

export function UserMenu() {
  const me = useMe();
  const signOut = useSignOut();
  const router = useRouter();
  if (me.isPending) return <Skeleton className="h-8 w-24" />;
  const user = me.data;
  const label = user?.name ?? 'Account';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex h-8 items-center gap-2 rounded-md px-2 text-sm hover:bg-bg-muted" aria-label={`User menu for ${label}`}>
        <span aria-hidden className="flex size-6 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-fg">
          {label.slice(0, 1).toUpperCase()}
        </span>
        <span>{label}</span>
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
