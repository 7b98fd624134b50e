// Server side of the project overview: every read its first screen shows, handed to react-query's cache under the
// keys its hooks use, so the figures, the recent sessions, the agents and the people are in the HTML (the page's
// largest paint at first paint, no layout shift when answers arrive) and nothing is fetched again after hydration.
// The manifest's agents are parsed here too, so the browser loads no manifest parser for the version it was sent.
import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { ProjectDetail } from '@/lib/contract/types';
import type { FileContent, FileEntry } from '@/lib/contract/types-repo';
import { declaredObjectsOf } from '@/lib/manifest/declared-objects';
import type { DeclaredObjectsSeed } from '@/lib/manifest/declared-objects-shape';
import { defaultManifestFilename } from '@/lib/manifest/filename';
import type { Platform } from '@/lib/sdk';
import { gatewayKeys, projectKeys, repoKeys, sessionKeys } from '@/lib/sdk/react/keys';
import { iamKeys } from '@/lib/sdk/react/iam-keys';
import { readAllSessions } from '@/lib/sdk/session-pages';
import { SPEND_PERIOD_DAYS } from '@/lib/sessions/list/overview';
import { seed, type Entry, type PageSeed } from '../page-seed';
import { readProjectDetailForPage } from '../server-platform';

/**
 * The reads of the overview for a caller whose project detail is `detail`, started at once: what the caller may not
 * read is not asked for (a member's overview never requests the gateway or the members list). Waits only for the
 * repository's listing, which names the manifest file to read.
 */
export async function overviewEntries(platform: Platform, projectId: string, detail: ProjectDetail): Promise<Entry[]> {
  const project = platform.project(projectId);
  const may = (permission: string) => detail.permissions.includes(permission);
  const sessions = readAllSessions(platform, projectId, 'mine');
  const members = may('project.members.read') ? project.access.list() : null;
  const spend = may('project.gateway.spend.read') ? project.gateway.overview(SPEND_PERIOD_DAYS, {}) : null;
  for (const read of [sessions, members, spend]) read?.catch(() => undefined);
  const entries: Entry[] = [
    [projectKeys.overview(projectId), async () => detail],
    [sessionKeys.list(projectId, 'mine'), () => sessions],
  ];
  if (members) entries.push([iamKeys.projectPart(projectId, 'members'), () => members]);
  if (spend) entries.push([gatewayKeys.aggregate(projectId, 'overview', { days: SPEND_PERIOD_DAYS }), () => spend]);
  const files = await project.files.list().catch(() => null);
  if (!files) return entries;
  entries.push([repoKeys.files(projectId), async () => files]);
  const path = defaultManifestFilename(files.map((f) => f.path));
  if (path) entries.push([repoKeys.file(projectId, path), () => project.files.read(path)]);
  return entries;
}

function seeded<T>(state: DehydratedState, key: readonly unknown[]): T | undefined {
  const hash = JSON.stringify(key);
  return state.queries.find((q) => JSON.stringify(q.queryKey) === hash)?.state.data as T | undefined;
}

/** The manifest's declared objects, parsed from the manifest file a seed holds (null when it holds none). */
export function declaredFromSeed(state: DehydratedState, projectId: string): DeclaredObjectsSeed | null {
  const files = seeded<FileEntry[]>(state, repoKeys.files(projectId));
  const path = files ? defaultManifestFilename(files.map((f) => f.path)) : null;
  const file = path ? seeded<FileContent>(state, repoKeys.file(projectId, path)) : undefined;
  if (!path || !file) return null;
  return { path, sha: file.sha, objects: declaredObjectsOf(file.content, path === 'platform.toml' ? 'toml' : 'yaml') };
}

export interface ProjectOverviewSeed {
  seed: PageSeed | null;
  declared: DeclaredObjectsSeed | null;
}

/** The overview's first screen, read as the signed-in user; nothing seeded on any problem (the client reads as usual). */
export async function seedProjectOverview(projectId: string): Promise<ProjectOverviewSeed> {
  const state = await seed(async (platform) => {
    // The request's cached read of the detail (the layouts that read it share it): one upstream call.
    const detail = await readProjectDetailForPage(projectId);
    return detail.kind === 'ok' ? overviewEntries(platform, projectId, detail.value) : [];
  });
  return { seed: state, declared: state ? declaredFromSeed(state.state, projectId) : null };
}
