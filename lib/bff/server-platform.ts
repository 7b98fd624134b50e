// For server components: the platform as the signed-in user, through the BFF's upstream (token from the sealed
// cookie, never sent to the browser). Reads here are for a page's frame (its title, a 403 or 404 status); any
// problem (no session, an expiring token, a slow platform) answers `unknown` and the page renders as usual.
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ApiError, createPlatform, type Platform } from '@/lib/sdk';
import { getBff } from './context';
import { readSessionFromCookieStore } from './session';

const READ_TIMEOUT_MS = 1500;
// A token this close to expiry is left to the BFF proxy, which refreshes it and re-seals the cookie.
const MIN_TOKEN_LIFE_MS = 60_000;

export type ServerRead<T> = { kind: 'ok'; value: T } | { kind: 'forbidden' } | { kind: 'missing' } | { kind: 'unknown' };

/** The platform as the signed-in user, or null without a session or with a token about to expire. */
export async function serverPlatform(): Promise<Platform | null> {
  const bff = getBff();
  const session = await readSessionFromCookieStore(await cookies(), bff.config.sessionSecret);
  if (!session || session.expiresAt * 1000 - bff.now() < MIN_TOKEN_LIFE_MS) return null;
  return createPlatform({
    backendUrl: 'http://upstream.invalid/v1',
    getToken: () => session.accessToken,
    clientSource: 'web',
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return bff.upstream(url.pathname + url.search, init ?? {});
    },
  });
}

/** `answer`, or `fallback` when it rejects or takes longer than `ms`: a slow platform never holds a page back. */
export async function withinServerBudget<T>(answer: Promise<T>, fallback: T, ms = READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([answer.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function serverRead<T>(read: (platform: Platform) => Promise<T>): Promise<ServerRead<T>> {
  const unknown: ServerRead<T> = { kind: 'unknown' };
  try {
    const platform = await serverPlatform();
    if (!platform) return unknown;
    const answer = read(platform).then(
      (value): ServerRead<T> => ({ kind: 'ok', value }),
      (error: unknown): ServerRead<T> => {
        if (error instanceof ApiError && error.status === 403 && error.code !== 'feature_disabled') return { kind: 'forbidden' };
        if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
        return unknown;
      },
    );
    return await withinServerBudget(answer, unknown);
  } catch {
    return unknown;
  }
}

/** The project as the signed-in user sees it; one upstream call per request (layout and metadata share it). */
export const readProjectForPage = cache((projectId: string) => serverRead((p) => p.project(projectId).get()));

/** The project's detail (permissions, counts) for the pages and layouts that render from it; they share one read. */
export const readProjectDetailForPage = cache((projectId: string) => serverRead((p) => p.project(projectId).detail()));

/** A session's record for its page title. */
export const readSessionForPage = cache((projectId: string, sessionId: string) => serverRead((p) => p.session(projectId, sessionId).get()));

/** The account as the signed-in user sees it (its layout and pages share the read). */
export const readAccountForPage = cache((accountId: string) => serverRead((p) => p.accounts.get(accountId)));

/** The account's billing state for its pages: 403 for a member without the billing permission. */
export const readBillingForPage = cache((accountId: string) => serverRead((p) => p.billing.accountStateMinimal(accountId)));
