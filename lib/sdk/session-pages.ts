// Every session of a scope, page after page: shared by the list's query and the server's seed of the sessions page
// (a module without 'use client', so server code can call it).
import type { SessionSummary } from '@/lib/contract/types';
import type { Platform } from './platform-types';

export type SessionScope = 'mine' | 'project';

/** Sessions per list request; the list reads page after page (`after` = the last id) until one comes back short. */
export const SESSION_LIST_PAGE = 500;

/** Every session of a scope, read a page at a time (the platform pages them; thousands take a few requests). */
export async function readAllSessions(platform: Platform, projectId: string, scope: SessionScope, signal?: AbortSignal, limit = SESSION_LIST_PAGE): Promise<SessionSummary[]> {
  const all: SessionSummary[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await platform.project(projectId).sessions.list({ scope, limit, ...(after ? { after } : {}) }, { signal });
    all.push(...page);
    if (page.length < limit || page.length === 0) return all;
    after = page[page.length - 1].id;
  }
}
