'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

// In a module of its own (no mutations), read by the shell on every page.
export { useAccounts } from './account-list';

export function useAccountMembers(accountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: accountKeys.members(accountId ?? ''),
    queryFn: ({ signal }) => platform.accounts.members(accountId!, undefined, { signal }),
    enabled: Boolean(accountId),
  });
}

/** Renames an account; the switcher, breadcrumbs and every account view read the new name. */
export function useRenameAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((name: string) => platform.accounts.updateName(accountId, name), () => [accountKeys.all]);
}

/** Creates an account owned by the caller; every account list (the switcher, the projects page) reads it. */
export function useCreateAccount() {
  const platform = usePlatform();
  return useInvalidatingMutation((name: string) => platform.accounts.create({ name }), () => [accountKeys.all]);
}
