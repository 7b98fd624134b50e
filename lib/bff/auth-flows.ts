// `/api/auth/*` flows beyond password sign-in: sign-up, emailed link or code, password reset, provider sign-in with PKCE.
// Every token stays server-side: sessions go into the sealed cookie, the recovery session and the PKCE verifier into
// short-lived sealed cookies of their own. The browser gets `{ user }`, `{ sent }` or a redirect, never a token.
import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { contract } from '@/lib/contract';
import { safeNextPath } from '@/lib/auth-client/next-path';
import { parseAuthAnswer, type AuthAnswer } from './auth-answer';
import { overAuthLimit, passUpstreamError, prepare, publicUser, readJsonBody, upstreamHeaders, withId, type Prepared } from './auth-handlers';
import { getBff, type Bff } from './context';
import { appOriginOf } from './csrf';
import { json, jsonError } from './errors';
import { trustedLinkOrigin } from './link-origin';
import { PKCE_COOKIE, RECOVERY_COOKIE, clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-cookie';
import { sealSession, setSessionCookie } from './session';
import { readUpstreamError } from './upstream-error';
import { timedUpstream, unreachableAnswer } from './upstream-deadline';

const next = z.string().max(2048).optional();
const inputs = {
  signUp: contract.auth.signUp.input.pick({ email: true, password: true }).extend({ next }),
  magicLink: z.object({ email: contract.auth.sendMagicLink.input.shape.email, next }),
  verifyOtp: contract.auth.verifyOtp.input.extend({ next }),
  reset: z.object({ email: contract.auth.resetPassword.input.shape.email }),
  update: contract.auth.updatePassword.input,
};

function invalid(error: z.ZodError, requestId: string): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return withId(jsonError(400, 'invalid_request', issues[0]?.message ?? 'Check the form.', { issues }), requestId);
}

async function parseBody<S extends z.ZodType>(req: Request, schema: S, p: Prepared): Promise<{ ok: true; value: z.output<S> } | { ok: false; res: Response }> {
  const body = await readJsonBody(req);
  if (!body.ok) return { ok: false, res: withId(body.res, p.requestId) };
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, res: invalid(parsed.error, p.requestId) };
}

