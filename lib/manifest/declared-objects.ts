import { parseManifest } from './parse';

export interface DeclaredObjects {
  agents: string[];
  skills: string[];
  defaultAgent: string | null;
}

export const NO_OBJECTS: DeclaredObjects = { agents: [], skills: [], defaultAgent: null };

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** Agents a manifest declares, and the skills its agents name (`all`/`none` are not skill names). Never throws. */
export function declaredObjectsOf(source: string, format: 'yaml' | 'toml'): DeclaredObjects {
  const result = parseManifest(source, { format });
  if (!result.ok || !result.manifest) return NO_OBJECTS;
  const m = result.manifest as { agents?: unknown; default_agent?: unknown };
  const entries: Array<[string, { skills?: unknown }]> = Array.isArray(m.agents)
    ? (m.agents as Array<{ name?: unknown; skills?: unknown }>).filter((a) => typeof a?.name === 'string').map((a) => [a.name as string, a])
    : Object.entries((m.agents ?? {}) as Record<string, { skills?: unknown }>);
  const agents = entries.map(([name]) => name);
  return {
    agents,
    skills: [...new Set(entries.flatMap(([, a]) => names(a?.skills)))],
    defaultAgent: typeof m.default_agent === 'string' ? m.default_agent : (agents[0] ?? null),
  };
}
