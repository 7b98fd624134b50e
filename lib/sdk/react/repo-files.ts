'use client';

// The repository of a project: files of the default branch, commits and their diffs, the manifest check.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FileContent, FileEntry } from '@/lib/contract/types-repo';
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

/** Server-side manifest check (the platform runs the same library as the editor). */
export function useValidateManifest(projectId: string) {
  const platform = usePlatform();
  return useMutation({
    mutationFn: ({ raw, format }: { raw: string; format?: 'yaml' | 'toml' }) => platform.project(projectId).validateManifest(raw, format),
  });
}
