'use client';

// Account members and invites (the member list itself is `useAccountMembers` in accounts.ts).
import { useQuery } from '@tanstack/react-query';
import type { AccountRole } from '@/lib/contract/types';
import { usePlatform } from './context';
import { accountKeys, projectKeys } from './keys';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export function useInvites(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.invites(accountId), queryFn: ({ signal }) => platform.accounts.invites(accountId, undefined, { signal }) });
}

export function useInviteMember(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { email: string; role: AccountRole }) => platform.accounts.invite(accountId, input), () => [iamKeys.invites(accountId)]);
}

export function useUpdateMemberRole(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(({ userId, role }: { userId: string; role: AccountRole }) => platform.accounts.updateMemberRole(accountId, userId, role), () => [accountKeys.detail(accountId), accountKeys.list()]);
}

export function useRemoveMember(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((userId: string) => platform.accounts.removeMember(accountId, userId), () => [accountKeys.detail(accountId)]);
}

export function useLeaveAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(() => platform.accounts.leave(accountId), () => [accountKeys.all, projectKeys.all]);
}

export function useCancelInvite(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((inviteId: string) => platform.accounts.cancelInvite(accountId, inviteId), () => [iamKeys.all(accountId)]);
}

export function useResendInvite(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((inviteId: string) => platform.accounts.resendInvite(accountId, inviteId), () => [iamKeys.invites(accountId)]);
}
