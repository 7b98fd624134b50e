'use client';

import type { Approval } from '@/lib/contract/types-approvals';
import { useMe } from '@/lib/auth-client/hooks';
import { useProjectDetail } from '@/lib/sdk/react/projects';

/** The platform's rule (docs/OPERATIONS.md): the session's owner, who may start sessions, or a project manager. */
export function useCanResolve(projectId: string): (approval: Approval) => boolean {
  const me = useMe();
  const detail = useProjectDetail(projectId);
  const permissions = detail.data?.permissions ?? [];
  return (approval) =>
    permissions.includes('project.members.manage') || (approval.session_owner.id === me.data?.id && permissions.includes('project.session.start'));
}
