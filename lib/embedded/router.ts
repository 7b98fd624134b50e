import 'server-only';
import { SESSION_IMPORT_MAX_BYTES, bodyLimitFor, capDiagnostics } from '@/lib/contract/limits';
import { formatMegabytes } from '@/lib/format/bytes';
import { REQUEST_ID_HEADER, operations, paramNames, type FlatOperation } from '@/lib/contract';
import { PlatformError, errorBody } from './errors';
import { handlers } from './handlers';
import { Reply, type Handler, type HandlerContext, type PlatformRuntime } from './runtime';
import { resolveCaller } from './tokens';
import { authorizeUnserved } from './access';
import { inRequest } from './persist/tracked-map';

export interface Route {
  method: string;
  pattern: RegExp;
  params: string[];
  /** Every contract operation on this method + path (aliases such as projects.get / project.get). */
  names: string[];
  handler?: Handler<never>;
  public: boolean;
  input: FlatOperation['def']['input'];
}

function compile(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '([^/]+)');
  return new RegExp(`^/v1${source}$`);
}

/** Literal segments of a compiled route's source (each `([^/]+)` is a parameter, not two literals). */
const literalSegments = (source: string) => source.replaceAll('([^/]+)', '{}').split('/').filter((s) => s && !s.startsWith('{')).length;

export function buildRoutes(): Route[] {
  const byKey = new Map<string, Route>();
  for (const { name, def } of operations) {
    const key = `${def.method} ${def.path}`;
    const existing = byKey.get(key);
    if (existing) {
      existing.names.push(name);
      existing.handler ??= handlers[name];
      continue;
    }
    byKey.set(key, {
      method: def.method,
      pattern: compile(def.path),
      params: paramNames(def.path),
      names: [name],
      handler: handlers[name],
      public: def.public ?? false,
      input: def.input,
    });
  }
  // Literal segments win over params: `/projects/provision` before `/projects/{projectId}`.
  return [...byKey.values()].sort((a, b) => literalSegments(b.pattern.source) - literalSegments(a.pattern.source));
}

const ROUTES = buildRoutes();

export function json(status: number, body: unknown, requestId: string): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', [REQUEST_ID_HEADER]: requestId },
  });
}

function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

function queryInput(url: URL): Record<string, unknown> {
  // No prototype: a `__proto__` query key is a plain (refused) key, not the object's prototype.
  const input: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    input[key] = values.length > 1 ? values : values[0];
  }
  return input;
}

async function readInput(request: Request, url: URL, method: string): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE' || method === 'HEAD') return queryInput(url);
  const text = await readBodyText(request, url, method);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new PlatformError(400, 'invalid_request', 'The request body is not valid JSON');
  }
}

/**
 * The body as text. A session import has its own limit (SESSION_IMPORT_MAX_BYTES), counted as the body streams in;
 * other routes read as before (the console's BFF holds them to 1 MB).
 */
async function readBodyText(request: Request, url: URL, method: string): Promise<string> {
  const limit = bodyLimitFor(method, url.pathname);
  if (limit !== SESSION_IMPORT_MAX_BYTES) return request.text();
  const tooLarge = (size?: number) =>
    new PlatformError(413, 'payload_too_large', `Session imports are limited to ${formatMegabytes(limit)}.${size === undefined ? '' : ` This one is ${formatMegabytes(size)}.`}`, { limit, ...(size === undefined ? {} : { size }) });
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(declared);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function decodePathParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new PlatformError(400, 'invalid_path', 'The request path is not valid.');
  }
}

const TOKEN_BOUND_AUTH = new Set(['/v1/auth/user', '/v1/auth/refresh']);
/** Limiter keys are swept of expired windows every this many checks, so rotating addresses cannot grow the map. */
const SWEEP_EVERY = 1_000;
let checksSinceSweep = 0;

function sweepRateLimits(rt: PlatformRuntime, windowStart: number): void {
  for (const [key, hits] of rt.store.rateLimits) if (hits.length === 0 || hits[hits.length - 1] <= windowStart) rt.store.rateLimits.delete(key);
}

