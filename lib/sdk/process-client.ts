// The root helpers that act through the process-wide client (see process-state.ts): `configure`, `getClient()`,
// `getAuthToken`, `authenticatedFetch`, `backendApi`, `getSessionHealth`, and the globally active sandbox's
// `files` and `runtime()`.
import { CLIENT_SOURCE_HEADER } from '@/lib/contract/routes-core';
import type { RouteDef } from '@/lib/contract/routes-core';
import type { SandboxFileContent, SandboxFileEntry, SandboxTextMatch, SandboxUploadResult } from '@/lib/contract/types-sandbox';
import { createPlatform, readResponse } from './client';
import { ConnectionError, RequestAbortedError } from './errors';
import type { Platform, PlatformConfig, RequestOptions, RuntimeClient, SessionHandle, UploadContent } from './platform-types';
import { NoActiveSandboxError, PlatformNotConfiguredError, currentBinding, getActiveSandbox, setProcessWide, type ClientBinding } from './process-state';
import { parseSessionHealth, type SessionHealthResult } from './session-health';

/** Sets the process-wide config and returns the plain client built from it (replacing any earlier one). */
export function configure(config: PlatformConfig): Platform {
  const client = createPlatform(config);
  setProcessWide({ client, config, scoped: false });
  return client;
}

function binding(): ClientBinding {
  const found = currentBinding();
  if (!found) throw new PlatformNotConfiguredError();
  return found;
}

/** The plain client of `configure()`, or inside `/server`'s `runWithPlatform` the request's scoped client. */
export function getClient(): Platform {
  return binding().client;
}

/** The token `getToken()` of the current config gives now (null when signed out). */
export async function getAuthToken(): Promise<string | null> {
  return (await binding().config.getToken()) ?? null;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** A path joins `backendUrl` as the client's own calls do (a same-origin `backendUrl` such as `/v1` works too). */
function resolveUrl(base: string, input: string | URL): string {
  const root = base.replace(/\/+$/, '');
  if (typeof input === 'string' && !ABSOLUTE.test(input)) return `${root}/${input.replace(/^\/+/, '')}`;
  const url = new URL(input);
  const platformOrigin = new URL(root, (globalThis as { location?: { href?: string } }).location?.href ?? undefined).origin;
  // The token goes to the platform and nowhere else.
  if (url.origin !== platformOrigin) throw new TypeError(`authenticatedFetch only sends the token to ${platformOrigin}, not ${url.origin}`);
  return url.toString();
}

/**
 * `fetch` with the current config's bearer token and client source. A path is relative to `backendUrl` (which ends
 * in `/v1`: `authenticatedFetch('/projects')`); an absolute URL must be on the platform's origin. Like `fetch`, it
 * resolves for every HTTP status and rejects only when no answer arrives.
 */
export async function authenticatedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const prepared = await prepare(input, init);
  return prepared.fetch(prepared.url, prepared.init);
}

/** Everything before the network: the URL check and the token (a refusal here is not a network failure). */
async function prepare(input: string | URL, init: RequestInit) {
  const { config } = binding();
  const url = resolveUrl(config.backendUrl, input);
  const headers = new Headers(init.headers);
  const token = await config.getToken();
  if (token != null) headers.set('Authorization', `Bearer ${token}`);
  if (config.clientSource && !headers.has(CLIENT_SOURCE_HEADER)) headers.set(CLIENT_SOURCE_HEADER, config.clientSource);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const doFetch = config.fetch ?? ((i: RequestInfo | URL, n?: RequestInit) => globalThis.fetch(i, n));
  return { url, init: { ...init, headers }, fetch: doFetch };
}

export interface BackendRequestOptions extends RequestOptions {
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: BackendRequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value != null) params.append(key, String(value));
  const query = params.toString();
  const target = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  const headers = new Headers(options.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.signal?.aborted) throw new RequestAbortedError(options.signal.reason);
  const prepared = await prepare(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), ...(options.signal ? { signal: options.signal } : {}) });
  let response: Response;
  try {
    response = await prepared.fetch(prepared.url, prepared.init);
  } catch (cause) {
    if (options.signal?.aborted) throw new RequestAbortedError(options.signal.reason);
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ConnectionError(`Could not reach the platform: ${message}`, cause);
  }
  return (await readResponse({ method, path: path.split('?')[0] } as RouteDef, response)) as T;
}

/**
 * A typed HTTP client over `authenticatedFetch`, for routes the generated client does not cover: JSON in and out,
 * `ApiError` for a non-2xx answer (`ConnectionError` when none arrives).
 */
export const backendApi = {
  get: <T = unknown>(path: string, options?: BackendRequestOptions): Promise<T> => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: BackendRequestOptions): Promise<T> => request<T>('POST', path, body ?? {}, options),
};

function errorBody(code: string, error: unknown) {
  return { error: error instanceof Error ? error.message : String(error), code };
}

/**
 * A session's health. Never throws for a non-2xx status or a network failure: it answers `{ status, ok, health,
 * body }` (status 0 when no answer arrived). Only an abort through `options.signal` rejects.
 */
export async function getSessionHealth(projectId: string, sessionId: string, options: RequestOptions = {}): Promise<SessionHealthResult> {
  if (typeof projectId !== 'string' || projectId === '' || typeof sessionId !== 'string' || sessionId === '') {
    return { status: 0, ok: false, health: null, body: { error: 'projectId and sessionId are required', code: 'invalid_request' } };
  }
  let response: Response;
  try {
    response = await authenticatedFetch(`/projects/${encodeURIComponent(projectId)}/sessions/${encodeURIComponent(sessionId)}/health`, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    return { status: 0, ok: false, health: null, body: errorBody(error instanceof PlatformNotConfiguredError ? 'not_configured' : 'network_error', error) };
  }
  let body: unknown = null;
  try {
    const text = await response.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    body = null;
  }
  return { status: response.status, ok: response.ok, health: parseSessionHealth(body), body };
}

/** The handle of the globally active sandbox's session; a scoped client has none (its `runtime()` throws). */
function activeSession(): SessionHandle {
  const { client, scoped } = binding();
  if (scoped) client.runtime(); // throws ScopedRuntimeError
  const active = getActiveSandbox();
  if (!active) throw new NoActiveSandboxError();
  return client.session(active.projectId, active.sessionId);
}

/** The agent-runtime client of the globally active sandbox (see `getClient().runtime()`). */
export function runtime(): RuntimeClient {
  return getClient().runtime();
}

/** The globally active sandbox's files (the session handle's `files`, for the session `ensureReady()` last woke). */
export const files = {
  list: (path?: string, options?: RequestOptions): Promise<SandboxFileEntry[]> => call(() => activeSession().files.list(path, options)),
  read: (path: string, options?: RequestOptions): Promise<SandboxFileContent> => call(() => activeSession().files.read(path, options)),
  findText: (pattern: string, options?: RequestOptions): Promise<SandboxTextMatch[]> => call(() => activeSession().files.findText(pattern, options)),
  upload: (path: string, content: UploadContent, options?: RequestOptions): Promise<SandboxUploadResult> => call(() => activeSession().files.upload(path, content, options)),
};

/** Turns a synchronous throw (no client, no active sandbox) into a rejection, as every other failure is. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  return fn();
}
