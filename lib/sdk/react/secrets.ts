'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { projectKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const secretKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'secrets'] as const,
  list: (projectId: string) => [...secretKeys.all(projectId), 'list'] as const,
  personal: (projectId: string) => [...secretKeys.all(projectId), 'personal'] as const,
};

export type SecretStrategyChoice = 'runtime' | 'egress' | 'broker';


export function useSecrets(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: secretKeys.list(projectId), queryFn: ({ signal }) => platform.project(projectId).secrets.list(undefined, { signal }), enabled });
}

function useSecretMutation<TInput, TResult>(projectId: string, fn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(fn, () => [secretKeys.all(projectId)]);
}

export function useUpsertSecret(projectId: string) {
  const platform = usePlatform();
  return useSecretMutation(projectId, (input: { name: string; value: string; policy?: { strategy: SecretStrategyChoice; hosts?: string[] } }) => platform.project(projectId).secrets.upsert(input));
}

export function useSetSecretStrategy(projectId: string) {
  const platform = usePlatform();
  return useSecretMutation(projectId, ({ name, strategy, hosts }: { name: string; strategy: SecretStrategyChoice; hosts?: string[] }) =>
    platform.project(projectId).secrets.setStrategy(name, strategy, hosts ? { hosts } : undefined),
  );
}

export function useRemoveSecret(projectId: string) {
  const platform = usePlatform();
  return useSecretMutation(projectId, (name: string) => platform.project(projectId).secrets.remove(name));
}
