// `/api/auth/*`: the browser's auth endpoints. Tokens go into the sealed cookie; the browser gets `{ user }`.
import 'server-only';
import { contract, type User } from '@/lib/contract';
import { parseAuthAnswer } from './auth-answer';
import { tooManyAttempts } from './auth-rate-limit';
import { safeNextPath } from '@/lib/auth-client/next-path';
import { readLimitedBody } from './body';
import { getBff, type Bff } from './context';
import { appOriginOf, csrfReject } from './csrf';
import { json, jsonError } from './errors';
import { clientIpOf, requestIdOf } from './request-meta';
import {
  clearSessionCookie,
  cookieSettingsFor,
  hasSessionCookie,
  readSession,
  sealSession,
  setSessionCookie,
  type CookieSettings,
  type SessionData,
} from './session';
import { callWithSession } from './session-call';
import { readUpstreamError } from './upstream-error';
import { UpstreamTimeout, timedUpstream, timeoutOf, unreachableAnswer, upstreamTimeoutAnswer, withDeadline } from './upstream-deadline';

const MAX_AUTH_BODY_BYTES = 16 * 1024;

export interface Prepared {
  requestId: string;
  clientIp: string | null;
  cookieSettings: CookieSettings;
  /** Set when the CSRF guard refused the request. */
  rejected: Response | null;
}

export function prepare(req: Request, bff: Bff): Prepared {
  const requestId = requestIdOf(req);
  const appOrigin = appOriginOf(req, bff.config.appOrigin, bff.config.trustProxy);
  const rejected = csrfReject(req, appOrigin);
  rejected?.headers.set('x-request-id', requestId);
  return {
    requestId,
    clientIp: clientIpOf(req, bff.config.trustProxy),
    cookieSettings: cookieSettingsFor(appOrigin, bff.config.nodeEnv),
    rejected,
  };
}

/** Only the public fields of the user record: nothing else of an upstream answer reaches the browser. */
export function publicUser(user: Record<string, unknown>): User {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { id: text(user.id), email: text(user.email), name: text(user.name) };
}

export function upstreamHeaders(meta: { requestId: string; clientIp: string | null }, accessToken?: string): Headers {
  const headers = new Headers({ accept: 'application/json', 'x-request-id': meta.requestId });
  if (meta.clientIp) headers.set('x-forwarded-for', meta.clientIp);
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  return headers;
}

/** Counts an attempt on the platform's auth route `path` (lib/bff/auth-rate-limit.ts): null to go on, else the 429. */
export async function overAuthLimit(bff: Bff, p: Prepared, path: string): Promise<Response | null> {
  const verdict = await bff.authLimiter.consume(path, p.clientIp);
  return verdict.allowed ? null : withId(tooManyAttempts(verdict.retryAfterSeconds), p.requestId);
}

export async function passUpstreamError(res: Response, requestId: string): Promise<Response> {
  const { code, message } = await readUpstreamError(res);
  const headers = new Headers({ 'x-request-id': requestId });
  const retryAfter = res.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return jsonError(res.status, code, message, undefined, headers);
}

export async function readJsonBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false; res: Response }> {
  const body = await readLimitedBody(req.body, MAX_AUTH_BODY_BYTES);
  if (body === 'too_large') {
    return { ok: false, res: jsonError(413, 'payload_too_large', `Auth requests are limited to ${MAX_AUTH_BODY_BYTES} bytes.`) };
  }
  if (body === 'unreadable' || body === null) {
    return { ok: false, res: jsonError(400, 'invalid_request', 'A JSON body is required.', { issues: [] }) };
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body)) };
  } catch {
    return { ok: false, res: jsonError(400, 'invalid_request', 'The body is not valid JSON.', { issues: [] }) };
  }
}

