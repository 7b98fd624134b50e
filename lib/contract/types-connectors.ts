export type ToolAction = 'always_run' | 'require_approval' | 'block';

export interface ToolPolicy {
  /** A tool name or a glob over tool names (`refund_*`). */
  match: string;
  action: ToolAction;
}

/**
 * A project tool policy (`p.policies`): one agent (or `*`, every agent) and a glob over flattened tool names
 * (`payments.refund_*`). The most specific rule wins: an agent's own rule, then a `*` rule, then the connector's
 * policies, then `always_run` (lib/connectors/tool-policy.ts).
 */
export interface ProjectToolPolicy {
  agent: string;
  tool: string;
  action: ToolAction;
}

export type ConnectionStatus = 'active' | 'revoked';

export interface Connection {
  id: string;
  connector: string;
  /** The spec's states table: active, or revoked (denied) until activated. */
  status: ConnectionStatus;
  /** Whose credential it holds: the project's (shared), or each user's (authorization strategy `user`). */
  scope: 'project' | 'user';
  /** Whether a credential is stored for it (never the credential itself). */
  credential: 'set' | 'missing';
  /** The kind of credential stored, when set. */
  credential_kind?: 'api_key' | 'oauth';
  credential_updated_at?: string | null;
}

export type CredentialMode = 'shared' | 'personal';
export type ConnectorAuth = 'api_key' | 'oauth' | 'none';

export interface ConnectorInfo {
  slug: string;
  name: string;
  provider: string;
  /** The catalog app it was added from, if any. */
  app?: string;
  /** `manifest`: declared in the manifest; `api`: added through the API (console, SDK). */
  source: 'manifest' | 'api';
  auth: ConnectorAuth;
  sensitive: boolean;
  authorization_strategy: 'project' | 'user';
  credential_mode: CredentialMode;
  /** Agents whose manifest `connectors` list (or `all`) includes it. */
  agents: string[];
  /** Agents that cannot start a session without it (`connectors_required`). */
  required_by: string[];
  tools: number;
  synced_at: string | null;
  connection: Connection;
}

export interface CatalogEntry {
  /** Catalog id (an app id, or a provider kind for a custom connector). */
  id: string;
  provider: string;
  name: string;
  description: string;
  /** How it is authorized: an API key, the demo OAuth consent, or nothing. */
  auth: ConnectorAuth;
  /** The flattened action names it brings (custom kinds: those of their generic tool). */
  actions: string[];
  /** Custom kinds need the manifest field named here (url, endpoint, base_url). */
  needs?: string;
}

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, { type: 'string' | 'integer' | 'number' | 'boolean'; description?: string; enum?: string[]; minimum?: number; maximum?: number; maxLength?: number; format?: string }>;
  required: string[];
  additionalProperties: false;
}

export type ToolSensitivity = 'read' | 'write' | 'destructive';

export interface ToolInfo {
  /** `<connector>.<action>`. */
  name: string;
  connector: string;
  action: string;
  description: string;
  sensitivity: ToolSensitivity;
  /** The connector is marked sensitive: its outputs are treated as sensitive data. */
  sensitive_connector: boolean;
}

export interface ToolDescription extends ToolInfo {
  input_schema: JsonSchemaObject;
  /** The tool policy that applies to a call from the console (no agent). */
  policy: ToolAction;
}

export interface ToolCallResult {
  tool: string;
  /** The connector's answer: a JSON object; `success: false` marks a failed call (the client shows it as an error). */
  output: Record<string, unknown> & { success: boolean };
  duration_ms: number;
  policy: ToolAction;
}

export interface AttachmentHandle {
  /** Opaque: pass it as a tool argument; its bytes are never served back. */
  handle: string;
  name: string;
  content_type: string;
  size: number;
  expires_at: string;
}

export interface CredentialCheck {
  valid: boolean;
  /** Why a key was refused, in words a person understands. */
  reason?: string;
}

export interface AuthDiscovery {
  /** Methods the target accepts, preferred first. */
  methods: ConnectorAuth[];
  recommended: ConnectorAuth;
  /** What the console should ask for. */
  hint: string;
}

export interface ManagedConnectStart {
  connect_id: string;
  app: string;
  /** The demo OAuth provider's consent page (a console path). */
  authorize_url: string;
  expires_at: string;
}

export interface ManagedConnectResult {
  status: 'connected' | 'denied';
  connector?: ConnectorInfo;
}

export interface SyncResult {
  synced: Array<{ slug: string; tools: number }>;
  at: string;
}

export interface ReconcileResult {
  connections: Connection[];
  /** Revocations of connectors that no longer exist, dropped. */
  removed: string[];
}

export type SetupLinkKind = 'secret' | 'connector';
export type SetupLinkStatus = 'pending' | 'used' | 'expired' | 'revoked';

export interface SetupLink {
  id: string;
  kind: SetupLinkKind;
  /** The one secret name or connector slug the link may set. */
  name: string;
  note: string;
  status: SetupLinkStatus;
  created_at: string;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
}

export interface SetupLinkCreated {
  link: SetupLink;
  /** Shown once: the console path a recipient opens (`/setup/<token>`). */
  path: string;
  token: string;
}

/** What a signed-out recipient sees before entering the value. */
export interface SetupLinkView {
  kind: SetupLinkKind;
  name: string;
  project_name: string;
  note: string;
  status: SetupLinkStatus;
  expires_at: string;
  /** For a connector link: how it is authorized (the recipient enters an API key or allows the demo consent). */
  auth?: ConnectorAuth;
  connector_name?: string;
}

export interface ConnectStatus {
  managed_connect: { available: boolean; provider: string; apps: number };
  pending: number;
}

export interface PlatformConfig {
  platform: 'embedded';
  features: Record<string, boolean>;
  limits: { attachment_max_bytes: number; setup_link_max_ttl_seconds: number; connector_headers_max: number; tool_policies_max: number };
  managed_connect: boolean;
}

export interface ConnectorConfig {
  limits: { attachment_max_bytes: number; attachment_ttl_seconds: number; argument_preview_max_chars: number };
  credential_modes: CredentialMode[];
  manifest_version: 1 | 2 | null;
  demo_key_format: string;
}
