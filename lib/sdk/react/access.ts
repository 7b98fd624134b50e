'use client';

import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Assignment, AccountRole } from '@/lib/contract/types';
import { usePlatform } from './context';
import { accountKeys, projectKeys } from './keys';

export type AssignmentFilters = {
  principal_type?: Assignment['principal']['type'];
  principal_id?: string;
  scope?: 'account' | 'project';
  project_id?: string;
  object_type?: 'agent' | 'skill' | 'secret' | 'app' | 'trigger';
  role?: string;
};

/** IAM keys hang under the account, so one invalidation of `iamKeys.all(accountId)` refreshes every access view. */
export const iamKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'iam'] as const,
  assignments: (accountId: string, filters: AssignmentFilters = {}) => [...iamKeys.all(accountId), 'assignments', filters] as const,
  roles: (accountId: string) => [...iamKeys.all(accountId), 'roles'] as const,
  permissions: (accountId: string) => [...iamKeys.all(accountId), 'permissions'] as const,
  groups: (accountId: string) => [...iamKeys.all(accountId), 'groups'] as const,
  invites: (accountId: string) => [...iamKeys.all(accountId), 'invites'] as const,
  serviceAccounts: (accountId: string) => [...iamKeys.all(accountId), 'service-accounts'] as const,
  serviceAccountTokens: (accountId: string, id: string) => [...iamKeys.serviceAccounts(accountId), id, 'tokens'] as const,
  pats: () => ['tokens', 'personal'] as const,
  project: (projectId: string) => [...projectKeys.detail(projectId), 'access'] as const,
  projectPart: (projectId: string, part: 'members' | 'invites' | 'requests' | 'group-grants' | 'resource-grants' | 'tokens') => [...iamKeys.project(projectId), part] as const,
};

function useInvalidating<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>, keys: () => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all(keys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

export function useAccount(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: accountKeys.detail(accountId), queryFn: ({ signal }) => platform.accounts.get(accountId, undefined, { signal }) });
}

export function useAssignments(accountId: string, filters: AssignmentFilters = {}) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.assignments(accountId, filters), queryFn: ({ signal }) => platform.accounts.listAssignments(accountId, filters, { signal }) });
}

export function useRoles(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.roles(accountId), queryFn: ({ signal }) => platform.accounts.listRoles(accountId, undefined, { signal }), staleTime: 60_000 });
}

export function usePermissionCatalog(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.permissions(accountId), queryFn: ({ signal }) => platform.accounts.listPermissions(accountId, undefined, { signal }), staleTime: 5 * 60_000 });
}

export function useGroups(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.groups(accountId), queryFn: ({ signal }) => platform.accounts.groups(accountId, undefined, { signal }) });
}

export function useInvites(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.invites(accountId), queryFn: ({ signal }) => platform.accounts.invites(accountId, undefined, { signal }) });
}

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

export function useCreateAssignment(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((input: Parameters<typeof platform.accounts.createAssignment>[1]) => platform.accounts.createAssignment(accountId, input), () => [iamKeys.all(accountId), projectKeys.all]);
}

export function useRevokeAssignment(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((assignmentId: string) => platform.accounts.revokeAssignment(accountId, assignmentId), () => [iamKeys.all(accountId), projectKeys.all]);
}

export function useCreateRole(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((input: { name: string; description?: string; permissions: string[] }) => platform.accounts.createRole(accountId, input), () => [iamKeys.roles(accountId)]);
}

export function useInviteMember(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((input: { email: string; role: AccountRole }) => platform.accounts.invite(accountId, input), () => [iamKeys.invites(accountId)]);
}

export function useUpdateMemberRole(accountId: string) {
  const platform = usePlatform();
  return useInvalidating(({ userId, role }: { userId: string; role: AccountRole }) => platform.accounts.updateMemberRole(accountId, userId, role), () => [accountKeys.detail(accountId), accountKeys.list()]);
}

export function useRemoveMember(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((userId: string) => platform.accounts.removeMember(accountId, userId), () => [accountKeys.detail(accountId)]);
}

export function useLeaveAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidating(() => platform.accounts.leave(accountId), () => [accountKeys.all, projectKeys.all]);
}

export function useCancelInvite(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((inviteId: string) => platform.accounts.cancelInvite(accountId, inviteId), () => [iamKeys.all(accountId)]);
}

export function useResendInvite(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((inviteId: string) => platform.accounts.resendInvite(accountId, inviteId), () => [iamKeys.invites(accountId)]);
}

export function useCreateServiceAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((input: { name: string; description?: string }) => platform.accounts.serviceAccounts.create(accountId, input), () => [iamKeys.serviceAccounts(accountId)]);
}

export function useDeleteServiceAccount(accountId: string) {
  const platform = usePlatform();
  return useInvalidating((id: string) => platform.accounts.serviceAccounts.remove(accountId, id), () => [iamKeys.all(accountId)]);
}

export function useMintServiceAccountToken(accountId: string) {
  const platform = usePlatform();
  return useInvalidating(({ id, name }: { id: string; name: string }) => platform.accounts.serviceAccounts.mintToken(accountId, id, { name }), () => [iamKeys.serviceAccounts(accountId)]);
}

export function usePersonalTokens() {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.pats(), queryFn: ({ signal }) => platform.accounts.tokens.list(undefined, { signal }) });
}

export function useCreatePersonalToken() {
  const platform = usePlatform();
  return useInvalidating((input: { name: string; accountId?: string; projectId?: string; expiresAt?: string }) => platform.accounts.tokens.create(input), () => [iamKeys.pats()]);
}

export function useRevokePersonalToken() {
  const platform = usePlatform();
  return useInvalidating((tokenId: string) => platform.accounts.tokens.revoke(tokenId), () => [iamKeys.pats()]);
}
