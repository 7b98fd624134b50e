'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys } from './keys';

export function useAccounts() {
  const platform = usePlatform();
  return useQuery({ queryKey: accountKeys.list(), queryFn: ({ signal }) => platform.accounts.list(undefined, { signal }) });
}
