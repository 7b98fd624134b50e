'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FailureKind } from '@/lib/contract/gateway-routing';
import type { GatewayRoutingPolicy } from '@/lib/contract/types-gateway';
import { usePlatform } from './context';
import { gatewayKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export type SimulatedFailureMap = Record<string, FailureKind>;

/** The model catalog changes with platform releases only. */
export function useLlmCatalog(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: gatewayKeys.catalog(projectId), queryFn: ({ signal }) => platform.project(projectId).llmCatalog(undefined, { signal }), staleTime: 10 * 60_000, enabled });
}

export function useRouting(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: gatewayKeys.routing(projectId), queryFn: ({ signal }) => platform.project(projectId).gateway.routing.get(undefined, { signal }), enabled });
}

export function useSetRouting(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((policy: GatewayRoutingPolicy) => platform.project(projectId).gateway.routing.set(policy), () => [gatewayKeys.routing(projectId)]);
}

export function useResetRouting(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation(() => platform.project(projectId).gateway.routing.reset(), () => [gatewayKeys.routing(projectId)]);
}

/** Where requests go under `policy` while `failures` hold; keeps the last answer on screen while the next loads. */
export function useRoutingPreview(projectId: string, input: { policy: GatewayRoutingPolicy; failures: SimulatedFailureMap; agent?: string } | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.routingPreview(projectId, input),
    queryFn: ({ signal }) => platform.project(projectId).gateway.routing.preview(input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useGatewayKeyList(projectId: string, enabled = true) {
  const platform = usePlatform();
  return useQuery({ queryKey: gatewayKeys.keys(projectId), queryFn: ({ signal }) => platform.project(projectId).gateway.keys(undefined, { signal }), enabled });
}

export function useCreateGatewayKey(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((name: string) => platform.project(projectId).gateway.createKey(name), () => [gatewayKeys.keys(projectId)]);
}

export function useRevokeGatewayKey(projectId: string) {
  const platform = usePlatform();
  return useInvalidatingMutation((keyId: string) => platform.project(projectId).gateway.revokeKey(keyId), () => [gatewayKeys.keys(projectId)]);
}

/** Runs the playground; nothing to invalidate (its runs are not part of the traffic). */
export function usePlayground(projectId: string) {
  const platform = usePlatform();
  return useMutation({
    mutationFn: ({ prompt, models, failures }: { prompt: string; models: string[]; failures?: SimulatedFailureMap }) => platform.project(projectId).gateway.playground(prompt, models, failures),
  });
}
