export interface ToolPolicy {
  /** A tool name or a glob over tool names (`refund_*`). */
  match: string;
  action: 'always_run' | 'require_approval' | 'block';
}

export interface Connection {
  id: string;
  connector: string;
  status: 'active' | 'revoked';
  /** Whose credential it holds: the project's (shared). */
  scope: 'project';
}

export interface ConnectorInfo {
  slug: string;
  name: string;
  provider: string;
  /** Agents whose manifest `connectors` list (or `all`) includes it. */
  agents: string[];
  /** Agents that cannot start a session without it (`connectors_required`). */
  required_by: string[];
  connection: Connection;
}

export interface CatalogEntry {
  provider: string;
  name: string;
  description: string;
}
