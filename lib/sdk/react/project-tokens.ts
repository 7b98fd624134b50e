'use client';

// A project's API keys (`p.tokens`): minted secrets are shown once by the caller, never kept in the cache.
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { iamKeys } from './iam-keys';
import { useInvalidatingMutation } from './mutation';

export function useProjectTokens(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: iamKeys.projectPart(projectId, 'tokens'), queryFn: ({ signal }) => platform.project(projectId).tokens.list(undefined, { signal }), enabled });
}

export function useCreateProjectToken(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((input: { name: string; expires_at?: string | null }) => platform.project(projectId).tokens.create(input), () => [iamKeys.projectPart(projectId, 'tokens')]);
}

export function useRevokeProjectToken(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((tokenId: string) => platform.project(projectId).tokens.revoke(tokenId), () => [iamKeys.projectPart(projectId, 'tokens')]);
}
