'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/sdk/react/keys';
import { consoleAuthClient } from './client';

// In a module of its own (no mutations), read by the shell on every page.
export { useMe } from './me';

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