async function callUpstream(bff: Bff, p: Prepared, path: string, body: unknown, accessToken?: string): Promise<Response> {
  const limited = await overAuthLimit(bff, p, path);
  if (limited) return limited;
  const headers = upstreamHeaders(p, accessToken);
  headers.set('content-type', 'application/json');
  try {
    return await timedUpstream(bff)(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch (error) {
    return unreachableAnswer(error);
  }
}

function origin(req: Request, bff: Bff): string {
  return appOriginOf(req, bff.config.appOrigin, bff.config.trustProxy);
}

/** Where an emailed link may point: APP_ORIGIN, or a loopback request's own origin (lib/bff/link-origin.ts). */
function linkOrigin(req: Request, bff: Bff): string | null {
  return trustedLinkOrigin(req, bff.config.appOrigin, bff.config.trustProxy);
}

function noLinkOrigin(p: Prepared): Response {
  return withId(
    jsonError(500, 'app_origin_required', 'This console cannot email links: set APP_ORIGIN to the address people open it at.'),
    p.requestId,
  );
}

/** The link in the email lands on /auth/confirm, which carries `next` on to the page the user came from. */
function confirmUrl(base: string, nextPath: string | undefined): string {
  const url = new URL('/auth/confirm', base);
  const safe = safeNextPath(nextPath, '');
  if (safe) url.searchParams.set('next', safe);
  return url.toString();
}

async function signedIn(bff: Bff, p: Prepared, answer: AuthAnswer, body: Record<string, unknown>): Promise<Response> {
  const seal = await sealSession(answer.session, bff.config.sessionSecret);
  const out = json(200, { user: publicUser(answer.user), ...body }, { 'x-request-id': p.requestId, 'cache-control': 'no-store' });
  setSessionCookie(out.headers, seal, p.cookieSettings);
  return out;
}

async function readAnswer(res: Response, bff: Bff, p: Prepared): Promise<AuthAnswer | Response> {
  if (!res.ok) return passUpstreamError(res, p.requestId);
  const answer = parseAuthAnswer(await res.json().catch(() => null), bff.now());
  return answer ?? withId(jsonError(502, 'upstream_invalid', 'The platform sent an unreadable sign-in answer.'), p.requestId);
}

/** Answers that must not tell whether the address has an account: the same bytes either way. */
function sentAnswer(p: Prepared, body: Record<string, unknown>): Response {
  return json(200, body, { 'x-request-id': p.requestId, 'cache-control': 'no-store' });
}

/** POST /api/auth/sign-up `{ email, password, next? }` → `{ requires_email_confirmation: true }`, whoever the address belongs to. */
export async function signUp(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const body = await parseBody(req, inputs.signUp, p);
  if (!body.ok) return body.res;
  const base = linkOrigin(req, bff);
  if (!base) return noLinkOrigin(p);
  const res = await callUpstream(bff, p, '/v1/auth/signup', { email: body.value.email, password: body.value.password, redirect_to: confirmUrl(base, body.value.next) });
  if (!res.ok) return passUpstreamError(res, p.requestId);
  await res.body?.cancel().catch(() => undefined);
  return sentAnswer(p, { requires_email_confirmation: true });
}

/** POST /api/auth/sign-in/magic-link `{ email, next? }` → `{ sent: true }` whether or not the address has an account. */
export async function sendMagicLink(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const body = await parseBody(req, inputs.magicLink, p);
  if (!body.ok) return body.res;
  const base = linkOrigin(req, bff);
  if (!base) return noLinkOrigin(p);
  const res = await callUpstream(bff, p, '/v1/auth/sign-in/magic-link', { email: body.value.email, redirect_to: confirmUrl(base, body.value.next) });
  if (!res.ok) return passUpstreamError(res, p.requestId);
  await res.body?.cancel().catch(() => undefined);
  return sentAnswer(p, { sent: true });
}

/** POST /api/auth/password/reset `{ email }` → `{ sent: true }` whether or not the address has an account. */
export async function resetPassword(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const body = await parseBody(req, inputs.reset, p);
  if (!body.ok) return body.res;
  const base = linkOrigin(req, bff);
  if (!base) return noLinkOrigin(p);
  const res = await callUpstream(bff, p, '/v1/auth/password/reset', { email: body.value.email, redirect_to: new URL('/reset-password', base).toString() });
  if (!res.ok) return passUpstreamError(res, p.requestId);
  await res.body?.cancel().catch(() => undefined);
  return sentAnswer(p, { sent: true });
}

/**
 * POST /api/auth/verify-otp `{ email, token, type, next? }`. `magiclink`: the session is sealed into the cookie →
 * `{ user, next }`. `recovery`: the recovery session is sealed into its own short-lived cookie → `{ recovery: true }`;
 * only /api/auth/password/update reads it.
 */
export async function verifyOtp(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const body = await parseBody(req, inputs.verifyOtp, p);
  if (!body.ok) return body.res;
  const { email, token, type } = body.value;
  const answer = await readAnswer(await callUpstream(bff, p, '/v1/auth/verify-otp', { email, token, type }), bff, p);
  if (answer instanceof Response) return answer;
  if (type === 'magiclink') return signedIn(bff, p, answer, { next: safeNextPath(body.value.next) });
  const out = json(200, { recovery: true }, { 'x-request-id': p.requestId, 'cache-control': 'no-store' });
  await setFlowCookie(out.headers, RECOVERY_COOKIE, { ...answer.session }, bff.config.sessionSecret, p.cookieSettings);
  return out;
}

/** POST /api/auth/password/update `{ password }` with the recovery cookie → `{ user }`, signed in; the recovery cookie ends. */
export async function updatePassword(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  if (p.rejected) return p.rejected;
  const body = await parseBody(req, inputs.update, p);
  if (!body.ok) return body.res;
  const recovery = await readFlowCookie<{ accessToken: string; refreshToken: string; expiresAt: number; userId: string }>(req, RECOVERY_COOKIE, bff.config.sessionSecret);
  if (!recovery?.accessToken) {
    return withId(jsonError(401, 'recovery_expired', 'The reset code has expired or was already used. Ask for a new one.'), p.requestId);
  }
  const res = await callUpstream(bff, p, '/v1/auth/password/update', { password: body.value.password }, recovery.accessToken);
  if (!res.ok) return passUpstreamError(res, p.requestId);
  const updated = (await res.json().catch(() => null)) as { user?: Record<string, unknown> } | null;
  const seal = await sealSession({ accessToken: recovery.accessToken, refreshToken: recovery.refreshToken, expiresAt: recovery.expiresAt, userId: recovery.userId }, bff.config.sessionSecret);
  const out = json(200, { user: publicUser(updated?.user ?? {}) }, { 'x-request-id': p.requestId, 'cache-control': 'no-store' });
  setSessionCookie(out.headers, seal, p.cookieSettings);
  clearFlowCookie(out.headers, RECOVERY_COOKIE, p.cookieSettings);
  return out;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const signInError = (appOrigin: string, code: string, nextPath?: string) => {
  const url = new URL('/sign-in', appOrigin);
  url.searchParams.set('error', code);
  const safe = safeNextPath(nextPath, '');
  if (safe) url.searchParams.set('next', safe);
  return url.toString();
};

function redirect(location: string, requestId: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'x-request-id': requestId } });
}

