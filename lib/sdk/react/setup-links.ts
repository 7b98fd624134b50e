'use client';

// The setup links page's hooks: one-use links for a secret or a connector's credential.
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { connectorKeys } from './connector-keys';
import { useConnectorMutation } from './connector-mutation';

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
