'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@/lib/sdk/react/context';
import { gatewayKeys } from '@/lib/sdk/react/keys';
import { SPEND_PERIOD_DAYS } from '@/lib/sessions/list/overview';

/**
 * The gateway's spend over the period (same key as the gateway pages' overview); the card shows only on success.
 * `enabled`: the caller holds project.gateway.spend.read, so a member's overview never asks for what it would be refused.
 */
export function useGatewaySpend(projectId: string, enabled: boolean) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'overview', { days: SPEND_PERIOD_DAYS }),
    queryFn: ({ signal }) => platform.project(projectId).gateway.overview(SPEND_PERIOD_DAYS, {}, { signal }),
    retry: false,
    enabled,
  });
}
