// What `@platform/sdk` ships: one list, read by the build (scripts/sdk/build.ts), its tests and docs/SDK.md.

/** Entry name (path inside dist/sdk, no extension) -> source file. */
export const ENTRIES = {
  index: 'lib/sdk/index.ts',
  'react/index': 'lib/sdk/react/index.ts',
  'server/index': 'lib/sdk/server/index.ts',
} as const;

/** `@platform/sdk/internal/<name>`: shared with the console, outside semver. */
export const INTERNAL = {
  util: 'lib/sdk/util.ts',
  'json-equal': 'lib/sdk/json-equal.ts',
  'message-window': 'lib/sdk/message-window.ts',
  'session-activity': 'lib/sdk/session-activity.ts',
} as const;

/** Deprecated aliases of the root, kept so that imports written against older SDK layouts keep working. */
export const LEGACY_SUBPATHS = [
  'files',
  'turns',
  'session',
  'auth',
  'projects-client',
  'api-client',
  'config',
  'event-stream',
  'errors',
  'parts',
  'tools',
  'cost',
  'status',
  'retry',
  'transcript',
  'paths',
  'format',
  'diff',
  'urls',
  'sessions',
  'health',
  'runtime',
] as const;

/** Bundled into the SDK rather than installed beside it. */
export const BUNDLED_DEPENDENCIES = ['diff', 'eventsource-parser'];
/** Needed by the type declarations (the contract's schemas type the client's methods). */
export const DEPENDENCIES = ['zod'];
/** Optional peers: only `@platform/sdk/react` uses them. */
export const OPTIONAL_PEERS = ['react', '@tanstack/react-query'];

/** Size goal of the root browser bundle, gzipped. */
export const ROOT_GZIP_BUDGET_BYTES = 40 * 1024;

/**
 * The spec's "Framework-free helper modules exported from the root", plus `runtime` and the three names the spec's
 * browser-bundle line shows. The packaging test checks each is in the root, in every legacy subpath's types and in
 * `window.Platform`.
 */
export const SPEC_ROOT_NAMES = [
  'createPlatform', 'ApiError', 'runtime',
  'files', 'getSessionHealth', 'isRuntimeReady',
  'detectLocalhostUrls', 'rewriteLocalhostUrl', 'proxyLocalhostUrl', 'parseLocalhostUrl', 'buildWebProxyUrl',
  'getClient', 'authenticatedFetch', 'getAuthToken', 'backendApi', 'formatTranscript',
  'classifyPart', 'classifyTurn', 'toolInfo', 'getToolInfo', 'toolViewModel', 'groupMessagesIntoTurns',
  'collectTurnParts', 'findLastTextPart', 'turnHasSteps', 'isShellMode', 'getShellModePart',
  'isTextPart', 'isToolPart', 'isReasoningPart', 'isFilePart', 'isAgentPart', 'isCompactionPart', 'isSnapshotPart',
  'isPatchPart', 'getPartText', 'getWorkingState', 'getTurnStatus', 'formatDuration', 'getTurnError',
  'getChildSessionError', 'unwrapError', 'getTurnCost', 'getSessionCost', 'formatCost', 'formatTokens', 'COST_MARKUP',
  'getChildSessionId', 'getChildSessionToolParts', 'getPermissionForTool', 'getHiddenToolParts', 'isToolPartHidden',
  'getFilename', 'getDirectory', 'relativizePath', 'stripAnsi', 'sortSessions', 'childMapByParent',
  'allDescendantIds', 'getRetryInfo', 'getRetryMessage',
] as const;
