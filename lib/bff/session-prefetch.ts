// Server side of the session page: the first screen's data, read with the signed-in user's token
// through the BFF's upstream, so the page arrives with its newest turns (no client round trip
// before the first turns show). Any problem (no session, a token about to expire, an error, a
// slow platform) gives null and the client fetches as usual; a session the platform says is missing (404) or closed
// to the caller (403) gives that answer, so the page can reply with the same HTTP status.
import 'server-only';
import { cookies } from 'next/headers';
import { ApiError, createPlatform } from '@/lib/sdk';
import type { SessionPrefetch } from '@/lib/timeline/session-prefetch';
import { getBff } from './context';
import { readSessionFromCookieStore } from './session';

/** Enough messages for the first screen; older ones page in on the client. */
export const PREFETCH_MESSAGES = 60;
const PREFETCH_TIMEOUT_MS = 1500;
// A token this close to expiry is left to the BFF proxy, which refreshes it and re-seals the cookie.
const MIN_TOKEN_LIFE_MS = 60_000;

export type SessionPrefetchResult = SessionPrefetch | { refused: 404 | 403 } | null;

function refusal(error: unknown): { refused: 404 | 403 } | null {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? { refused: error.status } : null;
}

export async function prefetchSession(projectId: string, sessionId: string): Promise<SessionPrefetchResult> {
  try {
    const bff = getBff();
    const session = await readSessionFromCookieStore(await cookies(), bff.config.sessionSecret);
    if (!session || session.expiresAt * 1000 - bff.now() < MIN_TOKEN_LIFE_MS) return null;
    const platform = createPlatform({
      backendUrl: 'http://upstream.invalid/v1',
      getToken: () => session.accessToken,
      clientSource: 'web',
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return bff.upstream(url.pathname + url.search, init ?? {});
      },
    });
    const handle = platform.session(projectId, sessionId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PREFETCH_TIMEOUT_MS);
    });
    const data: Promise<SessionPrefetchResult> = Promise.all([handle.get(), handle.status(), handle.messages({ limit: PREFETCH_MESSAGES })]).then(
      ([info, status, page]) => ({ info, status, page, at: bff.now() }),
      refusal,
    );
    const result = await Promise.race([data, timeout]);
    clearTimeout(timer);
    data.catch(() => {});
    return result;
  } catch {
    return null;
  }
}
