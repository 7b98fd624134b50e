'use client';

import { useMutationState } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { lazy } from 'react';
import { Skeleton } from '@/components/ui/states';
import { SIGN_OUT_MUTATION_KEY, useMe, useSignOut } from '@/lib/auth/hooks';
import { DeferredMenu } from './deferred-menu';

const loadUserMenu = () => import('./user-menu-content');
const UserMenuContent = lazy(loadUserMenu);

/** A sign-out the platform could not complete: the user is still signed in, and can try again from here. */
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

export function UserMenu() {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-8 w-24" />;
  const label = me.data?.name ?? 'Account';
  return (
    <>
      <SignOutFailed />
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
    </>
  );
}
