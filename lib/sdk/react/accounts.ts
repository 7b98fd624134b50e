'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';

export function useAccounts() {
  const platform = usePlatform();
  return useQuery({ queryKey: accountKeys.list(), queryFn: () => platform.accounts.list() });
}

export function useAccountMembers(accountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: accountKeys.members(accountId ?? ''),
    queryFn: () => platform.accounts.members(accountId!),
    enabled: Boolean(accountId),
  });
}
