import { randomBytes } from 'node:crypto';
import { route } from './router';
import { seedStore } from './seed';
import { loadImportedSessions } from './sessions/persist';
import { accountOwnerOf } from './sessions/owner';
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
  const now = options.now ?? (() => Date.now());
  const store = seedStore(now());
  if (options.dataDir) {
    const report = loadImportedSessions(store, options.dataDir, now(), (projectId) => accountOwnerOf(store, projectId));
    for (const { file, reason } of report.skipped) console.warn(`[embedded platform] skipped import ${file}: ${reason}`);
  }
  const rt: PlatformRuntime = {
    store,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshGraceSeconds: options.refreshGraceSeconds ?? 10,
    authRateLimit: options.authRateLimit ?? 30,
    // Copied into this realm's Uint8Array: jose checks `instanceof Uint8Array`, and under jsdom (component tests)
    // the encoder's arrays come from Node's realm.
    secret: Uint8Array.from(new TextEncoder().encode(options.jwtSecret ?? randomBytes(32).toString('hex'))),
    now,
    counters: { refresh: 0, requests: 0 },
    dataDir: options.dataDir,
  };
  return { handle: (request) => route(rt, request), counters: rt.counters, store: rt.store };
}

const GLOBAL_KEY = Symbol.for('platform-console.embedded-platform');

/** The process-wide instance, kept on globalThis so dev reloads and separate route bundles share one store. */
export function getEmbeddedPlatform(): EmbeddedPlatform {
  const g = globalThis as unknown as Record<symbol, EmbeddedPlatform | undefined>;
  const ttl = Number(process.env.PLATFORM_ACCESS_TOKEN_TTL);
  g[GLOBAL_KEY] ??= createEmbeddedPlatform({
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : undefined,
    dataDir: process.env.PLATFORM_DATA_DIR ?? '.platform-data',
  });
  return g[GLOBAL_KEY];
}
