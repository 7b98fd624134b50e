'use client';

// The signed-in user's personal API tokens.
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export function usePersonalTokens() {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.pats(), queryFn: ({ signal }) => platform.accounts.tokens.list(undefined, undefined, { signal }) });
}

export function useCreatePersonalToken() {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name: string; accountId?: string; projectId?: string; expiresAt?: string }) => platform.accounts.tokens.create(input), () => [iamKeys.pats()]);
}

export function useRevokePersonalToken() {
  const platform = usePlatform();
  return useInvalidatingMutation((tokenId: string) => platform.accounts.tokens.revoke(tokenId), () => [iamKeys.pats()]);
}
