import { randomBytes } from 'node:crypto';
import { route } from './router';
import { seedStore } from './seed';
import type { EmbeddedPlatformOptions, PlatformRuntime } from './runtime';
import type { Store } from './store';

export type { EmbeddedPlatformOptions } from './runtime';
export { DEMO_ACCOUNT_ID, DEMO_PASSWORD, DEMO_PROJECTS, DEMO_USERS, UNASSIGNED_SERVICE_ACCOUNT_TOKEN } from './seed';

export interface EmbeddedPlatform {
  /** Fetch-style handler: routes on the URL path (`/v1/...`), any origin. */
  handle(request: Request): Promise<Response>;
  counters: { refresh: number; requests: number };
  /** The in-memory state; tests read the auth outbox here. */
  store: Store;
}

export function createEmbeddedPlatform(options: EmbeddedPlatformOptions = {}): EmbeddedPlatform {
  const rt: PlatformRuntime = {
    store: seedStore(),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshGraceSeconds: options.refreshGraceSeconds ?? 10,
    authRateLimit: options.authRateLimit ?? 30,
    secret: new TextEncoder().encode(options.jwtSecret ?? randomBytes(32).toString('hex')),
    now: options.now ?? (() => Date.now()),
    counters: { refresh: 0, requests: 0 },
  };
  return { handle: (request) => route(rt, request), counters: rt.counters, store: rt.store };
}

const GLOBAL_KEY = Symbol.for('platform-console.embedded-platform');

/** The process-wide instance, kept on globalThis so dev reloads and separate route bundles share one store. */
export function getEmbeddedPlatform(): EmbeddedPlatform {
  const g = globalThis as unknown as Record<symbol, EmbeddedPlatform | undefined>;
  const ttl = Number(process.env.PLATFORM_ACCESS_TOKEN_TTL);
  g[GLOBAL_KEY] ??= createEmbeddedPlatform({ accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : undefined });
  return g[GLOBAL_KEY];
}