/** POST /api/auth/sign-in/password `{ email, password }` → `{ user }` and the session cookie. */
export async function signInWithPassword(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;

  if (isFormPost(req)) return signInWithPasswordForm(req, bff, p);
  const body = await readJsonBody(req);
  if (!body.ok) return withId(body.res, p.requestId);
  const input = contract.auth.signInWithPassword.input.safeParse(body.value);
  if (!input.success) {
    const issues = input.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    return withId(jsonError(400, 'invalid_request', 'Check the email and password.', { issues }), p.requestId);
  }

  const limited = await overAuthLimit(bff, p, '/v1/auth/sign-in/password');
  if (limited) return limited;
  let res: Response;
  try {
    const headers = upstreamHeaders(p);
    headers.set('content-type', 'application/json');
    res = await timedUpstream(bff)('/v1/auth/sign-in/password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: input.data.email, password: input.data.password }),
    });
  } catch (error) {
    return withId(unreachableAnswer(error), p.requestId);
  }
  if (!res.ok) return passUpstreamError(res, p.requestId);

  const answer = parseAuthAnswer(await res.json().catch(() => null), bff.now());
  if (!answer) return withId(jsonError(502, 'upstream_invalid', 'The platform sent an unreadable sign-in answer.'), p.requestId);
  const seal = await sealSession(answer.session, bff.config.sessionSecret);
  const out = json(200, { user: publicUser(answer.user) }, { 'x-request-id': p.requestId });
  setSessionCookie(out.headers, seal, p.cookieSettings);
  return out;
}

function isFormPost(req: Request): boolean {
  return (req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function seeOther(location: string, requestId: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'x-request-id': requestId } });
}

/** The sign-in form without JavaScript: a plain form post, answered by a redirect to `next` or back to the form. */
async function signInWithPasswordForm(req: Request, bff: Bff, p: Prepared): Promise<Response> {
  const appOrigin = appOriginOf(req, bff.config.appOrigin, bff.config.trustProxy);
  const raw = await readLimitedBody(req.body, MAX_AUTH_BODY_BYTES);
  const form = new URLSearchParams(raw instanceof Uint8Array ? new TextDecoder().decode(raw) : '');
  const nextPath = safeNextPath(form.get('next'));
  const back = (code: string) => {
    const url = new URL('/sign-in', appOrigin);
    url.searchParams.set('error', code);
    url.searchParams.set('next', nextPath);
    return seeOther(url.toString(), p.requestId);
  };
  const input = contract.auth.signInWithPassword.input.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '' });
  if (!input.success) return back('invalid_request');
  if (await overAuthLimit(bff, p, '/v1/auth/sign-in/password')) return back('over_request_rate_limit');
  let res: Response;
  try {
    const headers = upstreamHeaders(p);
    headers.set('content-type', 'application/json');
    res = await timedUpstream(bff)('/v1/auth/sign-in/password', { method: 'POST', headers, body: JSON.stringify(input.data) });
  } catch (error) {
    return back(error instanceof UpstreamTimeout ? 'upstream_timeout' : 'upstream_unavailable');
  }
  if (!res.ok) return back((await readUpstreamError(res)).code);
  const answer = parseAuthAnswer(await res.json().catch(() => null), bff.now());
  if (!answer) return back('upstream_invalid');
  const out = seeOther(new URL(nextPath, appOrigin).toString(), p.requestId);
  setSessionCookie(out.headers, await sealSession(answer.session, bff.config.sessionSecret), p.cookieSettings);
  return out;
}

/** Waits before the 2nd and 3rd revoke attempts. */
export const SIGN_OUT_RETRY_MS = [200, 600];

/** Whether the platform no longer holds the session: revoked now, or already over (401 after a failed refresh). */
type RevokeOutcome = 'revoked' | 'already_ended' | 'failed' | 'timed_out';

