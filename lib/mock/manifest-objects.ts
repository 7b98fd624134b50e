import { defaultManifestFilename, parseManifest } from '@/lib/manifest';
import { repoOf } from './repo/context';
import { defaultHead } from './repo/repository';
import type { ProjectRecord } from './store';
import type { PlatformRuntime } from './runtime';

export interface DeclaredObjects {
  agents: string[];
  skills: string[];
  defaultAgent: string | null;
}

const NONE: DeclaredObjects = { agents: [], skills: [], defaultAgent: null };
const cache = new Map<string, DeclaredObjects>();

function skillNames(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

/** Agents and skills the default branch's manifest declares (skills: every name an agent's `skills` list holds). */
export function declaredObjects(rt: PlatformRuntime, project: ProjectRecord): DeclaredObjects {
  const head = defaultHead(repoOf(rt, project));
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) return NONE;
  const key = `${project.id}@${head.sha}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = parseManifest(head.tree.get(path) ?? '', { format: path === 'platform.toml' ? 'toml' : 'yaml' });
  let objects = NONE;
  if (result.ok && result.manifest) {
    const m = result.manifest as { agents?: unknown; default_agent?: unknown };
    const entries: Array<[string, { skills?: unknown }]> = Array.isArray(m.agents)
      ? (m.agents as Array<{ name?: unknown; skills?: unknown }>).filter((a) => typeof a.name === 'string').map((a) => [a.name as string, a])
      : Object.entries((m.agents ?? {}) as Record<string, { skills?: unknown }>);
    const agents = entries.map(([name]) => name);
    objects = {
      agents,
      skills: [...new Set(entries.flatMap(([, a]) => skillNames(a?.skills)))],
      defaultAgent: typeof m.default_agent === 'string' ? m.default_agent : (agents[0] ?? null),
    };
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, objects);
  return objects;
}