function checkRateLimit(rt: PlatformRuntime, routeKey: string, ip: string): void {
  const key = `${routeKey}|${ip}`;
  const windowStart = rt.now() - 60_000;
  if (++checksSinceSweep >= SWEEP_EVERY) {
    checksSinceSweep = 0;
    sweepRateLimits(rt, windowStart);
  }
  const hits = (rt.store.rateLimits.get(key) ?? []).filter((t) => t > windowStart);
  if (hits.length >= rt.authRateLimit) {
    rt.store.rateLimits.set(key, hits);
    const retryAfter = Math.max(1, Math.ceil((hits[0] + 60_000 - rt.now()) / 1000));
    throw new PlatformError(429, 'over_request_rate_limit', 'Too many attempts; wait a minute and try again', { retry_after: retryAfter });
  }
  hits.push(rt.now());
  rt.store.rateLimits.set(key, hits);
}

/** Answers a request; a state-changing one only once what it changed is on disk (persist/persister.ts). */
export function route(rt: PlatformRuntime, request: Request): Promise<Response> {
  return inRequest(request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write', () => routeRequest(rt, request));
}

async function routeRequest(rt: PlatformRuntime, request: Request): Promise<Response> {
  rt.counters.requests += 1;
  const requestId = request.headers.get(REQUEST_ID_HEADER) || `req_${crypto.randomUUID()}`;
  const url = new URL(request.url);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  try {
    const candidates = ROUTES.filter((r) => r.pattern.test(url.pathname));
    if (candidates.length === 0) throw new PlatformError(404, 'route_not_found', `No route ${request.method} ${url.pathname}`);
    const matched = candidates.find((r) => r.method === method);
    if (!matched) {
      throw new PlatformError(405, 'method_not_allowed', `${request.method} is not allowed on ${url.pathname}`, {
        allowed: [...new Set(candidates.map((r) => r.method))],
      });
    }
    const ip = clientIp(request);
    // Every auth route but the token-bound reads: a console polling /me, and the BFF's own refreshes, must not use up
    // the sign-in attempts of everyone behind the same address.
    if (url.pathname.startsWith('/v1/auth/') && !TOKEN_BOUND_AUTH.has(url.pathname)) checkRateLimit(rt, `${method} ${url.pathname}`, ip);
    const values = matched.pattern.exec(url.pathname)!.slice(1);
    const params = Object.fromEntries(matched.params.map((name, i) => [name, decodePathParam(values[i])]));
    const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() || null;
    let callerPromise: ReturnType<typeof resolveCaller> | undefined;
    const ctx: HandlerContext<never> = {
      rt,
      request,
      params,
      input: undefined as never,
      ip,
      bearer,
      caller: () => (callerPromise ??= resolveCaller(rt, bearer)),
    };
    if (!matched.handler) {
      // Not served yet: who may call it is still decided first (401, then the spec's rules 4 and 5); public routes stay public.
      if (!matched.public) await authorizeUnserved(ctx);
      throw new PlatformError(501, 'not_implemented', `${matched.names[0]} is not served by the embedded platform`, { operation: matched.names[0] });
    }
    const parsed = matched.input.safeParse(await readInput(request, url, method));
    if (!parsed.success) {
      const { shown, omitted } = capDiagnostics(parsed.error.issues);
      const issues = shown.map((i) => ({ path: i.path.map(String), message: i.message, code: i.code }));
      const first = issues[0];
      const where = first.path.length ? `${first.path.join('.')}: ` : '';
      throw new PlatformError(400, 'invalid_request', `Invalid request: ${where}${first.message}`, { issues, issues_omitted: omitted });
    }
    ctx.input = parsed.data as never;
    const result = await matched.handler(ctx);
    if (method !== 'GET' && rt.persister) {
      const status = result instanceof Response ? result.status : result instanceof Reply ? result.status : 200;
      // A refused request may still have changed something (a counted attempt): saved too, only the wait differs.
      const saved = rt.persister.commit();
      if (status < 400) await saved.catch((error: unknown) => {
        throw new PlatformError(503, 'store_unavailable', `The change was made but could not be saved: ${error instanceof Error ? error.message : String(error)}`);
      });
      else saved.catch(() => undefined);
    }
    if (result instanceof Response) return result;
    if (result instanceof Reply) return json(result.status, result.body ?? null, requestId);
    return json(200, result ?? null, requestId);
  } catch (error) {
    if (error instanceof PlatformError) {
      const res = json(error.status, errorBody(error), requestId);
      const retryAfter = error.details.retry_after;
      if (error.status === 429 && typeof retryAfter === 'number') res.headers.set('retry-after', String(retryAfter));
      return res;
    }
    console.error(`[embedded platform] ${request.method} ${url.pathname} failed`, error);
    return json(500, { error: 'The embedded platform failed to answer', code: 'internal_error' }, requestId);
  }
}
