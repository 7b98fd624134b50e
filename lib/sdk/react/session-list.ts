'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionExportInput } from '@/lib/contract/ops/sessions';
import type { SessionSummary } from '@/lib/contract/types';
import { isActiveSession } from '../session-activity';
import { readAllSessions, type SessionScope } from '../session-pages';
import { usePlatform } from './context';
import { projectKeys, sessionKeys } from './keys';

export { readAllSessions, SESSION_LIST_PAGE, type SessionScope } from '../session-pages';

/** How often the list refreshes while a session runs (or changed within the last minute). */
export const SESSION_LIST_POLL_MS = 3_000;

export function sessionListRefetchInterval(data: readonly SessionSummary[] | undefined, now: number = Date.now()): number | false {
  return data?.some((s) => isActiveSession(s, now)) ? SESSION_LIST_POLL_MS : false;
}

export function useSessions(projectId: string, scope: SessionScope = 'mine', options: { enabled?: boolean } = {}) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionKeys.list(projectId, scope),
    queryFn: ({ signal }) => readAllSessions(platform, projectId, scope, signal),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => sessionListRefetchInterval(query.state.data),
  });
}

/** Imports an agent-runtime export; refreshes both list scopes and the project's session count. */
/** Imports into `projectId`, or into the `target` project a call names (the dialog lets the person choose). */
export function useImportSession(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exported, target = projectId }: { exported: SessionExportInput; target?: string }) => platform.project(target).sessions.import(exported),
    onSuccess: (_session, { target = projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.list(target, 'mine') }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.list(target, 'project') }),
        queryClient.invalidateQueries({ queryKey: projectKeys.overview(target) }),
      ]),
  });
}

export function useCreateSession(projectId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { agent?: string; prompt?: string; title?: string }) => platform.project(projectId).sessions.create(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.overview(projectId) }),
      ]),
  });
}
