'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { sessionKeys } from './keys';

/** A session's sandbox files (read-only here): folders, one file, and a text search. */
export const sessionFileKeys = {
  all: (projectId: string, sessionId: string) => [...sessionKeys.detail(projectId, sessionId), 'files'] as const,
  folder: (projectId: string, sessionId: string, path: string) => [...sessionFileKeys.all(projectId, sessionId), 'folder', path] as const,
  file: (projectId: string, sessionId: string, path: string) => [...sessionFileKeys.all(projectId, sessionId), 'file', path] as const,
  search: (projectId: string, sessionId: string, pattern: string) => [...sessionFileKeys.all(projectId, sessionId), 'search', pattern] as const,
};

export function useSessionFolder(projectId: string, sessionId: string, path: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionFileKeys.folder(projectId, sessionId, path),
    queryFn: ({ signal }) => platform.project(projectId).sessions.session(sessionId).files.list(path || undefined, { signal }),
    enabled,
  });
}

export function useSessionFile(projectId: string, sessionId: string, path: string | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionFileKeys.file(projectId, sessionId, path ?? ''),
    queryFn: ({ signal }) => platform.project(projectId).sessions.session(sessionId).files.read(path!, { signal }),
    enabled: path !== null,
  });
}

export function useSessionFileSearch(projectId: string, sessionId: string, pattern: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionFileKeys.search(projectId, sessionId, pattern),
    queryFn: ({ signal }) => platform.project(projectId).sessions.session(sessionId).files.findText(pattern, { signal }),
    enabled: pattern.length > 0,
    placeholderData: keepPreviousData,
  });
}
