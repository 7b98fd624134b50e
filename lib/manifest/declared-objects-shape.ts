// What a manifest declares, without the parser: client code can name these without loading yaml, toml and zod.
export interface AgentFacts {
  enabled: boolean;
  /** `all`, `none`, or the connector slugs the agent may use. */
  connectors: 'all' | 'none' | string[];
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
  connectorFacts: Record<string, { name: string; provider: string; policies: unknown[] }>;
}

export const NO_OBJECTS: DeclaredObjects = { agents: [], skills: [], defaultAgent: null, agentFacts: {}, connectors: [], connectorFacts: {} };

/** What a server page parsed from one version of the manifest, so the browser needs no parser for that version. */
export interface DeclaredObjectsSeed {
  path: string;
  /** The file's blob sha: the seed stands for this version only. */
  sha: string;
  objects: DeclaredObjects;
}
