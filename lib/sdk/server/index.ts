// `@platform/sdk/server`: per-request isolation and a server's auth lifecycle. Imports `node:async_hooks`, so it is
// never bundled for a browser (a lint rule and tests/sdk-package enforce it).
export { createScopedPlatform, currentPlatform, maybeCurrentPlatform, runWithPlatform, ScopedRuntimeError, type ScopedPlatform } from './scoped';
export { createPlatformAuth, type PlatformAuth, type PlatformAuthOptions } from './auth';
