import 'server-only';
import { defaultManifestFilename } from '@/lib/manifest';
import { NO_OBJECTS, declaredObjectsOf, type DeclaredObjects } from '@/lib/manifest/declared-objects';
import { repoOf } from './repo/context';
import { defaultHead } from './repo/repository';
import type { ProjectRecord } from './store';
import type { PlatformRuntime } from './runtime';

const cache = new Map<string, DeclaredObjects>();

/** What the default branch's manifest declares, cached per commit. */
export function declaredObjects(rt: Pick<PlatformRuntime, 'store'>, project: ProjectRecord): DeclaredObjects {
  const head = defaultHead(repoOf(rt, project));
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) return NO_OBJECTS;
  const key = `${project.id}@${head.sha}`;
  let objects = cache.get(key);
  if (!objects) {
    objects = declaredObjectsOf(head.tree.get(path) ?? '', path === 'platform.toml' ? 'toml' : 'yaml');
    if (cache.size > 200) cache.clear();
    cache.set(key, objects);
  }
  return objects;
}

/**
 * The manifest agent a new session belongs to: `claimed` when the project declares it, else the default agent (the
 * first declared one when the manifest names none). Null when the manifest declares no agent.
 */
export function sessionAgentFor(rt: Pick<PlatformRuntime, 'store'>, project: ProjectRecord, ...claimed: Array<string | undefined>): string | null {
  const declared = declaredObjects(rt, project);
  return claimed.find((name): name is string => typeof name === 'string' && declared.agents.includes(name)) ?? declared.defaultAgent;
}
