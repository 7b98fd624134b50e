'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from './context';
import { projectKeys } from './keys';

export function useProjects(accountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: projectKeys.list(accountId),
    queryFn: ({ signal }) => platform.projects.list(accountId ? { accountId } : undefined, { signal }),
    enabled: Boolean(accountId),
  });
}

export function useProjectDetail(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: projectKeys.overview(projectId), queryFn: ({ signal }) => platform.project(projectId).detail(undefined, { signal }) });
}

export function useUpdateProject(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; description?: string }) => platform.project(projectId).update(input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }), queryClient.invalidateQueries({ queryKey: projectKeys.lists() })]),
  });
}

export function useUpdateFeatureFlag(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, enabled }: { feature: string; enabled: boolean | null }) => platform.project(projectId).updateFeatureFlag(feature, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
