'use client';

import { useMemo } from 'react';
import { defaultManifestFilename } from '@/lib/manifest/filename';
import { NO_OBJECTS, declaredObjectsOf } from '@/lib/manifest/declared-objects';
import { useRepoFile, useRepoFiles } from '@/lib/sdk/react/repo';

/** The agents and skills a project's manifest declares (what object narrowing may name); empty while unknown. */
export function useDeclaredObjects(projectId: string | null) {
  const files = useRepoFiles(projectId ?? '');
  const path = projectId && files.data ? defaultManifestFilename(files.data.map((f) => f.path)) : null;
  const file = useRepoFile(projectId ?? '', path);
  const objects = useMemo(() => (file.data && path ? declaredObjectsOf(file.data.content, path === 'platform.toml' ? 'toml' : 'yaml') : NO_OBJECTS), [file.data, path]);
  return { objects, isLoading: Boolean(projectId) && (files.isLoading || file.isLoading), error: files.error ?? file.error };
}
