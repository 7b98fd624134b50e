import { seedStore } from '@/lib/embedded/seed';
import { trafficOf, type Traffic } from '@/lib/embedded/gateway/traffic';
import type { ViewContext } from '@/lib/embedded/gateway/views';
import type { Store } from '@/lib/embedded/store';

/** The platform clock of these tests: the 30 days of traffic before it span both 2026 DST changes (Berlin 25 Oct, New York 1 Nov). */
export const NOW = Date.parse('2026-11-10T12:00:00.000Z');
export const DAY = 86_400_000;

let shared: Store | undefined;

/** One seeded store for the pure tests (generating 100,000 rows once is enough). */
export function seededStore(): Store {
  return (shared ??= seedStore(NOW));
}

export function traffic(projectId = 'proj_storefront'): Traffic {
  return trafficOf(seededStore(), projectId);
}

export const viewContext = (store: Store = seededStore()): ViewContext => ({
  keyName: (id) => store.gatewayKeys.get(`proj_storefront/${id}`)?.name,
  sessionAvailable: () => true,
});

/** Micro-dollars of a USD figure the platform reported (they are exact to the micro-dollar). */
export const micros = (usd: number) => Math.round(usd * 1_000_000);
