'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => platform.accounts.updateName(accountId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
