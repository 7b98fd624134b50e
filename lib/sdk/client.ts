import { CLIENT_SOURCE_HEADER, REQUEST_ID_HEADER, isRoute, paramNames, type RouteDef, type RouteTree } from '@/lib/contract/routes-core';
import { routes } from '@/lib/contract/routes.generated';
import { ApiError, ConnectionError, HeadlessAuthError, RequestAbortedError, parseErrorBody, parseRetryAfter } from './errors';
import { attemptSignal, isIdempotent, normalizeRetry, retryDelayMs, waitFor } from './call-policy';
import type { Platform, PlatformConfig, ProjectHandle, RequestOptions, RuntimeClient, SessionHandle, UploadContent } from './platform-types';
import { createAuthSession } from './auth-session';
import { NoActiveSandboxError, getActiveSandbox, setActiveSandbox } from './process-state';
import { bytesToBase64 } from './base64';

type Invoke = (def: RouteDef, bound: string[], args: unknown[]) => Promise<unknown>;

const BODYLESS = new Set(['GET', 'DELETE']);

/**
 * `createPlatform(config)`: one client whose methods are typed calls generated from the contract table (run time:
 * the zod-free `routes.generated.ts`; types: `Contract`).
 */
export function createPlatform(config: PlatformConfig): Platform {
  return createPlatformClient(config, { scoped: false });
}

/**
 * The client behind `createPlatform` and `/server`'s `createScopedPlatform`. A scoped client never touches the
 * process-wide state: its `ensureReady()` does not make its sandbox the globally active one.
 */
export function createPlatformClient(config: PlatformConfig, { scoped }: { scoped: boolean }): Platform {
  const base = config.backendUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const invoke: Invoke = async (def, bound, args) => {
    const request = buildRequest(def, bound, args);
    const options = request.options;
    const retry = isIdempotent(def.method) ? normalizeRetry(options?.retry ?? config.retry) : null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await attemptCall(def, request, options?.timeout ?? config.timeout);
      } catch (error) {
        const delay = retryDelayMs(error, attempt, retry);
        if (delay === null) throw error;
        await waitFor(delay, options?.signal);
      }
    }
  };

  const attemptCall = async (def: RouteDef, request: BuiltRequest, timeout: number | undefined): Promise<unknown> => {
    const callerSignal = request.options?.signal;
    if (callerSignal?.aborted) throw new RequestAbortedError(callerSignal.reason);
    const token = request.explicitToken !== undefined ? request.explicitToken : await config.getToken();
    if (callerSignal?.aborted) throw new RequestAbortedError(callerSignal.reason);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token != null) headers.Authorization = `Bearer ${token}`;
    if (config.clientSource) headers[CLIENT_SOURCE_HEADER] = config.clientSource;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const attempt = attemptSignal(callerSignal, timeout);
    let streamed = false;
    try {
      const response = await doFetch(base + request.path, { method: def.method, headers, body, ...(attempt.signal ? { signal: attempt.signal } : {}) });
      if (def.response === 'raw' && response.ok) {
        streamed = true;
        attempt.clearTimer();
        return response;
      }
      return await readResponse(def, response);
    } catch (cause) {
      const failure = attempt.failure();
      if (failure) throw failure;
      if (cause instanceof ApiError) throw cause;
      const message = cause instanceof Error ? cause.message : String(cause);
      throw new ConnectionError(`Could not reach the platform: ${message}`, cause);
    } finally {
      if (!streamed) attempt.clear();
    }
  };

  const root = buildGroup(withoutHandles(routes), [], invoke) as Omit<Platform, 'project' | 'session'>;
  const openSession = (projectId: string, sessionId: string): SessionHandle =>
    sessionHandle(buildGroup(routes.session, [projectId, sessionId], invoke) as SessionHandle, projectId, sessionId, scoped);
  // `project(id).sessions.session(sid)` is the same handle as `session(id, sid)`.
  const projectHandle = (projectId: string): ProjectHandle => {
    const group = buildGroup(routes.project, [projectId], invoke) as Omit<ProjectHandle, 'sessions'> & { sessions: Omit<ProjectHandle['sessions'], 'session'> };
    return { ...group, sessions: { ...group.sessions, session: (sessionId: string) => openSession(projectId, sessionId) } };
  };
  const auth = { ...root.auth } as Platform['auth'];
  auth.session = (options) => createAuthSession({ auth }, options);
  return {
    ...root,
    auth,
    project: (projectId: string) => projectHandle(projectId),
    session: openSession,
    runtime(): RuntimeClient {
      const active = getActiveSandbox();
      if (!active) throw new NoActiveSandboxError();
      return buildGroup(routes.session.runtime, [active.projectId, active.sessionId], invoke) as RuntimeClient;
    },
  } as Platform;
}

