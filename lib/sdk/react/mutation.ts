'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that owns its invalidation: once it succeeds, every query under each key `invalidates` names is read
 * again (a key is a prefix: `projectKeys.detail(id)` refreshes everything of that project). `invalidates` gets the
 * input and the result, for keys that depend on them.
 */
export function useInvalidatingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidates: (input: TInput, result: TResult) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => Promise.all(invalidates(input, result).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
