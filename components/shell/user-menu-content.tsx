'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useMutationState } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/components/ui/theme';
import { SIGN_OUT_MUTATION_KEY, useMe, useSignOut } from '@/lib/auth-client/hooks';
import type { MenuProps } from './deferred-menu';
import { MenuShell, menuItemClass } from './menu-shell';

// Opened from this menu only, so it lives in the menu's chunk (and its own code loads on first open).
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));

const THEMES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const separator = <DropdownMenu.Separator className="my-1 h-px bg-border" />;

/**
 * A sign-out the platform could not complete: the user is still signed in, and can try again from here. Sign-out starts
 * in this menu, so the alert lives in the menu's chunk (fixed under the top bar, outside the menu's panel).
 */
function SignOutFailed() {
  const failures = useMutationState({ filters: { mutationKey: SIGN_OUT_MUTATION_KEY, status: 'error' }, select: (m) => m.state.error });
  const retry = useSignOut();
  const router = useRouter();
  const error = failures.at(-1);
  if (!error || retry.isSuccess) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 top-14 z-50 mx-auto max-w-lg rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm shadow"
    >
      <p className="font-medium text-danger">You are still signed in</p>
      <p>{error instanceof Error ? error.message : 'The platform could not end your session.'}</p>
      <button
        type="button"
        disabled={retry.isPending}
        onClick={() => retry.mutate(undefined, { onSuccess: () => router.replace('/sign-in') })}
        className="mt-2 h-8 rounded-md border border-border bg-bg px-3 text-sm hover:bg-bg-muted"
      >
        {retry.isPending ? 'Signing out…' : 'Try signing out again'}
      </button>
    </div>
  );
}

export default function UserMenuContent(props: MenuProps) {
  const user = useMe().data;
  const signOut = useSignOut();
  const router = useRouter();
  const theme = useThemeChoice();
  const leave = () => router.replace('/sign-in');
  // null until first opened. The menu closes as the item is chosen; this component stays (DeferredMenu keeps it).
  const [shortcuts, setShortcuts] = useState<boolean | null>(null);
  return (
    <>
      <SignOutFailed />
      {shortcuts !== null && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={shortcuts} onOpenChange={setShortcuts} />
        </Suspense>
      )}
      <MenuShell {...props} align="end">
        {user && (
          <DropdownMenu.Label className="px-2 py-1.5 text-sm">
            <span className="block font-medium">{user.name}</span>
            <span className="block text-xs text-fg-muted">{user.email}</span>
          </DropdownMenu.Label>
        )}
        {separator}
        <DropdownMenu.Item asChild className={menuItemClass}>
          <Link href="/settings/profile">Profile</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={menuItemClass}>
          <Link href="/settings/tokens">Personal API keys</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={menuItemClass} onSelect={() => setShortcuts(true)}>
          Keyboard shortcuts
        </DropdownMenu.Item>
        {separator}
        <DropdownMenu.Label className="px-2 pt-1 text-xs text-fg-muted">Theme</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setThemeChoice(value as ThemeChoice)}>
          {THEMES.map((t) => (
            <DropdownMenu.RadioItem key={t.value} value={t.value} className={menuItemClass} onSelect={(event) => event.preventDefault()}>
              <span aria-hidden className="w-3">
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
              </span>
              {t.label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        {separator}
        <DropdownMenu.Item
          disabled={signOut.isPending}
          // Only a sign-out the platform confirmed leaves the console; a failed one says so (still signed in).
          onSelect={() => signOut.mutate(undefined, { onSuccess: leave })}
          className={menuItemClass}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled={signOut.isPending} onSelect={() => signOut.mutate({ everywhere: true }, { onSuccess: leave })} className={menuItemClass}>
          Sign out of all devices
        </DropdownMenu.Item>
      </MenuShell>
    </>
  );
}
