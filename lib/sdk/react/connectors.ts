'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProjectToolPolicy, ToolPolicy } from '@/lib/contract/types-connectors';
import { usePlatform } from './context';
import { projectKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const connectorKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'connectors'] as const,
  list: (projectId: string) => [...connectorKeys.all(projectId), 'list'] as const,
  catalog: (projectId: string) => [...connectorKeys.all(projectId), 'catalog'] as const,
  config: (projectId: string) => [...connectorKeys.all(projectId), 'config'] as const,
  tools: (projectId: string) => [...connectorKeys.all(projectId), 'tools'] as const,
  search: (projectId: string, query: string) => [...connectorKeys.tools(projectId), 'search', query] as const,
  tool: (projectId: string, tool: string) => [...connectorKeys.tools(projectId), 'describe', tool] as const,
  policies: (projectId: string) => [...connectorKeys.all(projectId), 'policies'] as const,
  connectorPolicies: (projectId: string, slug: string) => [...connectorKeys.policies(projectId), slug] as const,
  setupLinks: (projectId: string) => [...connectorKeys.all(projectId), 'setup-links'] as const,
};

export function useConnectors(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.list(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.list(undefined, { signal }) });
}

export function useConnectorCatalog(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.catalog(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.catalog(undefined, { signal }), staleTime: 5 * 60_000 });
}

export function useConnectorConfig(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.config(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.config(undefined, { signal }) });
}

/** Every tool, or those matching `query` (the platform's search). */
export function useTools(projectId: string, query: string) {
  const platform = usePlatform();
  const q = query.trim();
  return useQuery({
    queryKey: q ? connectorKeys.search(projectId, q) : connectorKeys.tools(projectId),
    queryFn: ({ signal }) => (q ? platform.project(projectId).connectors.search(q, {}, { signal }) : platform.project(projectId).connectors.tools(undefined, { signal })),
  });
}

export function useToolDescription(projectId: string, tool: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: connectorKeys.tool(projectId, tool ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).connectors.describe(tool!, undefined, { signal }),
    enabled: Boolean(tool),
  });
}

export function useCallTool(projectId: string) {
  const platform = usePlatform();
  return useMutation({ mutationFn: ({ tool, args }: { tool: string; args: Record<string, unknown> }) => platform.project(projectId).connectors.call(tool, args) });
}

/** Every connector write: the list, tools and policies may all change, so the connectors subtree is invalidated. */
function useConnectorMutation<V, R>(projectId: string, fn: (p: ReturnType<ReturnType<typeof usePlatform>['project']>, vars: V) => Promise<R>) {
  const platform = usePlatform();
  return useInvalidatingMutation((vars: V) => fn(platform.project(projectId), vars), () => [connectorKeys.all(projectId)]);
}

export const useSetConnection = (projectId: string) =>
  useConnectorMutation(projectId, (p, { connectionId, active }: { connectionId: string; active: boolean }) => (active ? p.connectors.connections.activate(connectionId) : p.connectors.connections.revoke(connectionId)));

export const useCreateConnector = (projectId: string) => useConnectorMutation(projectId, (p, input: { app: string; slug?: string; name?: string; api_key?: string }) => p.connectors.create(input));
export const useRemoveConnector = (projectId: string) => useConnectorMutation(projectId, (p, slug: string) => p.connectors.remove(slug));
export const useSyncConnector = (projectId: string) => useConnectorMutation(projectId, (p, slug: string) => p.connectors.sync({ slug }));
export const useSetConnectorCredential = (projectId: string) => useConnectorMutation(projectId, (p, { slug, apiKey }: { slug: string; apiKey: string }) => p.connectors.setCredential(slug, apiKey));

export type ConnectorSetting = { kind: 'name'; value: string } | { kind: 'sensitive'; value: boolean } | { kind: 'mode'; value: 'shared' | 'personal' } | { kind: 'strategy'; value: 'project' | 'user' };

export const useUpdateConnector = (projectId: string) =>
  useConnectorMutation(projectId, (p, { slug, setting }: { slug: string; setting: ConnectorSetting }) => {
    if (setting.kind === 'name') return p.connectors.setName(slug, setting.value);
    if (setting.kind === 'sensitive') return p.connectors.setSensitive(slug, setting.value);
    if (setting.kind === 'mode') return p.connectors.setCredentialMode(slug, setting.value);
    return p.connectors.setAuthorizationStrategy(slug, setting.value);
  });

export function useValidateToken() {
  const platform = usePlatform();
  return useMutation({ mutationFn: ({ token, app }: { token: string; app?: string }) => platform.validateToken(token, app) });
}

export const useStartManagedConnect = (projectId: string) => useConnectorMutation(projectId, (p, input: { app: string; slug?: string; name?: string }) => p.connectors.pipedream.connect(input));
export const useFinalizeManagedConnect = (projectId: string) => useConnectorMutation(projectId, (p, input: { connect_id: string; decision: 'allow' | 'deny' }) => p.connectors.pipedream.finalize(input));

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

export function useSetupLinks(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.setupLinks(projectId), queryFn: ({ signal }) => platform.project(projectId).setupLinks.list(undefined, { signal }), enabled });
}

export const useCreateSetupLink = (projectId: string) =>
  useConnectorMutation(projectId, (p, input: { kind: 'secret' | 'connector'; name: string; note?: string; expires_in_seconds?: number }) =>
    input.kind === 'secret'
      ? p.setupLinks.requestSecret({ name: input.name, note: input.note, expires_in_seconds: input.expires_in_seconds })
      : p.setupLinks.requestConnector({ slug: input.name, note: input.note, expires_in_seconds: input.expires_in_seconds }),
  );

export const useRevokeSetupLink = (projectId: string) => useConnectorMutation(projectId, (p, linkId: string) => p.setupLinks.revoke(linkId));
