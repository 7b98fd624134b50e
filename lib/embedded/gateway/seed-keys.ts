// Gateway API keys every seeded project starts with. The key store (lib/embedded/gateway) copies this list at seed time;
// the generated traffic refers to these ids. Secrets of seeded keys are never known: only their prefix is kept.

import 'server-only';

/** Every gateway key secret starts with this; the shown prefix is it plus the first characters of the secret. */
export const GATEWAY_KEY_SECRET_PREFIX = 'pgw_';
const DAY = 86_400_000;

export interface SeedGatewayKey {
  id: string;
  name: string;
  prefix: string;
  /** Days before the platform's start that it was minted. */
  createdDaysAgo: number;
  createdBy: string;
  /** Revoked this many days before the start (its traffic stops then). */
  revokedDaysAgo?: number;
}

const KEYS: Record<string, readonly SeedGatewayKey[]> = {
  proj_storefront: [
    { id: 'gwk_sf_web', name: 'storefront-web (production)', prefix: 'pgw_7fQ2', createdDaysAgo: 120, createdBy: 'usr_demo' },
    { id: 'gwk_sf_agents', name: 'agent runtime', prefix: 'pgw_K9dX', createdDaysAgo: 90, createdBy: 'usr_demo' },
    { id: 'gwk_sf_batch', name: 'catalog enrichment batch', prefix: 'pgw_bR41', createdDaysAgo: 60, createdBy: 'usr_demo' },
    { id: 'gwk_sf_staging', name: 'staging', prefix: 'pgw_s3Tg', createdDaysAgo: 45, createdBy: 'usr_demo' },
    { id: 'gwk_sf_legacy', name: 'legacy mobile app', prefix: 'pgw_mL0b', createdDaysAgo: 200, createdBy: 'usr_demo', revokedDaysAgo: 9 },
  ],
  proj_support: [
    { id: 'gwk_sd_agents', name: 'agent runtime', prefix: 'pgw_Vq8n', createdDaysAgo: 80, createdBy: 'usr_demo' },
    { id: 'gwk_sd_widget', name: 'help-center widget', prefix: 'pgw_w1dG', createdDaysAgo: 40, createdBy: 'usr_demo' },
  ],
  proj_pipelines: [
    { id: 'gwk_dp_agents', name: 'agent runtime', prefix: 'pgw_Pp2e', createdDaysAgo: 70, createdBy: 'usr_demo' },
    { id: 'gwk_dp_etl', name: 'nightly ETL', prefix: 'pgw_3tLn', createdDaysAgo: 35, createdBy: 'usr_demo' },
  ],
};

/** The seeded keys of a project (none for a project the seed does not know). */
export function seedGatewayKeys(projectId: string): readonly SeedGatewayKey[] {
  return KEYS[projectId] ?? [];
}

export const seedKeyCreatedAt = (key: SeedGatewayKey, seededAt: number) => seededAt - key.createdDaysAgo * DAY;
export const seedKeyRevokedAt = (key: SeedGatewayKey, seededAt: number) => (key.revokedDaysAgo === undefined ? null : seededAt - key.revokedDaysAgo * DAY);
