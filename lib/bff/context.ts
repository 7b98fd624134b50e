// What every BFF handler needs: config, upstream, clock and the refresh single-flight. Injectable for tests.
import 'server-only';
import type { Store } from '@/lib/embedded/store';
import { getConfig, type Config } from '@/lib/config';
import { createAuthLimiter, type AuthLimiter } from './auth-rate-limit';
import { createRefresher, REFRESH_MEMO_MS, type Refresher } from './refresh';
import { redisRefreshResults } from './refresh-shared';
import { redisClient } from '@/lib/bff/redis';
import { upstreamFor, type Upstream } from './upstream';

export type BffConfig = Pick<Config, 'sessionSecret' | 'appOrigin' | 'nodeEnv' | 'platformApiUrl'> & Partial<Pick<Config, 'trustProxy' | 'redisUrl' | 'authRateLimitPerMinute'>>;

export interface Bff {
  config: BffConfig;
  upstream: Upstream;
  /** Milliseconds since the epoch. */
  now: () => number;
  refresher: Refresher;
  /** The auth routes' attempt limit (lib/bff/auth-rate-limit.ts). */
  authLimiter: AuthLimiter;
  /** How long the proxy waits for the platform's answer headers (default UPSTREAM_TIMEOUT_MS, 30 s). */
  upstreamTimeoutMs?: number;
  /** The embedded platform's state for the dev tools (mail outbox, demo consent); null with PLATFORM_API_URL. */
  embeddedStore: () => Promise<Store | null>;
}

export interface BffOptions {
  config?: BffConfig;
  upstream?: Upstream;
  now?: () => number;
  refresher?: Refresher;
  authLimiter?: AuthLimiter;
  upstreamTimeoutMs?: number;
  embeddedStore?: () => Promise<Store | null>;
}

export function createBff(options: BffOptions = {}): Bff {
  const config = options.config ?? getConfig();
  const now = options.now ?? Date.now;
  const redis = config.redisUrl ? redisClient(config.redisUrl) : null;
  return {
    config,
    upstream: options.upstream ?? upstreamFor(config),
    now,
    // With REDIS_URL the replicas share refresh results and attempt counts; without it each keeps its own.
    refresher: options.refresher ?? createRefresher(now, REFRESH_MEMO_MS, redis ? redisRefreshResults(redis) : null),
    authLimiter: options.authLimiter ?? createAuthLimiter({ perMinute: config.authRateLimitPerMinute ?? 30, redis }),
    ...(options.upstreamTimeoutMs !== undefined ? { upstreamTimeoutMs: options.upstreamTimeoutMs } : {}),
    embeddedStore: options.embeddedStore ?? (async () => (config.platformApiUrl ? null : (await import('@/lib/embedded')).getEmbeddedPlatform().store)),
  };
}

// One per process (kept on globalThis so dev reloads keep the in-flight refresh map).
const BFF_KEY = Symbol.for('platform-console.bff');
type BffHolder = { [BFF_KEY]?: Bff };

export function getBff(): Bff {
  const holder = globalThis as BffHolder;
  holder[BFF_KEY] ??= createBff();
  return holder[BFF_KEY];
}
