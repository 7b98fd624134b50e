'use client';

import { useQuery } from '@tanstack/react-query';
import { authKeys } from '@/lib/sdk/react/keys';
import { consoleAuthClient } from './client';

export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: () => consoleAuthClient.me(), staleTime: 60_000 });
}
