'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';

export function useAccounts() {
  const platform = usePlatform();
  return useQuery({ queryKey: accountKeys.list(), queryFn: ({ signal }) => platform.accounts.list(undefined, { signal }) });
}

export function useAccountMembers(accountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: accountKeys.members(accountId ?? ''),
    queryFn: ({ signal }) => platform.accounts.members(accountId!, undefined, { signal }),
    enabled: Boolean(accountId),
  });
}
