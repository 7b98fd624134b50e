'use client';

import { useQuery } from '@tanstack/react-query';
import type { SandboxJob, SandboxTemplateInput } from '@/lib/contract/types-sandboxes';
import { usePlatform } from './context';
import { repoKeys } from './keys';
import { sandboxKeys } from './sandbox-keys';
import { useInvalidatingMutation } from './mutation';

export { sandboxKeys };

/** How often a page follows a running build or provider transition (the platform derives both from its clock). */
export const SANDBOX_POLL_MS = 1000;

const running = (job: SandboxJob | null | undefined) => job?.state === 'queued' || job?.state === 'running';

export function useSandboxTemplates(projectId: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sandboxKeys.templates(projectId),
    queryFn: ({ signal }) => platform.projects.sandboxTemplates(projectId, undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.some((t) => running(t.build)) ? SANDBOX_POLL_MS : false),
  });
}

export function useSandboxSnapshots(projectId: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sandboxKeys.snapshots(projectId),
    queryFn: ({ signal }) => platform.project(projectId).sandbox.snapshots(undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.some((s) => running(s.job)) ? SANDBOX_POLL_MS : false),
  });
}

export function useProjectSandboxes(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: sandboxKeys.list(projectId), queryFn: ({ signal }) => platform.project(projectId).sandbox.list(undefined, { signal }) });
}

export function useSandboxHealth(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: sandboxKeys.health(projectId), queryFn: ({ signal }) => platform.project(projectId).sandboxHealth(undefined, { signal }) });
}

const TRANSITION_RUNNING = new Set(['preparing', 'verifying', 'activating']);

export function useProviderTransition(projectId: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sandboxKeys.transition(projectId),
    queryFn: ({ signal }) => platform.project(projectId).sandbox.providerTransition(undefined, { signal }),
    refetchInterval: (query) => (query.state.data && TRANSITION_RUNNING.has(query.state.data.state) ? SANDBOX_POLL_MS : false),
  });
}

export function useSandboxShares(projectId: string, sandboxId: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sandboxKeys.shares(projectId, sandboxId ?? ''),
    queryFn: ({ signal }) => platform.sandboxShares.list(sandboxId!, undefined, { signal }),
    enabled: sandboxId !== null,
  });
}

/** Template writes are manifest commits: the repository's views change too. */
function useSandboxMutation<TInput, TResult>(projectId: string, fn: (input: TInput) => Promise<TResult>, repo = false) {
  return useInvalidatingMutation(fn, () => (repo ? [sandboxKeys.all(projectId), repoKeys.all(projectId)] : [sandboxKeys.all(projectId)]));
}

export function useCreateTemplate(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (input: SandboxTemplateInput & { slug: string }) => platform.project(projectId).sandbox.createTemplate(input), true);
}

export function useUpdateTemplate(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, ({ slug, changes }: { slug: string; changes: SandboxTemplateInput }) => platform.project(projectId).sandbox.updateTemplate(slug, changes), true);
}

export function useRemoveTemplate(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (slug: string) => platform.project(projectId).sandbox.removeTemplate(slug), true);
}

export function useBuildTemplate(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (slug: string) => platform.project(projectId).sandbox.buildTemplate(slug));
}

export function useRebuildSnapshot(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (slug: string | undefined) => platform.project(projectId).sandbox.rebuildSnapshot(slug));
}

export function useFixWithAgent(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (slug: string) => platform.project(projectId).sandbox.fixWithAgent({ slug }), true);
}

export function useSetProvider(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (provider: string | null) => platform.project(projectId).sandbox.setProvider(provider));
}

export function useCreateShare(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, (input: { sandboxId: string; port: number; ttl?: number; label?: string }) => platform.sandboxShares.create(input));
}

export function useRevokeShare(projectId: string) {
  const platform = usePlatform();
  return useSandboxMutation(projectId, ({ sandboxId, token }: { sandboxId: string; token: string }) => platform.sandboxShares.revoke(sandboxId, token));
}
