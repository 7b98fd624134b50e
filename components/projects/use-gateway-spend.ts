'use client';

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@/lib/sdk/react/context';
import { gatewayKeys } from '@/lib/sdk/react/keys';

export const SPEND_PERIOD_DAYS = 30;

/** The gateway's spend over the period (same key as the gateway pages' overview); the card shows only on success. */
export function useGatewaySpend(projectId: string) {
  const platform = usePlatform();
  return useQuery({
    queryKey: gatewayKeys.aggregate(projectId, 'overview', { days: SPEND_PERIOD_DAYS }),
    queryFn: ({ signal }) => platform.project(projectId).gateway.overview(SPEND_PERIOD_DAYS, {}, { signal }),
    retry: false,
  });
}
