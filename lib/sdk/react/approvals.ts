'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalScope } from '@/lib/contract/types-approvals';
import { usePlatform } from './context';
import { projectKeys, sessionKeys } from './keys';

export const approvalKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'approvals'] as const,
  list: (projectId: string, filters: { status?: 'pending' | 'resolved' | 'all'; session_id?: string } = {}) => [...approvalKeys.all(projectId), 'list', filters] as const,
  call: (projectId: string, sessionId: string, callId: string) => [...approvalKeys.all(projectId), 'call', sessionId, callId] as const,
};


/** How often a view asks for new approvals: the inbox watches closely; the navigation count is a hint on every page. */
export const APPROVALS_POLL_MS = { inbox: 5_000, count: 30_000 } as const;

/** A pending call is looked up when it appears, then again only while the platform has not listed it yet. */
const CALL_LOOKUPS = 4;
const CALL_LOOKUP_MS = 5_000;

export function useApprovals(
  projectId: string,
  filters: { status?: 'pending' | 'resolved' | 'all'; session_id?: string } = {},
  options: { enabled?: boolean; pollMs?: number } = {},
) {
  const platform = usePlatform();
  const pollMs = options.pollMs ?? APPROVALS_POLL_MS.inbox;
  return useQuery({
    queryKey: approvalKeys.list(projectId, filters),
    queryFn: ({ signal }) => platform.project(projectId).approvals.list(filters, { signal }),
    // Pending calls change by the second: a view that opens (the inbox after the navigation count) reads afresh.
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : pollMs),
    enabled: options.enabled ?? true,
  });
}

/**
 * The approval one pending tool call waits on, or null. The session's event stream brings the call, so an open
 * session page does not poll the approvals: each pending call is looked up once, and a few more times only while
 * the platform has not listed it yet.
 */
export function useCallApproval(projectId: string, sessionId: string, callId: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: approvalKeys.call(projectId, sessionId, callId),
    queryFn: async ({ signal }) => {
      const pending = await platform.project(projectId).approvals.list({ session_id: sessionId }, { signal });
      return pending.find((a) => a.call_id === callId) ?? null;
    },
    enabled: Boolean(projectId && sessionId && callId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data === null && query.state.dataUpdateCount < CALL_LOOKUPS ? CALL_LOOKUP_MS : false,
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
