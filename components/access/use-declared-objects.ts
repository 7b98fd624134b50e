'use client';

import { useMemo } from 'react';
import { lazyModule } from '@/components/use-lazy-module';
import { NO_OBJECTS } from '@/lib/manifest/declared-objects-shape';
import { defaultManifestFilename } from '@/lib/manifest/filename';
import { useRepoFile, useRepoFiles } from '@/lib/sdk/react/repo-files';

// The manifest parser (yaml, smol-toml, the zod schema: ~100 KB gzipped) loads with the first page that reads a
// manifest here, after that page's first paint, instead of sitting in the first-load JS of the overview and the list.
const parser = lazyModule(() => import('@/lib/manifest/declared-objects'));

/** The agents and skills a project's manifest declares (what object narrowing may name); empty while unknown. */
export function useDeclaredObjects(projectId: string | null) {
  const parse = parser.useModule(Boolean(projectId))?.declaredObjectsOf ?? null;
  const files = useRepoFiles(projectId ?? '');
  const path = projectId && files.data ? defaultManifestFilename(files.data.map((f) => f.path)) : null;
  const file = useRepoFile(projectId ?? '', path);
  const objects = useMemo(
    () => (file.data && path && parse ? parse(file.data.content, path === 'platform.toml' ? 'toml' : 'yaml') : NO_OBJECTS),
    [file.data, path, parse],
  );
  const parsing = Boolean(file.data && path && !parse);
  return { objects, isLoading: Boolean(projectId) && (files.isLoading || file.isLoading || parsing), error: files.error ?? file.error };
}
