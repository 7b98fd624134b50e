// Calls the platform with the session's bearer token: refresh first when the token is about to expire,
// refresh and retry once when the platform answers 401.
import 'server-only';
import type { Bff } from './context';
import { jsonError } from './errors';
import type { RefreshOutcome } from './refresh';
import type { SessionData } from './session';
import { timedUpstream, unreachableAnswer } from './upstream-deadline';

/** Refresh when the access token expires within this window. */
export const REFRESH_AHEAD_MS = 60_000;

export interface CallMeta {
  clientIp: string | null;
  requestId: string;
}

/** What callWithSession reads of the platform's answer: a Response, or the proxy's answer read whole. */
export interface PlatformAnswer {
  status: number;
  body: ReadableStream<Uint8Array> | null;
}

export type SessionCallResult<Answer extends PlatformAnswer = Response> =
  /** The platform's answer; `seal` is set when the tokens were refreshed on the way. */
  | { ok: true; res: Answer; seal: string | null; session: SessionData }
  /** An answer made by the BFF; `endSession` means the cookie must be cleared. */
  | { ok: false; res: Response; endSession: boolean };

function refreshFailure(outcome: Exclude<RefreshOutcome, { kind: 'refreshed' }>): SessionCallResult<never> {
  if (outcome.kind === 'rejected') {
    return {
      ok: false,
      endSession: true,
      res: jsonError(401, 'unauthorized', 'Your session has ended. Sign in again.', { reason: outcome.code }),
    };
  }
  return { ok: false, endSession: false, res: jsonError(outcome.status, outcome.code, outcome.message) };
}

/** The call threw: 504 `upstream_timeout` past the deadline, else 502 `upstream_unavailable`. */
function unavailable(error: unknown): SessionCallResult<never> {
  return { ok: false, endSession: false, res: unreachableAnswer(error) };
}

export async function callWithSession<Answer extends PlatformAnswer = Response>(
  bff: Bff,
  start: SessionData,
  meta: CallMeta,
  send: (accessToken: string) => Promise<Answer>,
): Promise<SessionCallResult<Answer>> {
  let session = start;
  let seal: string | null = null;
  // The refresh runs under the same timeout as every other platform call of the BFF.
  const refresh = () => bff.refresher.refresh(start.refreshToken, { upstream: timedUpstream(bff), secret: bff.config.sessionSecret, ...meta });

  const expiresInMs = session.expiresAt * 1000 - bff.now();
  if (expiresInMs < REFRESH_AHEAD_MS) {
    const outcome = await refresh();
    if (outcome.kind === 'refreshed') {
      session = outcome.data;
      seal = outcome.seal;
    } else if (outcome.kind === 'rejected' || expiresInMs <= 0) {
      return refreshFailure(outcome);
    }
    // A transient failure while the old token is still valid: carry on with it.
  }

  let res: Answer;
  try {
    res = await send(session.accessToken);
  } catch (error) {
    return unavailable(error);
  }
  if (res.status !== 401 || seal !== null) return { ok: true, res, seal, session };

  await res.body?.cancel().catch(() => undefined);
  const outcome = await refresh();
  if (outcome.kind !== 'refreshed') return refreshFailure(outcome);
  session = outcome.data;
  seal = outcome.seal;
  try {
    res = await send(session.accessToken);
  } catch (error) {
    return unavailable(error);
  }
  return { ok: true, res, seal, session };
}
