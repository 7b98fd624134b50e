import 'server-only';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { SessionAndUser } from '@/lib/contract/types';
import { PlatformError } from './errors';
import { randomToken, sha256 } from './crypto';
import { nextId, type AuthSessionRecord, type UserRecord } from './store';
import type { Caller, PlatformRuntime } from './runtime';

const API_TOKEN_PREFIXES = ['platform_pat_', 'platform_sa_', 'platform_oat_'];

export const publicUser = (user: UserRecord) => ({ id: user.id, email: user.email, name: user.name });

async function signAccessToken(rt: PlatformRuntime, session: AuthSessionRecord): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(rt.now() / 1000);
  const expiresAt = iat + rt.accessTokenTtlSeconds;
  const token = await new SignJWT({ sid: session.id, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .setJti(randomToken(9))
    .sign(rt.secret);
  return { token, expiresAt };
}

async function sessionPayload(rt: PlatformRuntime, session: AuthSessionRecord): Promise<SessionAndUser> {
  const user = rt.store.users.get(session.userId);
  if (!user) throw new PlatformError(401, 'unauthorized', 'The user no longer exists');
  const access = await signAccessToken(rt, session);
  return {
    session: {
      access_token: access.token,
      refresh_token: session.refreshToken,
      token_type: 'bearer',
      expires_in: rt.accessTokenTtlSeconds,
      expires_at: access.expiresAt,
    },
    user: publicUser(user),
  };
}

/** A session not refreshed for this long is over (its refresh token expires). */
export const REFRESH_TOKEN_IDLE_MS = 30 * 24 * 3_600_000;
/** New sessions between two sweeps of revoked and idle ones. */
const SWEEP_EVERY_SESSIONS = 200;
let sessionsSinceSweep = 0;

/** Deletes revoked sessions and sessions idle past the refresh lifetime, with their refresh tokens. */
export function pruneAuthSessions(rt: PlatformRuntime): number {
  const now = rt.now();
  let pruned = 0;
  for (const [id, session] of rt.store.authSessions) {
    if (!session.revoked && now - (session.lastUsedAt ?? now) < REFRESH_TOKEN_IDLE_MS) continue;
    rt.store.authSessions.delete(id);
    rt.store.refreshIndex.delete(session.refreshToken);
    if (session.previous) rt.store.refreshIndex.delete(session.previous.token);
    pruned++;
  }
  return pruned;
}

export async function startAuthSession(rt: PlatformRuntime, userId: string, options: { recovery?: boolean } = {}): Promise<SessionAndUser> {
  if (++sessionsSinceSweep >= SWEEP_EVERY_SESSIONS) {
    sessionsSinceSweep = 0;
    pruneAuthSessions(rt);
  }
  const session: AuthSessionRecord = { id: nextId(rt.store, 'authsess'), userId, refreshToken: randomToken(), revoked: false, lastUsedAt: rt.now(), ...(options.recovery ? { recovery: true } : {}) };
  rt.store.authSessions.set(session.id, session);
  rt.store.refreshIndex.set(session.refreshToken, session.id);
  return sessionPayload(rt, session);
}

/**
 * Rotates the refresh token. The old token presented again within the grace window gets the same new pair
 * (concurrent tabs, retried requests); after it, reuse is treated as theft and the session is revoked.
 */
export async function refreshAuthSession(rt: PlatformRuntime, refreshToken: string): Promise<SessionAndUser> {
  rt.counters.refresh += 1;
  const sessionId = rt.store.refreshIndex.get(refreshToken);
  const session = sessionId ? rt.store.authSessions.get(sessionId) : undefined;
  if (!session || session.revoked) throw new PlatformError(401, 'invalid_refresh_token', 'The refresh token is not valid; sign in again');
  if (session.refreshToken !== refreshToken) {
    const previous = session.previous;
    if (previous && previous.token === refreshToken && rt.now() - previous.rotatedAt <= rt.refreshGraceSeconds * 1000) {
      return previous.result;
    }
    session.revoked = true;
    throw new PlatformError(401, 'refresh_token_reused', 'This refresh token was already used; the session has been revoked');
  }
  if (session.previous) rt.store.refreshIndex.delete(session.previous.token);
  session.lastUsedAt = rt.now();
  session.refreshToken = randomToken();
  rt.store.refreshIndex.set(session.refreshToken, session.id);
  // Recorded before the token is signed, so a concurrent refresh with the same token (another replica, another tab)
  // that arrives while this one is still signing gets this same answer instead of looking like a reuse.
  const result = sessionPayload(rt, session);
  session.previous = { token: refreshToken, rotatedAt: rt.now(), result };
  return result;
}

export function revokeAuthSession(rt: PlatformRuntime, sessionId: string): void {
  const session = rt.store.authSessions.get(sessionId);
  if (session) session.revoked = true;
}

/**
 * Who the bearer token belongs to. A recovery session (from a password-reset code) is refused everywhere but where
 * `allowRecovery` says (setting the password, signing out) until it has set the password.
 */
export async function resolveCaller(rt: PlatformRuntime, bearer: string | null, options: { allowRecovery?: boolean } = {}): Promise<Caller> {
  if (!bearer) throw new PlatformError(401, 'unauthorized', 'Sign in to continue: the request has no bearer token');
  // Prefixed tokens, and project API keys (no prefix, no JWT dots), are looked up by their hash.
  if (API_TOKEN_PREFIXES.some((prefix) => bearer.startsWith(prefix)) || !bearer.includes('.')) {
    const record = rt.store.apiTokens.get(sha256(bearer));
    if (!record) throw new PlatformError(401, 'unauthorized', 'The API token is not valid');
    if (record.expires_at && !(Date.parse(record.expires_at) > rt.now())) throw new PlatformError(401, 'token_expired', 'The API token has expired');
    return { principal: record.principal, restrictProject: record.project_id, restrictAccount: record.account_id };
  }
  try {
    const { payload } = await jwtVerify(bearer, rt.secret, { algorithms: ['HS256'], currentDate: new Date(rt.now()) });
    const session = typeof payload.sid === 'string' ? rt.store.authSessions.get(payload.sid) : undefined;
    if (!session || session.revoked || session.userId !== payload.sub) {
      throw new PlatformError(401, 'unauthorized', 'The session has ended; sign in again');
    }
    if (session.recovery && !options.allowRecovery) {
      throw new PlatformError(403, 'recovery_session', 'This session can only set a new password; set it first');
    }
    return { principal: { type: 'user', id: session.userId }, sessionId: session.id };
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new PlatformError(401, 'token_expired', 'The access token has expired');
    throw new PlatformError(401, 'unauthorized', 'The bearer token is not valid');
  }
}
