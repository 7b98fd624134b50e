'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { projectKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const connectorKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'connectors'] as const,
};

export function useConnectors(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.all(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.list(undefined, { signal }) });
}

export function useSetConnection(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(
    ({ connectionId, active }: { connectionId: string; active: boolean }) =>
      active ? platform.project(projectId).connectors.connections.activate(connectionId) : platform.project(projectId).connectors.connections.revoke(connectionId),
    () => [connectorKeys.all(projectId)],
  );
}
