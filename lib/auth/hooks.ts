'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/sdk/react/keys';
import { consoleAuthClient } from './client';

export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: () => consoleAuthClient.me(), staleTime: 60_000 });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consoleAuthClient.signInWithPassword,
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export const SIGN_OUT_MUTATION_KEY = ['auth', 'sign-out'] as const;

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: (options?: { everywhere?: boolean }) => consoleAuthClient.signOut(options),
    onSuccess: () => queryClient.clear(),
  });
}
