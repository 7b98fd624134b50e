// Seeds the gateway's mutable state: each seeded project's keys and Storefront's budgets. Traffic is not seeded:
// it is generated from `gatewaySeededAt` on first use (traffic.ts).
import 'server-only';
import type { Store } from '../store';
import type { GatewayBudgetRecord } from './records';
import { seedGatewayKeys, seedKeyCreatedAt, seedKeyRevokedAt } from './seed-keys';

const iso = (ms: number) => new Date(ms).toISOString();

export function seedGateway(store: Store, projectIds: readonly string[], now: number): void {
  store.gatewaySeededAt = now;
  for (const projectId of projectIds) {
    for (const key of seedGatewayKeys(projectId)) {
      const revokedAt = seedKeyRevokedAt(key, now);
      store.gatewayKeys.set(`${projectId}/${key.id}`, {
        id: key.id,
        project_id: projectId,
        name: key.name,
        prefix: key.prefix,
        hash: null,
        created_at: iso(seedKeyCreatedAt(key, now)),
        created_by: key.createdBy,
        last_used_at: iso(revokedAt ?? now - 60_000),
        revoked_at: revokedAt === null ? null : iso(revokedAt),
      });
    }
  }
  const budget = (id: string, fields: Pick<GatewayBudgetRecord, 'scope' | 'target' | 'period' | 'limit' | 'alert_threshold'>): GatewayBudgetRecord => ({
    id,
    project_id: 'proj_storefront',
    tz: 'UTC',
    created_at: iso(now - 20 * 86_400_000),
    updated_at: iso(now - 20 * 86_400_000),
    updated_by: 'usr_demo',
    ...fields,
  });
  for (const b of [
    budget('gwb_sf_month', { scope: 'project', target: null, period: 'month', limit: 2_500, alert_threshold: 80 }),
    budget('gwb_sf_checkout', { scope: 'agent', target: 'checkout', period: 'week', limit: 50, alert_threshold: 75 }),
    budget('gwb_sf_batch', { scope: 'key', target: 'gwk_sf_batch', period: 'day', limit: 1, alert_threshold: 90 }),
  ]) {
    store.gatewayBudgets.set(b.id, b);
  }
}
