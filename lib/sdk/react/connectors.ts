'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { connectorKeys } from './connector-keys';
import { useConnectorMutation } from './connector-mutation';

export { connectorKeys };

export function useConnectorCatalog(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.catalog(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.catalog(undefined, { signal }), staleTime: 5 * 60_000 });
}

export function useConnectorConfig(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.config(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.config(undefined, { signal }) });
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
