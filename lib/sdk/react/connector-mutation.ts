'use client';

import { usePlatform } from './context';
import { connectorKeys } from './connector-keys';
import { useInvalidatingMutation } from './mutation';

/** Every connector write: the list, tools and policies may all change, so the connectors subtree is invalidated. */
export function useConnectorMutation<V, R>(projectId: string, fn: (p: ReturnType<ReturnType<typeof usePlatform>['project']>, vars: V) => Promise<R>) {
  const platform = usePlatform();
  return useInvalidatingMutation((vars: V) => fn(platform.project(projectId), vars), () => [connectorKeys.all(projectId)]);
}
