'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalScope } from '@/lib/contract/types-approvals';
import { usePlatform } from './context';
import { projectKeys, sessionKeys } from './keys';

export const approvalKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'approvals'] as const,
  list: (projectId: string, filters: { status?: 'pending' | 'resolved' | 'all'; session_id?: string } = {}) => [...approvalKeys.all(projectId), 'list', filters] as const,
};

/** New calls ask while a page is open: the inbox, the nav count and the timeline poll this often. */
export const APPROVALS_POLL_MS = 4_000;

export function useApprovals(projectId: string, filters: { status?: 'pending' | 'resolved' | 'all'; session_id?: string } = {}, options: { enabled?: boolean } = {}) {
  const platform = usePlatform();
  return useQuery({
    queryKey: approvalKeys.list(projectId, filters),
    queryFn: ({ signal }) => platform.project(projectId).approvals.list(filters, { signal }),
    refetchInterval: (query) => (query.state.status === 'error' ? false : APPROVALS_POLL_MS),
    enabled: options.enabled ?? true,
  });
}

export function useResolveApproval(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ executionId, decision, scope }: { executionId: string; sessionId: string; decision: ApprovalDecision; scope: ApprovalScope }) =>
      platform.project(projectId).approvals.resolve(executionId, decision, scope),
    // The session goes on (or stops): refresh its view as well as every approval list.
    onSuccess: (_result, { sessionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all(projectId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.detail(projectId, sessionId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.list(projectId) }),
      ]),
  });
}
