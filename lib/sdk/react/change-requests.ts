'use client';

// Change requests: the list, one with its diff and merge preview, and every write, each refreshing what it changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '@/lib/contract/types-repo';
import { usePlatform } from './context';
import { repoKeys } from './keys';

export function useChangeRequests(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: repoKeys.changeRequests(projectId), queryFn: ({ signal }) => platform.project(projectId).changeRequests.list(undefined, { signal }) });
}

export function useChangeRequest(projectId: string, crId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.changeRequest(projectId, crId ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).changeRequests.get(crId!, undefined, { signal }),
    enabled: Boolean(crId),
  });
}

export function useChangeRequestDiff(projectId: string, crId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.changeRequestDiff(projectId, crId ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).changeRequests.diff(crId!, undefined, { signal }),
    enabled: Boolean(crId),
  });
}

export function useMergePreview(projectId: string, crId: string | null, enabled = true) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.mergePreview(projectId, crId ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).changeRequests.mergePreview(crId!, undefined, { signal }),
    enabled: Boolean(crId) && enabled,
  });
}

/** Stores a new or changed change request in the cache and refreshes the lists. */
function useChangeRequestSettled(projectId: string) {
  const queryClient = useQueryClient();
  return (cr: ChangeRequest) => {
    queryClient.setQueryData(repoKeys.changeRequest(projectId, cr.id), cr);
    return queryClient.invalidateQueries({ queryKey: repoKeys.changeRequests(projectId) });
  };
}

export interface OpenChangeRequestInput {
  title: string;
  description?: string;
  files: { path: string; content: string | null }[];
  base_sha?: string;
  stale_check?: { known_change_requests?: string[] };
}

export function useOpenChangeRequest(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({ mutationFn: (input: OpenChangeRequestInput) => platform.project(projectId).changeRequests.open(input), onSuccess: settled });
}

/** Sets default_agent with a commit on the default branch (no change request): the files and commits refresh. */
export function useSetDefaultAgent(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentName: string) => platform.project(projectId).setDefaultAgent(agentName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repoKeys.all(projectId) }),
  });
}

export type AllowlistInput = string[] | 'all' | 'none';

export function useSetAgentScope(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({
    mutationFn: ({ agentName, secrets, connectors }: { agentName: string; secrets?: AllowlistInput; connectors?: AllowlistInput }) =>
      platform.project(projectId).setAgentScope(agentName, { secrets, connectors }),
    onSuccess: settled,
  });
}

/** Merging changes the default branch: every file, commit and change request of the project is refreshed. */
export function useMergeChangeRequest(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crId: string) => platform.project(projectId).changeRequests.merge(crId),
    onSuccess: (cr) => {
      queryClient.setQueryData(repoKeys.changeRequest(projectId, cr.id), cr);
      return queryClient.invalidateQueries({ queryKey: repoKeys.all(projectId) });
    },
  });
}

export function useCloseChangeRequest(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({ mutationFn: (crId: string) => platform.project(projectId).changeRequests.close(crId), onSuccess: settled });
}

export interface UpdateBranchInput {
  resolutions?: { path: string; content: string | null }[];
  expected_default_head?: string;
}

/**
 * Updates a change request from the default branch (three-way merge on the platform). A 409 `update_conflict`
 * carries the merged text with conflict markers (UpdateConflictDetails) for the editor to resolve.
 */
export function useUpdateChangeRequestBranch(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({
    mutationFn: ({ crId, input }: { crId: string; input?: UpdateBranchInput }) => platform.project(projectId).changeRequests.updateBranch(crId, input),
    onSuccess: settled,
  });
}

export function useReopenChangeRequest(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({ mutationFn: (crId: string) => platform.project(projectId).changeRequests.reopen(crId), onSuccess: settled });
}

/** Feedback on a change request (its state stays); `deliver_to_session` also sends it to the session that opened it. */
export function useRequestChanges(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({
    mutationFn: ({ crId, comment, deliver_to_session }: { crId: string; comment: string; deliver_to_session?: boolean }) =>
      platform.project(projectId).changeRequests.requestChanges(crId, { comment, deliver_to_session }),
    onSuccess: settled,
  });
}