function sessionHandle(generated: SessionHandle, projectId: string, sessionId: string, scoped: boolean): SessionHandle {
  const upload = generated.files.upload as unknown as (path: string, content: string, encoding: 'utf8' | 'base64', options?: RequestOptions) => Promise<never>;
  const ensureReady = generated.ensureReady;
  return {
    ...generated,
    async ensureReady(...args: Parameters<typeof ensureReady>) {
      const result = await ensureReady(...args);
      if (!scoped) setActiveSandbox(projectId, sessionId);
      return result;
    },
    files: {
      ...generated.files,
      async upload(path: string, content: UploadContent, options?: RequestOptions) {
        if (typeof content === 'string') return upload(path, content, 'utf8', options);
        return upload(path, bytesToBase64(await toBytes(content)), 'base64', options);
      },
    },
  };
}

async function toBytes(content: Exclude<UploadContent, string>): Promise<Uint8Array> {
  if (content instanceof Uint8Array) return content;
  if (content instanceof ArrayBuffer) return new Uint8Array(content);
  if (typeof Blob !== 'undefined' && content instanceof Blob) return new Uint8Array(await content.arrayBuffer());
  throw new TypeError('upload content must be a string, Uint8Array, ArrayBuffer or Blob');
}

function withoutHandles(tree: typeof routes): RouteTree {
  const { project: _project, session: _session, ...rest } = tree;
  return rest;
}

function buildGroup(tree: RouteTree, bound: string[], invoke: Invoke): unknown {
  const group: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    group[key] = isRoute(value) ? (...args: unknown[]) => invoke(value, bound, args) : buildGroup(value, bound, invoke);
  }
  return group;
}

interface BuiltRequest {
  path: string;
  body?: unknown;
  /** The trailing request options (`{ signal }`), when given. */
  options?: RequestOptions;
  /** undefined: ask getToken(); null or a string: this token. */
  explicitToken?: string | null;
}

export function buildRequest(def: RouteDef, bound: string[], args: unknown[]): BuiltRequest {
  const names = paramNames(def.path);
  const rest = [...args];
  const pathValues = [...bound, ...rest.splice(0, Math.max(0, names.length - bound.length))];
  let path = def.path as string;
  names.forEach((name, i) => {
    const value = pathValues[i];
    if (typeof value !== 'string' || value === '') throw new TypeError(`${name} is required`);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  });

  let input: Record<string, unknown> | undefined;
  let explicitToken: string | null | undefined;
  const deprecatedForm = def.args !== undefined && def.args.length > 0 && isDeprecatedInputForm(def.args, rest);
  if (deprecatedForm) {
    // Deprecated form of a positional method (`search({ query })`): one input object where the first named arg goes.
    input = { ...(rest[0] as Record<string, unknown>) };
  } else if (def.args && def.args.length > 0) {
    input = {};
    def.args.forEach((name, i) => {
      const value = rest[i];
      if (name === '$token') explicitToken = (value as string | null | undefined) ?? null;
      else if (name === '$input') Object.assign(input!, value ?? {});
      else if (value !== undefined) input![name] = value;
    });
  } else if (rest[0] !== undefined) {
    input = rest[0] as Record<string, unknown>;
  }

  // Request options come after every input: the positional args, or the single input object.
  const inputCount = def.args && def.args.length > 0 && !deprecatedForm ? def.args.length : 1;
  const candidate = rest[inputCount];
  const options = isOptions(candidate) ? candidate : undefined;

  if (BODYLESS.has(def.method)) {
    const query = toQuery(input);
    return { path: query ? `${path}?${query}` : path, explicitToken, ...(options ? { options } : {}) };
  }
  return { path, body: input ?? {}, explicitToken, ...(options ? { options } : {}) };
}

/**
 * `(input)` where the method now takes `(field, input?)`: a plain object in the place of a named field that precedes
 * `$input`, with nothing after it. Kept so callers of the old single-object form keep working.
 */
function isDeprecatedInputForm(args: readonly string[], rest: unknown[]): boolean {
  const first = args[0];
  if (!first || first.startsWith('$') || !args.includes('$input')) return false;
  const value = rest[0];
  return typeof value === 'object' && value !== null && !Array.isArray(value) && rest.slice(1).every((v) => v === undefined || isOptions(v));
}

function isOptions(value: unknown): value is RequestOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toQuery(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  return params.toString();
}

export async function readResponse(def: RouteDef, response: Response): Promise<unknown> {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON error body (a proxy's HTML page, say) stays text
    }
    const { message, code } = parseErrorBody(body, response.status);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    if (def.path.startsWith('/auth/')) {
      throw new HeadlessAuthError({ status: response.status, message, code: code ?? 'auth_error', body, requestId, retryAfterMs });
    }
    throw new ApiError({ status: response.status, message, code, body, requestId, retryAfterMs });
  }
  if (def.response === 'raw') return response;
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (def.response === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: 'The platform answered with invalid JSON', body: text, requestId });
  }
}
