'use client';

import { useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@/lib/contract/types';
import { usePlatform } from './context';
import { projectKeys } from './keys';

/** `initial`: the same detail read on the server for the first render. */
export function useProjectDetail(projectId: string, enabled = true, initial?: { data: ProjectDetail; at: number }) {
  const platform = usePlatform();
  return useQuery({
    queryKey: projectKeys.overview(projectId),
    queryFn: ({ signal }) => platform.project(projectId).detail(undefined, { signal }),
    enabled,
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.at,
  });
}