/**
 * GET /api/auth/sign-in/provider?provider=demo&next=… → 303 to the provider. The BFF makes the PKCE verifier and its S256
 * challenge, and keeps the verifier with a random `state` and the `next` path in a sealed ten-minute cookie.
 */
export async function startProviderSignIn(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  const appOrigin = origin(req, bff);
  const url = new URL(req.url);
  const provider = url.searchParams.get('provider') ?? '';
  const nextPath = safeNextPath(url.searchParams.get('next'));
  if (!/^[a-z0-9_-]{1,40}$/.test(provider)) return redirect(signInError(appOrigin, 'provider_not_enabled', nextPath), p.requestId);
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const callback = new URL('/auth/callback', appOrigin);
  callback.searchParams.set('state', state);
  const res = await callUpstream(bff, p, '/v1/auth/sign-in/oauth', { provider, redirect_to: callback.toString(), code_challenge: challenge, code_challenge_method: 'S256' });
  const body = res.ok ? ((await res.json().catch(() => null)) as { url?: unknown } | null) : null;
  if (!res.ok || typeof body?.url !== 'string') {
    const code = res.ok ? 'upstream_invalid' : (await readUpstreamError(res)).code;
    return redirect(signInError(appOrigin, code || 'provider_failed', nextPath), p.requestId);
  }
  const out = redirect(body.url, p.requestId);
  await setFlowCookie(out.headers, PKCE_COOKIE, { state, verifier, next: nextPath }, bff.config.sessionSecret, p.cookieSettings);
  return out;
}

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * GET /auth/callback?code=…&state=… → checks the state against the PKCE cookie (which it clears, so a replay finds
 * none), exchanges the code with the verifier, seals the session and sends the user to the saved `next` path. Any
 * failure ends on the sign-in page with an error code the page explains.
 */
export async function providerCallback(req: Request, bff: Bff = getBff()): Promise<Response> {
  const p = prepare(req, bff);
  const appOrigin = origin(req, bff);
  const url = new URL(req.url);
  const flow = await readFlowCookie<{ state: string; verifier: string; next: string }>(req, PKCE_COOKIE, bff.config.sessionSecret);
  const fail = (code: string) => {
    const out = redirect(signInError(appOrigin, code, flow?.next), p.requestId);
    clearFlowCookie(out.headers, PKCE_COOKIE, p.cookieSettings);
    return out;
  };
  if (url.searchParams.get('error') === 'access_denied') return fail('access_denied');
  const state = url.searchParams.get('state') ?? '';
  const code = url.searchParams.get('code') ?? '';
  if (!flow) return fail('state_missing');
  if (!state || !sameState(state, flow.state)) return fail('state_mismatch');
  if (!code) return fail('invalid_grant');
  const res = await callUpstream(bff, p, '/v1/auth/oauth/exchange', { code, code_verifier: flow.verifier });
  if (!res.ok) {
    const { code: upstreamCode } = (await res.json().catch(() => ({}))) as { code?: string };
    return fail(upstreamCode === 'invalid_grant' ? 'invalid_grant' : 'provider_failed');
  }
  const answer = parseAuthAnswer(await res.json().catch(() => null), bff.now());
  if (!answer) return fail('upstream_invalid');
  const out = redirect(new URL(safeNextPath(flow.next), appOrigin).toString(), p.requestId);
  setSessionCookie(out.headers, await sealSession(answer.session, bff.config.sessionSecret), p.cookieSettings);
  clearFlowCookie(out.headers, PKCE_COOKIE, p.cookieSettings);
  return out;
}
