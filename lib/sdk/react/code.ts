'use client';

// The Code page's reads: branches, commits of a ref, the tree at a ref, a comparison of two versions, content search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { repoKeys } from './keys';

export function useBranches(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: repoKeys.branches(projectId), queryFn: ({ signal }) => platform.project(projectId).git.branches(undefined, { signal }) });
}

/** Commits reachable from `ref` (a branch or sha), newest first. */
export function useCommitsAt(projectId: string, ref: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.commitsAt(projectId, ref),
    queryFn: ({ signal }) => platform.project(projectId).git.commits({ ref, limit: 200 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTreeAt(projectId: string, ref: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: repoKeys.treeAt(projectId, ref), queryFn: ({ signal }) => platform.project(projectId).files.list({ ref }, { signal }) });
}

/** What changed from `from` to `to`; both null or equal waits. */
export function useVersionDiff(projectId: string, from: string | null, to: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: repoKeys.compare(projectId, from ?? '', to ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).git.versionDiff(from!, to!, { signal }),
    enabled: Boolean(from && to && from !== to),
  });
}

/** Content search on the default branch; an empty query waits. */
export function useFileSearch(projectId: string, query: string) {
  const platform = usePlatform();
  const q = query.trim();
  return useQuery({
    queryKey: repoKeys.search(projectId, q),
    queryFn: ({ signal }) => platform.project(projectId).files.search(q, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
