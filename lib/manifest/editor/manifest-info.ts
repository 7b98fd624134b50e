import { listSelectableAgents, type Manifest } from '@/lib/manifest';

export interface ManifestInfo {
  version: 1 | 2 | null;
  defaultAgent: string | null;
  /** Every declared agent, in file order. */
  agents: string[];
  /** Agents that may become the default: declared and enabled. */
  selectableAgents: string[];
  connectors: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the quick actions need from a parsed manifest. Never throws, whatever the data. */
export function manifestInfo(manifest: Manifest | unknown, version: 1 | 2 | null): ManifestInfo {
  const empty: ManifestInfo = { version, defaultAgent: null, agents: [], selectableAgents: [], connectors: [] };
  if (!isObject(manifest)) return empty;
  const agents = manifest.agents;
  const names = Array.isArray(agents)
    ? agents.flatMap((a) => (isObject(a) && typeof a.name === 'string' ? [a.name] : []))
    : isObject(agents)
      ? Object.keys(agents)
      : [];
  const connectors = Array.isArray(manifest.connectors)
    ? manifest.connectors.flatMap((c) => (isObject(c) && typeof c.slug === 'string' ? [c.slug] : []))
    : [];
  return {
    version,
    defaultAgent: typeof manifest.default_agent === 'string' ? manifest.default_agent : null,
    agents: names,
    selectableAgents: version === 2 ? listSelectableAgents(manifest as Manifest) : [],
    connectors,
  };
}
