'use client';

import { useQuery } from '@tanstack/react-query';
import type { ModelDefaultScope } from '@/lib/contract/types-models';
import { usePlatform } from './context';
import { gatewayKeys, projectKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const modelKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'models'] as const,
  defaults: (projectId: string) => [...modelKeys.all(projectId), 'defaults'] as const,
  picker: (projectId: string) => [...modelKeys.all(projectId), 'picker'] as const,
};

export type ModelDefaultTarget = { scope: 'account' } | { scope: 'project' } | { scope: 'agent'; agent: string };

export function useModelDefaults(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: modelKeys.defaults(projectId), queryFn: ({ signal }) => platform.project(projectId).modelDefaults.get(undefined, { signal }), enabled });
}

export function useModelPicker(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: modelKeys.picker(projectId), queryFn: ({ signal }) => platform.project(projectId).modelPicker(undefined, { signal }), enabled });
}

/** A default changes what the picker marks and where the routing preview starts; an account default, every project's. */
function invalidated(projectId: string, scope: ModelDefaultScope) {
  return scope === 'account' ? [projectKeys.all] : [modelKeys.all(projectId), gatewayKeys.routing(projectId)];
}

export function useSetModelDefault(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(
    (input: ModelDefaultTarget & { model: string }) => platform.project(projectId).modelDefaults.set(input),
    (input) => invalidated(projectId, input.scope),
  );
}

export function useClearModelDefault(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(
    (input: ModelDefaultTarget) => platform.project(projectId).modelDefaults.clear(input),
    (input) => invalidated(projectId, input.scope),
  );
}
