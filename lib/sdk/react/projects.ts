'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from './context';
import { gitHostKeys, projectKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

// In a module of its own (no mutations) so that the shell, which reads it on every page, does not load react-query's
// mutation code with it.
export { useProjectDetail } from './project-detail';

export function useProjects(accountId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: projectKeys.list(accountId),
    queryFn: ({ signal }) => platform.projects.list(accountId ? { accountId } : undefined, { signal }),
    enabled: Boolean(accountId),
  });
}

export function useUpdateProject(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name?: string; description?: string }) => platform.project(projectId).update(input), () => [projectKeys.detail(projectId), projectKeys.lists()]);
}

export function useUpdateFeatureFlag(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(({ feature, enabled }: { feature: string; enabled: boolean | null }) => platform.project(projectId).updateFeatureFlag(feature, enabled), () => [projectKeys.detail(projectId)]);
}

export function useStarters() {
  const platform = usePlatform();
  return useQuery({ queryKey: projectKeys.starters(), queryFn: ({ signal }) => platform.projects.starters(undefined, { signal }), staleTime: 5 * 60_000 });
}

/** Provisions with one idempotency key, retrying while the platform answers provision_in_flight, until the project is ready. */
export function useProvisionProject() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onProgress, signal }: { input: { name: string; account_id: string; starter_template?: string; idempotency_key: string }; onProgress: (step: 'started' | 'waiting') => void; signal: AbortSignal }) => {
      let answer = await platform.projects.provision(input, { signal });
      onProgress('started');
      while (answer.status !== 'ready') {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        signal.throwIfAborted();
        onProgress('waiting');
        try {
          answer = await platform.projects.provision(input, { signal });
        } catch (error) {
          if ((error as { code?: string }).code !== 'provision_in_flight') throw error;
        }
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Creates a project on a repository that already exists (the platform records the https address; no starter). */
export function useCreateProjectFromRepo() {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { repo_url: string; name?: string; account_id: string }) => platform.projects.create(input), (input) => [projectKeys.all, gitHostKeys.all(input.account_id)]);
}

function useProjectWrite<T>(projectId: string, fn: () => Promise<T>) {
  return useInvalidatingMutation(fn, () => [projectKeys.detail(projectId), projectKeys.lists()]);
}

/** Archives a project: read-only from then on. */
export function useArchiveProject(projectId: string) {
  const platform = usePlatform();
  return useProjectWrite(projectId, () => platform.project(projectId).archive());
}

export function useCompleteOnboarding(projectId: string) {
  const platform = usePlatform();
  return useProjectWrite(projectId, () => platform.project(projectId).onboardingComplete());
}
