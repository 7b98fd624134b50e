// The plain client's process-wide state (spec: "The plain client keeps its config in one process-wide variable").
// One config and one active sandbox per JavaScript realm: in a server that acts for many users, whatever reads them
// acts for whoever configured last. `@platform/sdk/server` installs a scope resolver so that, inside
// `runWithPlatform`, the request's own client wins. docs/SDK.md, "Process-wide config".
import type { Platform, PlatformConfig } from './platform-types';

export interface ClientBinding {
  client: Platform;
  config: PlatformConfig;
  /** A `/server` scoped client: it has no globally active sandbox. */
  scoped: boolean;
}

export interface ActiveSandbox {
  projectId: string;
  sessionId: string;
}

let processWide: ClientBinding | undefined;
let activeSandbox: ActiveSandbox | undefined;
let scopeResolver: (() => ClientBinding | undefined) | undefined;

export function setProcessWide(binding: ClientBinding | undefined): void {
  processWide = binding;
}

/** The enclosing `runWithPlatform` scope's client, else the process-wide one. */
export function currentBinding(): ClientBinding | undefined {
  return scopeResolver?.() ?? processWide;
}

/** Used by `@platform/sdk/server` only. */
export function setScopeResolver(resolver: (() => ClientBinding | undefined) | undefined): void {
  scopeResolver = resolver;
}

/** Marks the session whose sandbox the root `files` helpers and `runtime()` act on. */
export function setActiveSandbox(projectId: string, sessionId: string): void {
  if (typeof projectId !== 'string' || projectId === '' || typeof sessionId !== 'string' || sessionId === '') {
    throw new TypeError('setActiveSandbox(projectId, sessionId) needs two non-empty ids');
  }
  activeSandbox = { projectId, sessionId };
}

export function getActiveSandbox(): ActiveSandbox | undefined {
  return activeSandbox ? { ...activeSandbox } : undefined;
}

export function clearActiveSandbox(): void {
  activeSandbox = undefined;
}

/** Thrown by the root helpers that need the process-wide client before `configure()` ran. */
export class PlatformNotConfiguredError extends Error {
  readonly code = 'not_configured';
  constructor() {
    super('Call configure({ backendUrl, getToken }) before using getClient(), backendApi, files or runtime()');
    this.name = 'PlatformNotConfiguredError';
  }
}

/** Thrown by the root `files` helpers and `runtime()` when no session's sandbox is active. */
export class NoActiveSandboxError extends Error {
  readonly code = 'no_active_sandbox';
  constructor() {
    super('No sandbox is active: await platform.session(projectId, sessionId).ensureReady() or call setActiveSandbox(projectId, sessionId) first');
    this.name = 'NoActiveSandboxError';
  }
}
