'use client';

import { useQuery } from '@tanstack/react-query';
import type { SessionAccess, TriggerType } from '@/lib/contract/types-triggers';
import { usePlatform } from './context';
import { repoKeys, sessionKeys } from './keys';
import { triggerKeys } from './trigger-keys';
import { useInvalidatingMutation } from './mutation';

export { triggerKeys };

export interface TriggerDraft {
  name: string;
  type: TriggerType;
  prompt_template: string;
  agent?: string;
  cron?: string;
  run_at?: string;
  timezone?: string;
  secret_env?: string;
  session_access?: SessionAccess;
}

export function useTriggers(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: triggerKeys.all(projectId), queryFn: ({ signal }) => platform.project(projectId).triggers.list(undefined, { signal }) });
}

// Trigger writes commit to the manifest and fires start sessions: refresh those views too.
function useTriggerMutation<TInput, TResult>(projectId: string, fn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(fn, () => [triggerKeys.all(projectId), repoKeys.all(projectId), sessionKeys.all(projectId)]);
}

export function useCreateTrigger(projectId: string) {
  const platform = usePlatform();
  return useTriggerMutation(projectId, (draft: TriggerDraft) => platform.project(projectId).triggers.create(draft));
}

export function useUpdateTrigger(projectId: string) {
  const platform = usePlatform();
  return useTriggerMutation(projectId, ({ id, changes }: { id: string; changes: Partial<TriggerDraft> }) => platform.project(projectId).triggers.update(id, changes));
}

export function useRemoveTrigger(projectId: string) {
  const platform = usePlatform();
  return useTriggerMutation(projectId, (id: string) => platform.project(projectId).triggers.remove(id));
}

export function useFireTrigger(projectId: string) {
  const platform = usePlatform();
  return useTriggerMutation(projectId, (id: string) => platform.project(projectId).triggers.fire(id));
}

export function useSetTriggerActivation(projectId: string) {
  const platform = usePlatform();
  return useTriggerMutation(projectId, (paused: boolean) => platform.project(projectId).triggers.setActivation(paused));
}
