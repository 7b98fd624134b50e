'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest, FileContent, FileEntry } from '@/lib/contract/types-repo';
import { usePlatform } from './context';
import { repoKeys } from './keys';

/** The repository tree of the default branch (read-only). */
export function useRepoFiles(projectId: string, enabled = true, initial?: { data: FileEntry[]; at: number }) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.files(projectId),
    queryFn: ({ signal }) => platform.project(projectId).files.list(undefined, { signal }),
    enabled: enabled && Boolean(projectId),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.at,
  });
}

/** One file of the default branch (or of `ref`); `path` null waits. */
export function useRepoFile(projectId: string, path: string | null, ref?: string, initial?: { data: FileContent; at: number }) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.file(projectId, path ?? '', ref),
    queryFn: ({ signal }) => platform.project(projectId).files.read(path!, ref, { signal }),
    enabled: Boolean(path),
    initialData: initial && path === initial.data.path && !ref ? initial.data : undefined,
    initialDataUpdatedAt: initial?.at,
  });
}

export function useCommits(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: repoKeys.commits(projectId), queryFn: ({ signal }) => platform.project(projectId).git.commits(undefined, { signal }) });
}

/** The commits of the default branch that touched `path`, newest first. */
export function useFileHistory(projectId: string, path: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: repoKeys.history(projectId, path), queryFn: ({ signal }) => platform.project(projectId).files.history(path, { signal }) });
}

/** What one commit changed, against its parent; `sha` null waits. */
export function useCommitDiff(projectId: string, sha: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.commitDiff(projectId, sha ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).git.commitDiff(sha!, undefined, { signal }),
    enabled: Boolean(sha),
  });
}

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

/** Server-side manifest check (the platform runs the same library as the editor). */
export function useValidateManifest(projectId: string) {
  const platform = usePlatform();
  return useMutation({
    mutationFn: ({ raw, format }: { raw: string; format?: 'yaml' | 'toml' }) => platform.project(projectId).validateManifest(raw, format),
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
}

export function useOpenChangeRequest(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({ mutationFn: (input: OpenChangeRequestInput) => platform.project(projectId).changeRequests.open(input), onSuccess: settled });
}

export function useSetDefaultAgent(projectId: string) {
  const platform = usePlatform();
  const settled = useChangeRequestSettled(projectId);
  return useMutation({ mutationFn: (agentName: string) => platform.project(projectId).setDefaultAgent(agentName), onSuccess: settled });
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
