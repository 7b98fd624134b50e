import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/manifest/rules';
import { DELETE, GET, PATCH, POST, PUT } from '../define';
import type { ConnectorDiscoverItem, ListPage } from '../types';
import { SECRET_NAME_PATTERN } from '../secret-name';
import { publicHttpsUrl } from '../public-url';
import type {
  AttachmentHandle,
  AuthDiscovery,
  CatalogEntry,
  Connection,
  ConnectorConfig,
  ConnectorInfo,
  ManagedConnectResult,
  ManagedConnectStart,
  ProjectToolPolicy,
  ReconcileResult,
  SetupLink,
  SetupLinkCreated,
  SyncResult,
  ToolCallResult,
  ToolDescription,
  ToolInfo,
  ToolPolicy,
} from '../types-connectors';

/** Attachments: the embedded platform's stated limit (the spec leaves upload limits unstated). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Setup links live from 5 minutes to 7 days (default 1 day). */
export const SETUP_LINK_TTL = { min: 300, max: 7 * 86_400, default: 86_400 } as const;
export const TOOL_POLICIES_MAX = 200;

const slug = z.string().regex(SLUG_PATTERN, 'a slug: lower-case letters, digits, - and _, starting with a letter or digit, at most 128 characters');
const toolAction = z.enum(['always_run', 'require_approval', 'block']);
/** A credential value: sent once, never answered back. */
const credentialValue = z.string().min(1).max(4096);
const toolArgs = z.record(z.string(), z.unknown());
const ttl = z.number().int().min(SETUP_LINK_TTL.min).max(SETUP_LINK_TTL.max).optional();
const note = z.string().max(200).optional();

