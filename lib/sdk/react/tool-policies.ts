'use client';

// The tool policies page's hooks: per-agent rules and each connector's own policies.
import { useQuery } from '@tanstack/react-query';
import type { ProjectToolPolicy, ToolPolicy } from '@/lib/contract/types-connectors';
import { usePlatform } from './context';
import { connectorKeys } from './connector-keys';
import { useConnectorMutation } from './connector-mutation';

export function useProjectPolicies(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.policies(projectId), queryFn: ({ signal }) => platform.project(projectId).policies.list(undefined, { signal }) });
}

/** Each connector's own policies, for the effect shown beside the per-agent rules. */
export function useConnectorPolicies(projectId: string, slugs: string[]) {
  const platform = usePlatform();
  return useQuery({
    queryKey: [...connectorKeys.policies(projectId), 'by-connector', slugs] as const,
    queryFn: async ({ signal }) => Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await platform.project(projectId).connectors.policies.get(slug, undefined, { signal })] as const))) as Record<string, ToolPolicy[]>,
    enabled: slugs.length > 0,
  });
}

export const useSetProjectPolicies = (projectId: string) => useConnectorMutation(projectId, (p, policies: ProjectToolPolicy[]) => p.policies.set(policies));
