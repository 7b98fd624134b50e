// Refresh results shared between replicas through Redis. The platform gives a rotated refresh token's new pair again
// only within its short reuse grace; after it, the old token counts as stolen and the session is revoked. One replica
// remembers its own results longer (lib/bff/refresh.ts), but a browser whose answer with the new cookie was lost and
// whose next request reaches another replica would sign itself out. With REDIS_URL every replica finds the result.
// Stored is the sealed cookie (sealed with SESSION_SECRET), under a hash of the old refresh token: Redis never holds a
// token in clear.
import 'server-only';
import { createHash } from 'node:crypto';
import type { SharedRedis } from '@/lib/bff/redis';

export interface SharedRefreshResults {
  /** The sealed session that replaced `refreshToken`, or null (none, or the store is unreachable). */
  get(refreshToken: string): Promise<string | null>;
  /** Remembers the result for `ttlMs`; a failure is ignored (each replica still has its own memory). */
  set(refreshToken: string, seal: string, ttlMs: number): Promise<void>;
}

const keyOf = (prefix: string, refreshToken: string) => `${prefix}:${createHash('sha256').update(refreshToken).digest('base64url')}`;

export function redisRefreshResults(redis: SharedRedis, prefix = 'pc:refresh'): SharedRefreshResults {
  return {
    async get(refreshToken) {
      try {
        return await redis.get(keyOf(prefix, refreshToken));
      } catch {
        return null;
      }
    },
    async set(refreshToken, seal, ttlMs) {
      try {
        await redis.set(keyOf(prefix, refreshToken), seal, 'PX', Math.max(1, Math.round(ttlMs)));
      } catch {
        // The platform's grace and this replica's memory still cover the common case.
      }
    },
  };
}
