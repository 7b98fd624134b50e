'use client';

// Service accounts of an account and their tokens.
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export function useServiceAccounts(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.serviceAccounts(accountId), queryFn: ({ signal }) => platform.accounts.serviceAccounts.list(accountId, undefined, { signal }) });
}

export function useServiceAccountTokens(accountId: string, serviceAccountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: iamKeys.serviceAccountTokens(accountId, serviceAccountId ?? ''),
    queryFn: ({ signal }) => platform.accounts.serviceAccounts.tokens(accountId, serviceAccountId!, undefined, { signal }),
    enabled: Boolean(serviceAccountId),
  });
}

export function useCreateServiceAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name: string; description?: string }) => platform.accounts.serviceAccounts.create(accountId, input), () => [iamKeys.serviceAccounts(accountId)]);
}

export function useDeleteServiceAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((id: string) => platform.accounts.serviceAccounts.remove(accountId, id), () => [iamKeys.all(accountId)]);
}

export function useMintServiceAccountToken(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(({ id, name }: { id: string; name: string }) => platform.accounts.serviceAccounts.mintToken(accountId, id, { name }), () => [iamKeys.serviceAccounts(accountId)]);
}
