import { NO_OBJECTS, type AgentFacts, type DeclaredObjects } from './declared-objects-shape';
import { parseManifest } from './parse';

export { NO_OBJECTS, type AgentFacts, type DeclaredObjects } from './declared-objects-shape';

function facts(agent: Record<string, unknown>): AgentFacts {
  const secrets = agent.secrets === 'all' || agent.secrets === 'none' ? agent.secrets : names(agent.secrets);
  const connectors = agent.connectors === 'all' || agent.connectors === 'none' ? agent.connectors : names(agent.connectors);
  return { enabled: agent.enabled !== false, connectors: connectors as AgentFacts['connectors'], connectorsRequired: [...names(agent.connectors_required), ...names(agent.connectors_personal)], secrets: secrets as AgentFacts['secrets'] };
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
  const connectorEntries: Array<[string, Record<string, unknown>]> = Array.isArray(m.connectors)
    ? (m.connectors as Array<Record<string, unknown>>).map((c): [string, Record<string, unknown>] => [String(c?.slug ?? c?.name ?? ''), c ?? {}]).filter(([slug]) => Boolean(slug))
    : Object.entries((m.connectors ?? {}) as Record<string, Record<string, unknown>>);
  const connectors = connectorEntries.map(([slug]) => slug);
  return {
    agents,
    skills: [...new Set(entries.flatMap(([, a]) => names(a?.skills)))],
    defaultAgent: typeof m.default_agent === 'string' ? m.default_agent : (agents[0] ?? null),
    agentFacts: Object.fromEntries(entries.map(([name, a]) => [name, facts((a ?? {}) as Record<string, unknown>)])),
    connectors,
    connectorFacts: Object.fromEntries(
      connectorEntries.map(([slug, c]) => [slug, { name: typeof c?.name === 'string' ? c.name : slug, provider: typeof c?.provider === 'string' ? c.provider : 'custom', policies: Array.isArray(c?.policies) ? c.policies : [] }]),
    ),
  };
}
