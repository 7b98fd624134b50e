import 'server-only';
import { randomBytes } from 'node:crypto';
import { route } from './router';
import { credentialKeyFor } from './connectors/credential-key';
import { seedStore } from './seed';
import { loadImportedSessions } from './sessions/persist';
import { accountOwnerOf } from './sessions/owner';
import { primeSummary } from './sessions/store-sessions';
import { openPersistence, type LoadOutcome, type Persister } from './persist/persister';
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
  /** With a data folder: what was loaded at start, and the store's controls (persist/persister.ts). */
  persistence?: { outcome: LoadOutcome } & Pick<Persister, 'flush' | 'idle' | 'stats' | 'compactNow' | 'close'>;
  /**
   * Lays out the generated long sessions and counts their summaries now (~0.2 s of CPU for the 10,000-turn one), the
   * work their first read would do; the production server calls it before it opens its port.
   */
  primeGeneratedSessions(): void;
}

export function createEmbeddedPlatform(options: EmbeddedPlatformOptions = {}): EmbeddedPlatform {
  const now = options.now ?? (() => Date.now());
  const seededAt = now();
  let store = seedStore(seededAt);
  let persister: Persister | undefined;
  let outcome: LoadOutcome | undefined;
  if (options.dataDir) {
    ({ store, persister, outcome } = openPersistence(store, () => seedStore(seededAt), options.dataDir));
    if (outcome.kind === 'loaded' && outcome.slices.length) console.info(`[embedded platform] loaded saved changes from ${options.dataDir} (npm run platform:reset starts over)`);
    if (outcome.kind === 'migrated') console.info(`[embedded platform] moved the saved changes in ${options.dataDir} to the journal store; the old file is kept as ${outcome.keptAs}`);
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
    credentialKey: options.credentialKey ?? credentialKeyFor(options.dataDir),
    now,
    counters: { refresh: 0, requests: 0 },
    dataDir: options.dataDir,
    persister,
  };
  if (options.warmGeneratedSessions) {
    // The generated long sessions (2,000 and 10,000 turns) are built in the background, a slice at a time, so the
    // first reader of one does not wait for it; a read before that finishes the rest at once.
    for (const record of rt.store.sessions.values()) record.source.warm?.();
  }
  return {
    handle: (request) => route(rt, request),
    counters: rt.counters,
    store: rt.store,
    persistence: persister && outcome ? { outcome, flush: persister.flush, idle: persister.idle, stats: persister.stats, compactNow: persister.compactNow, close: persister.close } : undefined,
    primeGeneratedSessions: () => {
      for (const record of rt.store.sessions.values()) primeSummary(record);
    },
  };
}

const GLOBAL_KEY = Symbol.for('platform-console.embedded-platform');

/** The process-wide instance, kept on globalThis so dev reloads and separate route bundles share one store. */
export function getEmbeddedPlatform(): EmbeddedPlatform {
  const g = globalThis as unknown as Record<symbol, EmbeddedPlatform | undefined>;
  const ttl = Number(process.env.PLATFORM_ACCESS_TOKEN_TTL);
  g[GLOBAL_KEY] ??= createEmbeddedPlatform({
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : undefined,
    // An empty PLATFORM_DATA_DIR keeps everything in memory (the unit tests run so).
    dataDir: (process.env.PLATFORM_DATA_DIR ?? '.platform-data') || undefined,
    // Off by default: at start it competes for the CPU with the first requests (e2e sign-ins on a busy machine).
    warmGeneratedSessions: process.env.PLATFORM_WARM_SESSIONS === '1',
  });
  return g[GLOBAL_KEY];
}