/** `p.connectors`: catalog, tools, connector administration, connections, discovery and managed connect. */
export const projectConnectorOps = {
  catalog: GET<CatalogEntry[]>()('/projects/{projectId}/connectors/catalog', 'Apps and connector kinds that can be added'),
  tools: GET<ToolInfo[]>()('/projects/{projectId}/connectors/tools', 'Flattened <connector>.<action> tools of every connector'),
  search: GET<ToolInfo[]>()('/projects/{projectId}/connectors/search', 'Search tools by name and description', {
    input: z.object({ query: z.string().min(1).max(200), connector: z.string().min(1).optional(), limit: z.coerce.number().int().min(1).max(100).optional() }).strict(),
    args: ['query', '$input'],
  }),
  describe: GET<ToolDescription>()('/projects/{projectId}/connectors/tools/{tool}', 'Describe a tool: input schema, description, sensitivity'),
  call: POST<ToolCallResult>()('/projects/{projectId}/connectors/tools/{tool}/call', 'Call a tool (simulated; success: false marks a failed call)', {
    input: z.object({ args: toolArgs.optional() }).strict(),
    args: ['args'],
  }),
  uploadAttachment: POST<AttachmentHandle>()('/projects/{projectId}/connectors/attachments', `Upload an attachment (base64 content, at most ${ATTACHMENT_MAX_BYTES} bytes); returns an opaque handle`, {
    input: z.object({ content: z.string().min(1), name: z.string().min(1).max(255), content_type: z.string().min(1).max(127).optional() }).strict(),
    args: ['content', '$input'],
  }),
  list: GET<ConnectorInfo[]>()('/projects/{projectId}/connectors', 'Connectors (declared in the manifest or added through the API), with their connection and the agents using them'),
  config: GET<ConnectorConfig>()('/projects/{projectId}/connectors/config', 'Connector limits and the credential modes the manifest version allows'),
  create: POST<ConnectorInfo>()('/projects/{projectId}/connectors', 'Add a connector (from a catalog app, or a custom one checked by the manifest connector rules)', {
    input: z
      .object({
        app: z.string().min(1).optional(),
        slug: slug.optional(),
        name: z.string().min(1).max(128).optional(),
        connector: z.record(z.string(), z.unknown()).optional(),
        api_key: credentialValue.optional(),
        sensitive: z.boolean().optional(),
      })
      .strict(),
  }),
  auth: {
    discover: POST<AuthDiscovery>()('/projects/{projectId}/connectors/auth/discover', 'How a catalog app or a URL is authorized', {
      input: z.object({ app: z.string().min(1).optional(), url: publicHttpsUrl.optional() }).strict(),
    }),
  },
  remove: DELETE<void>()('/projects/{projectId}/connectors/{slug}', 'Remove a connector added through the API (its credential, connection and policies go with it)'),
  sync: POST<SyncResult>()('/projects/{projectId}/connectors/sync', 'Re-read the tools of every connector (or one)', {
    input: z.object({ slug: z.string().min(1).optional() }).strict(),
  }),
  setName: PATCH<ConnectorInfo>()('/projects/{projectId}/connectors/{slug}/name', 'Rename', { input: z.object({ name: z.string().trim().min(1).max(128) }).strict(), args: ['name'] }),
  setSensitive: PATCH<ConnectorInfo>()('/projects/{projectId}/connectors/{slug}/sensitive', 'Mark sensitive', { input: z.object({ sensitive: z.boolean() }).strict(), args: ['sensitive'] }),
  setAuthorizationStrategy: PUT<ConnectorInfo>()('/projects/{projectId}/connectors/{slug}/authorization-strategy', 'project or user', {
    input: z.object({ strategy: z.enum(['project', 'user']) }).strict(),
    args: ['strategy'],
  }),
  setCredentialMode: PUT<ConnectorInfo>()('/projects/{projectId}/connectors/{slug}/credential-mode', 'Credential mode (platform_version 2 allows only shared)', {
    input: z.object({ mode: z.enum(['shared', 'personal']) }).strict(),
    args: ['mode'],
  }),
  setCredential: PUT<ConnectorInfo>()('/projects/{projectId}/connectors/{slug}/credential', 'Set a credential (write-only; checked, then stored encrypted)', {
    input: z.object({ api_key: credentialValue }).strict(),
    args: ['api_key'],
  }),
  policies: {
    get: GET<ToolPolicy[]>()('/projects/{projectId}/connectors/{slug}/policies', 'Tool policies'),
    set: PUT<ToolPolicy[]>()('/projects/{projectId}/connectors/{slug}/policies', 'Set tool policies (replaces them)', {
      input: z.object({ policies: z.array(z.object({ match: z.string().min(1).max(200), action: toolAction }).strict()).max(100) }).strict(),
      args: ['policies'],
    }),
  },
  connections: {
    list: GET<Connection[]>()('/projects/{projectId}/connections', 'Connections'),
    reconcile: POST<ReconcileResult>()('/projects/{projectId}/connections/reconcile', 'Reconcile connections with the connectors'),
    updateCredential: PUT<Connection>()('/projects/{projectId}/connections/{connectionId}/credential', "Replace a connection's credential (write-only)", {
      input: z.object({ api_key: credentialValue }).strict(),
      args: ['api_key'],
    }),
    revoke: POST<Connection>()('/projects/{projectId}/connections/{connectionId}/revoke', 'Revoke (deny) a connection'),
    activate: POST<Connection>()('/projects/{projectId}/connections/{connectionId}/activate', 'Restore a revoked connection'),
  },
  discover: {
    list: GET<ListPage<ConnectorDiscoverItem>>()('/projects/{projectId}/connectors/discover', 'Discover connectors (flag connector_discover)', {
      input: z.object({ query: z.string().optional(), cursor: z.string().optional() }).strict(),
      args: ['query', 'cursor'],
    }),
    detail: GET<ConnectorDiscoverItem>()('/projects/{projectId}/connectors/discover/{id}', 'One discoverable connector (flag connector_discover)'),
  },
  pipedream: {
    listApps: GET<CatalogEntry[]>()('/projects/{projectId}/connectors/managed/apps', 'Managed-connect apps (OAuth apps only)', {
      input: z.object({ query: z.string().max(200).optional() }).strict(),
    }),
    connect: POST<ManagedConnectStart>()('/projects/{projectId}/connectors/managed/connect', 'Start a managed connection: the answer names the demo consent page', {
      input: z.object({ app: z.string().min(1), slug: slug.optional(), name: z.string().min(1).max(128).optional() }).strict(),
    }),
    finalize: POST<ManagedConnectResult>()('/projects/{projectId}/connectors/managed/finalize', 'Finish a managed connection with the consent decision', {
      input: z.object({ connect_id: z.string().min(1), decision: z.enum(['allow', 'deny']) }).strict(),
    }),
  },
};

/** `p.policies`: per-agent tool policies of the project. */
export const projectPolicyOps = {
  list: GET<ProjectToolPolicy[]>()('/projects/{projectId}/policies', 'Per-agent tool policies of the project'),
  set: PUT<ProjectToolPolicy[]>()('/projects/{projectId}/policies', 'Replace the per-agent tool policies', {
    input: z
      .object({
        policies: z
          .array(z.object({ agent: z.union([z.literal('*'), slug]), tool: z.string().min(1).max(200), action: toolAction }).strict())
          .max(TOOL_POLICIES_MAX),
      })
      .strict(),
    args: ['policies'],
  }),
};

/** `p.setupLinks`: one-use links for a person without project access. */
export const projectSetupLinkOps = {
  requestSecret: POST<SetupLinkCreated>()('/projects/{projectId}/setup-links/secret', 'A link to enter one secret (single use, expiring)', {
    input: z.object({ name: z.string().regex(SECRET_NAME_PATTERN, 'an UPPER_SNAKE_CASE secret name'), note, expires_in_seconds: ttl }).strict(),
  }),
  requestConnector: POST<SetupLinkCreated>()('/projects/{projectId}/setup-links/connector', 'A link to connect one app (single use, expiring)', {
    input: z.object({ slug, note, expires_in_seconds: ttl }).strict(),
  }),
  list: GET<SetupLink[]>()('/projects/{projectId}/setup-links', 'Setup links, newest first (never their token)'),
  revoke: POST<SetupLink>()('/projects/{projectId}/setup-links/{linkId}/revoke', 'Revoke an unused link'),
};
