'use client';

import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@/lib/contract/types';
import { usePlatform } from './context';
import { accountKeys, projectKeys } from './keys';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

// Any project access change can change assignments on the account pages and the caller's own project view.
function useProjectMutation<TInput, TResult>(projectId: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(mutationFn, () => [iamKeys.project(projectId), projectKeys.overview(projectId), accountKeys.all]);
}

export function useProjectMembers(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'members'), queryFn: ({ signal }) => platform.project(projectId).access.list(undefined, { signal }), enabled });
}

export function useProjectInvites(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'invites'), queryFn: ({ signal }) => platform.project(projectId).access.pendingInvites(undefined, { signal }) });
}

export function useAccessRequests(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'requests'), queryFn: ({ signal }) => platform.project(projectId).access.requests(undefined, { signal }) });
}

export function useGroupGrants(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'group-grants'), queryFn: ({ signal }) => platform.project(projectId).access.groupGrants(undefined, { signal }) });
}

export function useResourceGrants(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'resource-grants'), queryFn: ({ signal }) => platform.project(projectId).access.resourceGrants.list(undefined, { signal }) });
}

export function useInviteToProject(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, ({ email, role }: { email: string; role: 'manager' | 'member' }) => platform.project(projectId).access.invite(email, role));
}

export function useUpdateProjectMember(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, ({ userId, role }: { userId: string; role: 'manager' | 'member' }) => platform.project(projectId).access.update(userId, role));
}

export function useRemoveProjectMember(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (userId: string) => platform.project(projectId).access.revoke(userId));
}

export function useRevokeProjectInvite(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (inviteId: string) => platform.project(projectId).access.revokeInvite(inviteId));
}

export function useResendProjectInvite(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (inviteId: string) => platform.project(projectId).access.resendInvite(inviteId));
}

export function useSettleAccessRequest(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, ({ id, approve }: { id: string; approve: boolean }) =>
    approve ? platform.project(projectId).access.approveRequest(id) : platform.project(projectId).access.rejectRequest(id),
  );
}

export function useAttachGroupGrant(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (input: { group_id: string; role: string; expires_at?: string | null }) => platform.project(projectId).access.attachGroupGrant(input));
}

export function useDetachGroupGrant(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (grantId: string) => platform.project(projectId).access.detachGroupGrant(grantId));
}

export function useCreateResourceGrant(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (input: { principal: Assignment['principal']; role: string; object: NonNullable<Assignment['object']>; expires_at?: string | null }) =>
    platform.project(projectId).access.resourceGrants.create(input),
  );
}

export function useRemoveResourceGrant(projectId: string) {
  const platform = usePlatform();
  return useProjectMutation(projectId, (grantId: string) => platform.project(projectId).access.resourceGrants.remove(grantId));
}
