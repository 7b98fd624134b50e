// Server side of the session page: the first screen's data, read with the signed-in user's token
// through the BFF's upstream, so the page arrives with its newest turns (no client round trip
// before the first turns show). Any problem (no session, a token about to expire, an error, a
// slow platform) gives null and the client fetches as usual; a session the platform says is missing (404) or closed
// to the caller (403) gives that answer, so the page can reply with the same HTTP status.
import 'server-only';
import { ApiError } from '@/lib/sdk';
import type { SessionPrefetch } from '@/lib/timeline/session-prefetch';
import { getBff } from './context';
import { readSessionForPage, serverPlatform, withinServerBudget } from './server-platform';

/** Enough messages for the first screen; older ones page in on the client. */
export const PREFETCH_MESSAGES = 60;

export type SessionPrefetchResult = SessionPrefetch | { refused: 404 | 403 } | null;

function refusal(error: unknown): { refused: 404 | 403 } | null {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? { refused: error.status } : null;
}

export async function prefetchSession(projectId: string, sessionId: string): Promise<SessionPrefetchResult> {
  try {
    const platform = await serverPlatform();
    if (!platform) return null;
    const bff = getBff();
    const handle = platform.session(projectId, sessionId);
    // The record is the one the page title read (React's per-request cache), so the session is read once.
    const data: Promise<SessionPrefetchResult> = Promise.all([readSessionForPage(projectId, sessionId), handle.status(), handle.messages({ limit: PREFETCH_MESSAGES })]).then(
      ([read, status, page]): SessionPrefetchResult => {
        if (read.kind === 'missing') return { refused: 404 };
        if (read.kind === 'forbidden') return { refused: 403 };
        return read.kind === 'ok' ? { info: read.value, status, page, at: bff.now() } : null;
      },
      refusal,
    );
    return await withinServerBudget(data, null);
  } catch {
    return null;
  }
}
