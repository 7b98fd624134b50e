import 'server-only';
import type { MintedToken, TokenInfo } from '@/lib/contract/types-iam';
import { randomToken, sha256 } from './crypto';
import { nextId, type ApiTokenRecord, type Store } from './store';

const PREFIX: Record<ApiTokenRecord['kind'], string> = { pat: 'platform_pat_', service_account: 'platform_sa_', project_key: '' };

export function toTokenInfo(record: ApiTokenRecord): TokenInfo {
  return {
    id: record.id ?? record.hash.slice(0, 12),
    name: record.name,
    kind: record.kind,
    prefix: record.prefix ?? '',
    account_id: record.account_id,
    project_id: record.project_id ?? null,
    created_at: record.created_at ?? null,
    expires_at: record.expires_at ?? null,
  };
}

export interface MintInput {
  kind: ApiTokenRecord['kind'];
  principal: ApiTokenRecord['principal'];
  accountId: string;
  projectId?: string;
  name: string;
  expiresAt?: string | null;
  createdBy?: string;
  now: string;
}

/** Mints a token: the store keeps its hash and a short prefix; the secret is returned once, here. */
export function mintApiToken(store: Store, input: MintInput): { record: ApiTokenRecord; minted: MintedToken } {
  const token = `${PREFIX[input.kind]}${randomToken(24)}`;
  const record: ApiTokenRecord = {
    hash: sha256(token),
    id: nextId(store, 'tok'),
    kind: input.kind,
    principal: input.principal,
    account_id: input.accountId,
    ...(input.projectId ? { project_id: input.projectId } : {}),
    name: input.name,
    prefix: token.slice(0, PREFIX[input.kind].length + 4),
    created_at: input.now,
    expires_at: input.expiresAt ?? null,
    ...(input.createdBy ? { created_by: input.createdBy } : {}),
  };
  store.apiTokens.set(record.hash, record);
  return { record, minted: { ...toTokenInfo(record), token } };
}

export function findToken(store: Store, id: string): ApiTokenRecord | undefined {
  for (const record of store.apiTokens.values()) if (record.id === id) return record;
  return undefined;
}

export function tokensWhere(store: Store, keep: (record: ApiTokenRecord) => boolean): ApiTokenRecord[] {
  return [...store.apiTokens.values()].filter(keep);
}
