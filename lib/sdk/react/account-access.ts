'use client';

// Account access: the account itself, its assignments, roles, permission catalog and groups.
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { accountKeys, projectKeys } from './keys';
import { iamKeys, type AssignmentFilters } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export type { AssignmentFilters };

export function useAccount(accountId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: accountKeys.detail(accountId), queryFn: ({ signal }) => platform.accounts.get(accountId, undefined, { signal }) });
}

/** `enabled: false` asks nothing (for a caller who may not read the account's assignments). */
export function useAssignments(accountId: string, filters: AssignmentFilters = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.assignments(accountId, filters), queryFn: ({ signal }) => platform.accounts.listAssignments(accountId, filters, { signal }), enabled });
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

export function useCreateAssignment(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: Parameters<typeof platform.accounts.createAssignment>[1]) => platform.accounts.createAssignment(accountId, input), () => [iamKeys.all(accountId), projectKeys.all]);
}

export function useRevokeAssignment(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((assignmentId: string) => platform.accounts.revokeAssignment(accountId, assignmentId), () => [iamKeys.all(accountId), projectKeys.all]);
}

export function useCreateRole(accountId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name: string; description?: string; permissions: string[] }) => platform.accounts.createRole(accountId, input), () => [iamKeys.roles(accountId)]);
}
