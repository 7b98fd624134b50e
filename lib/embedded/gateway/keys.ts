// Gateway API keys: minted with a secret shown once (the store keeps its SHA-256 and a prefix), revoked in place
// (the record stays, so traffic and budgets can still name it), and checked on the gateway's own route.
import 'server-only';
import type { GatewayKey, GatewayKeyCreated } from '@/lib/contract/types-gateway';
import { randomToken, sha256 } from '../crypto';
import { PlatformError } from '../errors';
import { nextId, type Store } from '../store';
import type { GatewayKeyRecord } from './records';
import { GATEWAY_KEY_SECRET_PREFIX } from './seed-keys';
import { gatewayKeyId } from './state';

/** Characters of the secret after `pgw_` that the listing shows, enough to tell keys apart. */
const SHOWN = 4;

export function toGatewayKey(record: GatewayKeyRecord): GatewayKey {
  return { id: record.id, name: record.name, prefix: record.prefix, createdAt: record.created_at, createdBy: record.created_by, lastUsedAt: record.last_used_at, revokedAt: record.revoked_at };
}

export function mintGatewayKey(store: Store, input: { projectId: string; name: string; createdBy: string; now: string }): GatewayKeyCreated {
  const secret = `${GATEWAY_KEY_SECRET_PREFIX}${randomToken(30)}`;
  const record: GatewayKeyRecord = {
    id: nextId(store, 'gwk'),
    project_id: input.projectId,
    name: input.name,
    prefix: secret.slice(0, GATEWAY_KEY_SECRET_PREFIX.length + SHOWN),
    hash: sha256(secret),
    created_at: input.now,
    created_by: input.createdBy,
    last_used_at: null,
    revoked_at: null,
  };
  store.gatewayKeys.set(gatewayKeyId(input.projectId, record.id), record);
  return { ...toGatewayKey(record), secret };
}

/** The key a gateway request presents; 401 in the platform's error shape when it is missing, unknown or revoked. */
export function authenticateGatewayKey(store: Store, bearer: string | null): GatewayKeyRecord {
  if (!bearer) throw new PlatformError(401, 'unauthorized', 'Send a gateway API key as the bearer token');
  const hash = sha256(bearer);
  for (const record of store.gatewayKeys.values()) {
    if (record.hash !== hash) continue;
    if (record.revoked_at) throw new PlatformError(401, 'key_revoked', 'This gateway API key was revoked', { key_prefix: record.prefix, revoked_at: record.revoked_at });
    return record;
  }
  throw new PlatformError(401, 'invalid_gateway_key', 'The gateway API key is not valid');
}
