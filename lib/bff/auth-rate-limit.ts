// The console's limit on auth attempts (sign-in, sign-up, emailed links and codes, password reset): per client address
// and auth route, over one minute. In memory it holds per process (per replica); with REDIS_URL every replica counts
// in Redis, so the limit holds however the load balancer spreads the attempts. Counted only when the attempt goes to
// the platform (after the CSRF guard and the input check), on the platform's own route, so with the embedded
// platform's limit of the same size the console never refuses what the platform would have let through.
import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { jsonError } from './errors';
import type { SharedRedis } from '@/lib/bff/redis';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AuthLimiter {
  /** Where the counts live: `off` (no limit), `memory` (this process), `redis` (every replica). */
  readonly kind: 'off' | 'memory' | 'redis';
  /** Counts one attempt on `route` from `clientIp`; never throws. */
  consume(route: string, clientIp: string | null): Promise<LimitVerdict>;
}

const WINDOW_SECONDS = 60;
/** The platform's own routes that are bound to a session token: a user refreshing or reading /me uses no attempts. */
const TOKEN_BOUND = new Set(['/v1/auth/user', '/v1/auth/refresh', '/v1/auth/password/update', '/v1/auth/sign-out', '/v1/auth/sign-out/all']);

export interface AuthLimiterOptions {
  /** Attempts per address, route and minute; 0 turns the limiter off. */
  perMinute: number;
  /** Set: the count lives in Redis (falling back to this process's memory while Redis is unreachable). */
  redis?: SharedRedis | null;
  keyPrefix?: string;
}

export function createAuthLimiter({ perMinute, redis, keyPrefix = 'pc:auth-limit' }: AuthLimiterOptions): AuthLimiter {
  if (!(perMinute > 0)) return { kind: 'off', consume: async () => ({ allowed: true }) };
  const memory = new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS, keyPrefix });
  const limiter = redis ? new RateLimiterRedis({ storeClient: redis, points: perMinute, duration: WINDOW_SECONDS, keyPrefix, insuranceLimiter: memory }) : memory;
  return {
    kind: redis ? 'redis' : 'memory',
    async consume(route, clientIp) {
      if (TOKEN_BOUND.has(route)) return { allowed: true };
      try {
        await limiter.consume(`${route}|${clientIp ?? 'unknown'}`, 1);
        return { allowed: true };
      } catch (rejection) {
        // Over the limit: the library rejects with its result. Anything else (both stores failed) lets the attempt
        // through: the platform keeps its own limit.
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        return { allowed: true };
      }
    },
  };
}

/** The 429 in the platform's shape and with its code, so the sign-in form says what it says for the platform's. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  return jsonError(429, 'over_request_rate_limit', 'Too many attempts; wait a minute and try again', { retry_after: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}
