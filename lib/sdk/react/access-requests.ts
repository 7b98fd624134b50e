'use client';

// The asking side of access requests: a user's own request to a project they cannot (fully) open.
import { useQuery } from '@tanstack/react-query';
import type { ProjectRole } from '@/lib/contract/types';
import { usePlatform } from './context';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export const accessRequestKeys = {
  mine: (projectId: string) => [...iamKeys.project(projectId), 'my-request'] as const,
};

export function useMyAccessRequest(projectId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: accessRequestKeys.mine(projectId ?? ''),
    queryFn: ({ signal }) => platform.project(projectId!).access.myRequest(undefined, { signal }),
    enabled: Boolean(projectId),
    retry: false,
  });
}

/** Asks the project's managers for a role; the asker's own view and the managers' request list read it. */
export function useRequestAccess(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(
    (input: { role: ProjectRole; message?: string }) => platform.project(projectId).access.requestAccess(input),
    () => [accessRequestKeys.mine(projectId), iamKeys.projectPart(projectId, 'requests')],
  );
}
