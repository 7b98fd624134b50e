'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionExportInput } from '@/lib/contract/ops/sessions';
import type { SessionSummary } from '@/lib/contract/types';
import { isActiveSession } from '../session-activity';
import type { Platform } from '../platform-types';
import { usePlatform } from './context';
import { projectKeys, sessionKeys } from './keys';

export type SessionScope = 'mine' | 'project';

/** How often the list refreshes while a session runs (or changed within the last minute). */
export const SESSION_LIST_POLL_MS = 3_000;

export function sessionListRefetchInterval(data: readonly SessionSummary[] | undefined, now: number = Date.now()): number | false {
  return data?.some((s) => isActiveSession(s, now)) ? SESSION_LIST_POLL_MS : false;
}

/** Sessions per list request; the list reads page after page (`after` = the last id) until one comes back short. */
export const SESSION_LIST_PAGE = 500;

/** Every session of a scope, read a page at a time (the platform pages them; thousands take a few requests). */
export async function readAllSessions(platform: Platform, projectId: string, scope: SessionScope, signal?: AbortSignal, limit = SESSION_LIST_PAGE): Promise<SessionSummary[]> {
  const all: SessionSummary[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await platform.project(projectId).sessions.list({ scope, limit, ...(after ? { after } : {}) }, { signal });
    all.push(...page);
    if (page.length < limit || page.length === 0) return all;
    after = page[page.length - 1].id;
  }
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
