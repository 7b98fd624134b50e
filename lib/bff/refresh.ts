// Refresh single-flight: one upstream refresh per refresh token, however many requests need it at once.
import 'server-only';
import { parseAuthAnswer } from './auth-answer';
import type { SharedRefreshResults } from './refresh-shared';
import { sealSession, unsealSession, type SessionData } from './session';
import type { Upstream } from './upstream';
import { readUpstreamError } from './upstream-error';
import { UpstreamTimeout } from './upstream-deadline';

export type RefreshOutcome =
  /** New tokens; `seal` is the sealed cookie value every waiting response sets. */
  | { kind: 'refreshed'; data: SessionData; seal: string }
  /** The platform refused the refresh token: the session is over (401, cookie cleared). */
  | { kind: 'rejected'; code: string; message: string }
  /** Could not refresh now (platform down, rate-limited, malformed answer); the cookie is kept. */
  | { kind: 'failed'; status: number; code: string; message: string };

export interface RefreshRequest {
  upstream: Upstream;
  secret: string;
  clientIp: string | null;
  requestId: string;
}

/** The shortest time the result for an old refresh token is reused (the platform's reuse grace). */
export const REFRESH_MEMO_MS = 10_000;

export interface Refresher {
  refresh(refreshToken: string, request: RefreshRequest): Promise<RefreshOutcome>;
  /** In-flight and remembered entries, for tests and diagnostics. */
  size(): { inFlight: number; remembered: number };
}

/**
 * `shared` (REDIS_URL): results other replicas got are used before asking the platform, and this one's are stored for
 * them (lib/bff/refresh-shared.ts).
 */
export function createRefresher(now: () => number = Date.now, memoMs = REFRESH_MEMO_MS, shared: SharedRefreshResults | null = null): Refresher {
  const inFlight = new Map<string, Promise<RefreshOutcome>>();
  const remembered = new Map<string, { outcome: RefreshOutcome; until: number }>();

  function sweep(at: number): void {
    for (const [token, entry] of remembered) {
      if (entry.until <= at) remembered.delete(token);
    }
  }

  return {
    refresh(refreshToken, request) {
      const at = now();
      const memo = remembered.get(refreshToken);
      if (memo && memo.until > at) return Promise.resolve(memo.outcome);
      const running = inFlight.get(refreshToken);
      if (running) return running;

      const promise = refreshOnce(refreshToken, request, now, shared, memoMs)
        .catch((): RefreshOutcome => ({ kind: 'failed', status: 502, code: 'refresh_failed', message: 'The session could not be refreshed.' }))
        .then((outcome) => {
        inFlight.delete(refreshToken);
        if (outcome.kind === 'refreshed') {
          const done = now();
          sweep(done);
          // Kept until the new access token expires, not only for the platform's grace: the rotation is committed
          // even when the request that started it was aborted before its Set-Cookie reached the browser, so a later
          // request with the old cookie gets the new tokens instead of reusing the old refresh token.
          remembered.set(refreshToken, { outcome, until: Math.max(done + memoMs, outcome.data.expiresAt * 1000) });
        }
        return outcome;
      });
      inFlight.set(refreshToken, promise);
      return promise;
    },
    size: () => ({ inFlight: inFlight.size, remembered: remembered.size }),
  };
}

/** Another replica's result for this token when the shared store has one; else the platform's, shared once got. */
async function refreshOnce(refreshToken: string, request: RefreshRequest, now: () => number, shared: SharedRefreshResults | null, memoMs: number): Promise<RefreshOutcome> {
  if (shared) {
    const seal = await shared.get(refreshToken);
    const data = seal ? await unsealSession(seal, request.secret).catch(() => null) : null;
    if (seal && data) return { kind: 'refreshed', data, seal };
  }
  const outcome = await callRefresh(refreshToken, request, now);
  if (shared && outcome.kind === 'refreshed') {
    const at = now();
    await shared.set(refreshToken, outcome.seal, Math.max(memoMs, outcome.data.expiresAt * 1000 - at));
  }
  return outcome;
}

async function callRefresh(refreshToken: string, request: RefreshRequest, now: () => number): Promise<RefreshOutcome> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  headers.set('x-request-id', request.requestId);
  if (request.clientIp) headers.set('x-forwarded-for', request.clientIp);
  let res: Response;
  try {
    res = await request.upstream('/v1/auth/refresh', {
      method: 'POST',
      headers,
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch (error) {
    if (error instanceof UpstreamTimeout) return { kind: 'failed', status: 504, code: 'upstream_timeout', message: 'The platform did not answer in time. Try again.' };
    return { kind: 'failed', status: 502, code: 'upstream_unavailable', message: 'The platform is unreachable.' };
  }
  if (res.ok) {
    const answer = parseAuthAnswer(await res.json().catch(() => null), now());
    if (!answer) {
      return { kind: 'failed', status: 502, code: 'upstream_invalid', message: 'The platform sent an unreadable refresh answer.' };
    }
    try {
      return { kind: 'refreshed', data: answer.session, seal: await sealSession(answer.session, request.secret) };
    } catch {
      return { kind: 'failed', status: 500, code: 'session_unsealable', message: 'The new session could not be sealed.' };
    }
  }
  const error = await readUpstreamError(res);
  if (res.status === 400 || res.status === 401 || res.status === 403) {
    return { kind: 'rejected', code: error.code, message: error.message };
  }
  if (res.status === 429) return { kind: 'failed', status: 429, code: error.code, message: error.message };
  return { kind: 'failed', status: 502, code: 'upstream_error', message: `The platform could not refresh the session (${res.status}).` };
}
