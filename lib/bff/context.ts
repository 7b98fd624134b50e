// What every BFF handler needs: config, upstream, clock and the refresh single-flight. Injectable for tests.
import 'server-only';
import type { Store } from '@/lib/embedded/store';
import { getConfig, type Config } from '@/lib/config';
import { createRefresher, type Refresher } from './refresh';
import { upstreamFor, type Upstream } from './upstream';

export type BffConfig = Pick<Config, 'sessionSecret' | 'appOrigin' | 'nodeEnv' | 'platformApiUrl'> & Partial<Pick<Config, 'trustProxy'>>;

export interface Bff {
  config: BffConfig;
  upstream: Upstream;
  /** Milliseconds since the epoch. */
  now: () => number;
  refresher: Refresher;
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
  upstreamTimeoutMs?: number;
  embeddedStore?: () => Promise<Store | null>;
}

export function createBff(options: BffOptions = {}): Bff {
  const config = options.config ?? getConfig();
  const now = options.now ?? Date.now;
  return {
    config,
    upstream: options.upstream ?? upstreamFor(config),
    now,
    refresher: options.refresher ?? createRefresher(now),
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
