import 'server-only';
import type { SandboxShare } from '@/lib/contract/types-sandboxes';
import { isoAt } from '../runtime';
import type { SandboxShareRecord } from './share-records';

export type { SandboxShareRecord } from './share-records';

export function shareState(record: SandboxShareRecord, now: number): SandboxShare['state'] {
  if (record.revoked_at !== null) return 'revoked';
  return now >= record.expires_at ? 'expired' : 'active';
}

export function toShare(record: SandboxShareRecord, now: number): SandboxShare {
  return {
    token: record.token,
    sandbox_id: record.sandbox_id,
    port: record.port,
    label: record.label,
    created_at: isoAt(record.created_at),
    expires_at: isoAt(record.expires_at),
    revoked_at: record.revoked_at === null ? null : isoAt(record.revoked_at),
    state: shareState(record, now),
  };
}

/** Path of a share link on the console's origin (app/share/[token]/[key]). */
export const shareUrl = (token: string, key: string) => `/share/${token}/${key}`;