/** All attempts together stay within one UPSTREAM_TIMEOUT_MS (each gets what is left of it). */
async function revokeUpstream(bff: Bff, data: SessionData, p: Prepared, everywhere: boolean): Promise<RevokeOutcome> {
  const endAt = Date.now() + timeoutOf(bff);
  for (let attempt = 0; ; attempt++) {
    const left = endAt - Date.now();
    if (left <= 0) return 'timed_out';
    const result = await callWithSession(bff, data, p, (accessToken) =>
      withDeadline(bff.upstream, left)(everywhere ? '/v1/auth/sign-out/all' : '/v1/auth/sign-out', { method: 'POST', headers: upstreamHeaders(p, accessToken) }),
    );
    await result.res.body?.cancel().catch(() => undefined);
    if (result.ok && result.res.ok) return 'revoked';
    if (!result.ok && result.endSession) return 'already_ended';
    if (result.ok && result.res.status === 401) return 'already_ended';
    // 429, 5xx and an unreachable platform are worth another try; anything else will not change.
    const status = result.res.status;
    const transient = status === 429 || status >= 500;
    const timedOut = status === 504 && !result.ok;
    if (!transient || attempt >= SIGN_OUT_RETRY_MS.length) return timedOut ? 'timed_out' : 'failed';
    if (endAt - Date.now() <= SIGN_OUT_RETRY_MS[attempt]) return timedOut ? 'timed_out' : 'failed';
    await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_RETRY_MS[attempt]));
  }
}

/**
 * POST /api/auth/sign-out → revokes the session upstream (retried twice on 429, 5xx or no answer), then clears the
 * cookie: 204. When the platform could not end the session, the cookie is kept (so signing out can be retried) and the
 * answer is 503 `sign_out_failed`: the user is told they are still signed in, never shown a sign-out that did not happen.
 */
export async function signOut(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;

  const read = await readSession(req, bff.config.sessionSecret);
  // `?scope=global` signs out of every device: the platform revokes all of the user's sessions.
  const everywhere = new URL(req.url).searchParams.get('scope') === 'global';
  const outcome = read ? await revokeUpstream(bff, read.data, p, everywhere) : 'already_ended';
  if (outcome === 'timed_out') {
    const out = upstreamTimeoutAnswer(timeoutOf(bff), 'The platform did not answer in time, so you are still signed in. Try signing out again in a moment.');
    out.headers.set('x-request-id', p.requestId);
    out.headers.set('cache-control', 'no-store');
    return out;
  }
  if (outcome === 'failed') {
    return jsonError(
      503,
      'sign_out_failed',
      'The platform could not end your session, so you are still signed in. Try signing out again in a moment.',
      undefined,
      new Headers({ 'x-request-id': p.requestId, 'cache-control': 'no-store' }),
    );
  }
  const out = new Response(null, { status: 204, headers: { 'cache-control': 'no-store', 'x-request-id': p.requestId } });
  clearSessionCookie(out.headers, p.cookieSettings);
  return out;
}

/** GET /api/auth/me → `{ user }`, or 401 `unauthorized` when signed out. */
export async function me(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;

  const read = await readSession(req, bff.config.sessionSecret);
  if (!read) {
    const out = withId(jsonError(401, 'unauthorized', 'Not signed in.'), p.requestId);
    if (hasSessionCookie(req)) clearSessionCookie(out.headers, p.cookieSettings);
    return out;
  }

  const result = await callWithSession(bff, read.data, p, (accessToken) =>
    timedUpstream(bff)('/v1/auth/user', { method: 'GET', headers: upstreamHeaders(p, accessToken) }),
  );
  if (!result.ok) {
    const out = withId(result.res, p.requestId);
    if (result.endSession) clearSessionCookie(out.headers, p.cookieSettings);
    return out;
  }

  const res = result.res;
  let out: Response;
  if (res.status === 401) {
    await res.body?.cancel().catch(() => undefined);
    out = withId(jsonError(401, 'unauthorized', 'Your session has ended. Sign in again.'), p.requestId);
    clearSessionCookie(out.headers, p.cookieSettings);
    return out;
  }
  if (!res.ok) {
    out = await passUpstreamError(res, p.requestId);
  } else {
    const body: unknown = await res.json().catch(() => null);
    const user = (body as { user?: unknown } | null)?.user;
    out =
      typeof user === 'object' && user !== null
        ? json(200, { user: publicUser(user as Record<string, unknown>) }, { 'x-request-id': p.requestId })
        : withId(jsonError(502, 'upstream_invalid', 'The platform sent an unreadable user answer.'), p.requestId);
  }
  if (result.seal) setSessionCookie(out.headers, result.seal, p.cookieSettings);
  return out;
}

export function withId(res: Response, requestId: string): Response {
  res.headers.set('x-request-id', requestId);
  return res;
}
