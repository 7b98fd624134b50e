'use client';

import { useMemo } from 'react';
import { lazyModule } from '@/components/use-lazy-module';
import { NO_OBJECTS, type DeclaredObjectsSeed } from '@/lib/manifest/declared-objects-shape';
import { defaultManifestFilename } from '@/lib/manifest/filename';
import { useRepoFile, useRepoFiles } from '@/lib/sdk/react/repo-files';

// The manifest parser (yaml, smol-toml, the zod schema: ~100 KB gzipped) loads with the first page that reads a
// manifest here, after that page's first paint, instead of sitting in the first-load JS of the overview and the list.
const parser = lazyModule(() => import('@/lib/manifest/declared-objects'));

/**
 * The agents and skills a project's manifest declares (what object narrowing may name); empty while unknown. `seed`:
 * what the server parsed from one version of the manifest; while the file read is that version, no parser loads.
 */
export function useDeclaredObjects(projectId: string | null, seed?: DeclaredObjectsSeed | null) {
  const files = useRepoFiles(projectId ?? '');
  const path = projectId && files.data ? defaultManifestFilename(files.data.map((f) => f.path)) : null;
  const file = useRepoFile(projectId ?? '', path);
  const seeded = seed && file.data && seed.path === path && seed.sha === file.data.sha ? seed.objects : null;
  const parse = parser.useModule(Boolean(projectId) && !seeded)?.declaredObjectsOf ?? null;
  const objects = useMemo(
    () => seeded ?? (file.data && path && parse ? parse(file.data.content, path === 'platform.toml' ? 'toml' : 'yaml') : NO_OBJECTS),
    [seeded, file.data, path, parse],
  );
  const parsing = Boolean(file.data && path && !parse && !seeded);
  return { objects, isLoading: Boolean(projectId) && (files.isLoading || file.isLoading || parsing), error: files.error ?? file.error };
}
