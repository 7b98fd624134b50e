'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from './context';
import { projectKeys } from './keys';

export const connectorKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'connectors'] as const,
};

export function useConnectors(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.all(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.list(undefined, { signal }) });
}

export function useSetConnection(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, active }: { connectionId: string; active: boolean }) =>
      active ? platform.project(projectId).connectors.connections.activate(connectionId) : platform.project(projectId).connectors.connections.revoke(connectionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all(projectId) }),
  });
}
