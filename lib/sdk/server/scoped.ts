import { AsyncLocalStorage } from 'node:async_hooks';
import { createPlatformClient } from '../client';
import { setScopeResolver } from '../process-state';
import type { Platform, PlatformConfig } from '../platform-types';

/**
 * A client bound to one request's config. Its top-level `runtime()` throws: the globally active sandbox is
 * process-wide state, and a scoped client exists precisely so that one request never reads another's state.
 */
export type ScopedPlatform = Omit<Platform, 'runtime'> & {
  readonly scoped: true;
  runtime(): never;
};

export class ScopedRuntimeError extends Error {
  readonly code = 'scoped_runtime';
  constructor() {
    super('runtime() reads the process-wide active sandbox and is not available on a scoped client; use platform.session(projectId, sessionId) instead.');
    this.name = 'ScopedRuntimeError';
  }
}

const configs = new WeakMap<ScopedPlatform, PlatformConfig>();

export function createScopedPlatform(config: PlatformConfig): ScopedPlatform {
  const client = createPlatformClient(config, { scoped: true });
  const scoped: ScopedPlatform = Object.assign(client, {
    scoped: true as const,
    runtime(): never {
      throw new ScopedRuntimeError();
    },
  });
  configs.set(scoped, config);
  return scoped;
}

function isScoped(value: PlatformConfig | ScopedPlatform): value is ScopedPlatform {
  return (value as ScopedPlatform).scoped === true;
}

const active = new AsyncLocalStorage<ScopedPlatform>();

// Inside runWithPlatform, the root helpers (getClient(), getAuthToken, authenticatedFetch, backendApi,
// getSessionHealth) act as the request's client instead of the process-wide one; files and runtime() throw.
setScopeResolver(() => {
  const platform = active.getStore();
  const config = platform && configs.get(platform);
  return platform && config ? { client: platform as unknown as Platform, config, scoped: true } : undefined;
});

/**
 * Runs `fn` with a scoped client that every `currentPlatform()` call below it (across awaits, timers and
 * callbacks) resolves to; concurrent requests each see only their own config and token.
 */
export function runWithPlatform<T>(config: PlatformConfig | ScopedPlatform, fn: (platform: ScopedPlatform) => T): T {
  const platform = isScoped(config) ? config : createScopedPlatform(config);
  return active.run(platform, () => fn(platform));
}

/** The scoped client of the enclosing `runWithPlatform`; throws outside one rather than fall back to shared state. */
export function currentPlatform(): ScopedPlatform {
  const platform = active.getStore();
  if (!platform) throw new Error('currentPlatform() was called outside runWithPlatform()');
  return platform;
}

/** Like `currentPlatform()`, but undefined outside `runWithPlatform`. */
export function maybeCurrentPlatform(): ScopedPlatform | undefined {
  return active.getStore();
}
