'use client';

// The connector reads several connector pages share (the list, the tools), apart from the connector writes, so a page
// that only reads them does not load every connector hook (a module is shipped whole).
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from './context';
import { connectorKeys } from './connector-keys';

export function useConnectors(projectId: string) {
  const platform = usePlatform();
  return useQuery({ queryKey: connectorKeys.list(projectId), queryFn: ({ signal }) => platform.project(projectId).connectors.list(undefined, { signal }) });
}

/** Every tool, or those matching `query` (the platform's search). */
export function useTools(projectId: string, query: string) {
  const platform = usePlatform();
  const q = query.trim();
  return useQuery({
    queryKey: q ? connectorKeys.search(projectId, q) : connectorKeys.tools(projectId),
    queryFn: ({ signal }) => (q ? platform.project(projectId).connectors.search(q, {}, { signal }) : platform.project(projectId).connectors.tools(undefined, { signal })),
  });
}
