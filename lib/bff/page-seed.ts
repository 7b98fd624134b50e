// Server side of the list pages: the reads their first screen needs, made with the signed-in user's token through the
// BFF's upstream and handed to react-query's cache (QuerySeed) under the keys the client hooks use, so the
// list is in the HTML (its largest paint at first paint) instead of fetched after hydration. Any problem (no session,
// an expiring token, an error, a slow platform) seeds nothing for that read and the client fetches as usual.
import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { Platform } from '@/lib/sdk';
import { accountKeys, projectKeys, sessionKeys } from '@/lib/sdk/react/keys';
import { readAllSessions, type SessionScope } from '@/lib/sdk/session-pages';
import { getBff } from './context';
import { readAccountForPage, readProjectDetailForPage, serverPlatform, withinServerBudget, type ServerRead } from './server-platform';

export interface PageSeed {
  state: DehydratedState;
  /** When the reads were made: the list's "now" for relative times, identical on the server and in the browser. */
  at: number;
}

export type Entry = readonly [key: readonly unknown[], read: (platform: Platform) => Promise<unknown>];

export async function seed(entries: (platform: Platform) => Promise<Entry[]> | Entry[]): Promise<PageSeed | null> {
  try {
    const platform = await serverPlatform();
    if (!platform) return null;
    const at = getBff().now();
    const client = new QueryClient();
    const answers = await withinServerBudget(
      Promise.resolve(entries(platform)).then((list) => Promise.all(list.map(async ([key, read]) => [key, await read(platform).catch(() => undefined)] as const))),
      [],
    );
    for (const [key, data] of answers) if (data !== undefined) client.setQueryData(key, data, { updatedAt: at });
    return { state: dehydrate(client), at };
  } catch {
    return null;
  }
}

/** The sessions page: the project's detail (permissions, name) and the list of the scope the URL asks for. */
export function seedSessionsPage(projectId: string, scope: SessionScope): Promise<PageSeed | null> {
  return seed(() => [
    [projectKeys.overview(projectId), (p) => p.project(projectId).detail()],
    [sessionKeys.list(projectId, scope), (p) => readAllSessions(p, projectId, scope)],
  ]);
}

/** One read the request already makes (the layouts' and metadata's cached reads), handed to the cache under `key`. */
async function seedRead<T>(key: readonly unknown[], read: Promise<ServerRead<T>>): Promise<PageSeed | null> {
  const answer = await read;
  if (answer.kind !== 'ok') return null;
  const at = getBff().now();
  const client = new QueryClient();
  client.setQueryData(key, answer.value, { updatedAt: at });
  return { state: dehydrate(client), at };
}

/** A project's detail (its permissions decide which tabs a section shows), for a layout whose tabs render on the server. */
export function seedProjectDetail(projectId: string): Promise<PageSeed | null> {
  return seedRead(projectKeys.overview(projectId), readProjectDetailForPage(projectId));
}

/** An account's detail (its name and the caller's role): the same read the account layout makes. */
export function seedAccountDetail(accountId: string): Promise<PageSeed | null> {
  return seedRead(accountKeys.detail(accountId), readAccountForPage(accountId));
}

/** The projects page: the user's accounts and the projects of each (the chosen account lives in the browser). */
export function seedProjectsPage(): Promise<PageSeed | null> {
  return seed(async (platform) => {
    const accounts = await platform.accounts.list();
    return [
      [accountKeys.list(), async () => accounts],
      ...accounts.map((a): Entry => [projectKeys.list(a.id), (p) => p.projects.list({ accountId: a.id })]),
    ];
  });
}
