import { parseManifest } from './parse';

export interface AgentFacts {
  enabled: boolean;
  connectorsRequired: string[];
  /** `all`, `none`, or the names the agent may read. */
  secrets: 'all' | 'none' | string[];
}

export interface DeclaredObjects {
  agents: string[];
  skills: string[];
  defaultAgent: string | null;
  agentFacts: Record<string, AgentFacts>;
  connectors: string[];
}

export const NO_OBJECTS: DeclaredObjects = { agents: [], skills: [], defaultAgent: null, agentFacts: {}, connectors: [] };

function facts(agent: Record<string, unknown>): AgentFacts {
  const secrets = agent.secrets === 'all' || agent.secrets === 'none' ? agent.secrets : names(agent.secrets);
  return { enabled: agent.enabled !== false, connectorsRequired: [...names(agent.connectors_required), ...names(agent.connectors_personal)], secrets: secrets as AgentFacts['secrets'] };
}

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** Agents a manifest declares, and the skills its agents name (`all`/`none` are not skill names). Never throws. */
export function declaredObjectsOf(source: string, format: 'yaml' | 'toml'): DeclaredObjects {
  const result = parseManifest(source, { format });
  if (!result.ok || !result.manifest) return NO_OBJECTS;
  const m = result.manifest as { agents?: unknown; default_agent?: unknown; connectors?: unknown };
  const entries: Array<[string, { skills?: unknown }]> = Array.isArray(m.agents)
    ? (m.agents as Array<{ name?: unknown; skills?: unknown }>).filter((a) => typeof a?.name === 'string').map((a) => [a.name as string, a])
    : Object.entries((m.agents ?? {}) as Record<string, { skills?: unknown }>);
  const agents = entries.map(([name]) => name);
  const connectors = Array.isArray(m.connectors)
    ? (m.connectors as Array<{ slug?: unknown; name?: unknown }>).map((c) => String(c?.slug ?? c?.name ?? '')).filter(Boolean)
    : Object.keys((m.connectors ?? {}) as object);
  return {
    agents,
    skills: [...new Set(entries.flatMap(([, a]) => names(a?.skills)))],
    defaultAgent: typeof m.default_agent === 'string' ? m.default_agent : (agents[0] ?? null),
    agentFacts: Object.fromEntries(entries.map(([name, a]) => [name, facts((a ?? {}) as Record<string, unknown>)])),
    connectors,
  };
}
