import { z } from 'zod';
import { DELETE, GET, PATCH, POST, PUT, looseInput } from '../define';
import type { ConnectorDiscoverItem, FeatureFlag, ListPage, Project } from '../types';
import { projectOps } from './projects';
import { projectRepoOps } from './project-repo';
import { projectSessionOps } from './sessions';
import { projectAccessOps, projectTokenOps } from './project-access';
import { projectSecretOps } from './project-secrets';
import { projectTriggerOps } from './project-triggers';
import { projectGatewayOps } from './project-gateway';
import type { CatalogEntry, Connection, ConnectorInfo, ToolPolicy } from '../types-connectors';
import type { Approval, SessionNeedingInput } from '../types-approvals';

const flagInput = z.object({ feature: z.string().min(1), enabled: z.boolean().nullable() }).strict();

/** Operations of the `project(id)` handle: `{projectId}` is bound by the handle. */
export const projectHandleOps = {
  get: projectOps.get,
  detail: projectOps.detail,
  update: projectOps.update,
  archive: projectOps.archive,
  llmCatalog: projectOps.llmCatalog,
  modelPicker: projectOps.modelPicker,
  sandboxHealth: projectOps.sandboxHealth,
  onboardingComplete: POST<Project>()('/projects/{projectId}/onboarding-complete', 'Mark onboarding complete (project.write; idempotent)'),
  gitToken: POST<{ token: string; expires_at: string }>()('/projects/{projectId}/git-token', 'Short-lived git token (409 for a bring-your-own repo)'),
  updateFeatureFlag: PATCH<FeatureFlag>()('/projects/{projectId}/features', 'Set or clear (null) a feature flag; needs project.customize.write', {
    input: flagInput,
    args: ['feature', 'enabled'],
  }),
  updateExperimentalFeature: PATCH<FeatureFlag>()('/projects/{projectId}/experimental', 'Deprecated alias of updateFeatureFlag', {
    input: flagInput,
    args: ['feature', 'enabled'],
    deprecated: 'Use PATCH /v1/projects/{projectId}/features (updateFeatureFlag).',
  }),
  ...projectRepoOps,
  sessions: projectSessionOps,
  tokens: projectTokenOps,
  setupLinks: {
    requestSecret: POST()('/projects/{projectId}/setup-links/secret', 'A link to enter a secret', { input: looseInput }),
    requestConnector: POST()('/projects/{projectId}/setup-links/connector', 'A link to connect an app', { input: looseInput }),
  },
  secrets: projectSecretOps,
  access: projectAccessOps,
  connectors: {
    catalog: GET<CatalogEntry[]>()('/projects/{projectId}/connectors/catalog', 'Connector kinds a manifest can declare'),
    tools: GET()('/projects/{projectId}/connectors/tools', 'Flattened <connector>.<action> tools'),
    search: GET()('/projects/{projectId}/connectors/search', 'Search tools', {
      input: z.looseObject({ query: z.string().min(1) }),
    }),
    describe: GET()('/projects/{projectId}/connectors/tools/{tool}', 'Describe a tool'),
    call: POST()('/projects/{projectId}/connectors/tools/{tool}/call', 'Call a tool', { input: looseInput }),
    uploadAttachment: POST()('/projects/{projectId}/connectors/attachments', 'Upload an attachment (opaque handle)', { input: looseInput }),
    list: GET<ConnectorInfo[]>()('/projects/{projectId}/connectors', 'Connectors the manifest declares, with their connection and the agents using them'),
    config: GET()('/projects/{projectId}/connectors/config', 'Connector config'),
    create: POST()('/projects/{projectId}/connectors', 'Create a connector', { input: looseInput }),
    auth: { discover: POST()('/projects/{projectId}/connectors/auth/discover', 'Discover auth of a connector', { input: looseInput }) },
    remove: DELETE<void>()('/projects/{projectId}/connectors/{slug}', 'Remove a connector'),
    sync: POST()('/projects/{projectId}/connectors/sync', 'Sync connectors'),
    setName: PATCH()('/projects/{projectId}/connectors/{slug}/name', 'Rename', { input: looseInput }),
    setSensitive: PATCH()('/projects/{projectId}/connectors/{slug}/sensitive', 'Mark sensitive', { input: looseInput }),
    setAuthorizationStrategy: PUT()('/projects/{projectId}/connectors/{slug}/authorization-strategy', 'project or user', {
      input: z.object({ strategy: z.enum(['project', 'user']) }),
      args: ['strategy'],
    }),
    setCredentialMode: PUT()('/projects/{projectId}/connectors/{slug}/credential-mode', 'Credential mode', { input: looseInput }),
    setCredential: PUT()('/projects/{projectId}/connectors/{slug}/credential', 'Set a credential (write-only)', { input: looseInput }),
    policies: {
      get: GET<ToolPolicy[]>()('/projects/{projectId}/connectors/{slug}/policies', 'Tool policies'),
      set: PUT<ToolPolicy[]>()('/projects/{projectId}/connectors/{slug}/policies', 'Set tool policies (replaces them)', {
        input: z.object({ policies: z.array(z.object({ match: z.string().min(1).max(200), action: z.enum(['always_run', 'require_approval', 'block']) }).strict()).max(100) }).strict(),
        args: ['policies'],
      }),
    },
    connections: {
      list: GET<Connection[]>()('/projects/{projectId}/connections', 'Connections'),
      reconcile: POST()('/projects/{projectId}/connections/reconcile', 'Reconcile connections'),
      updateCredential: PUT()('/projects/{projectId}/connections/{connectionId}/credential', 'Update a credential', { input: looseInput }),
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
      listApps: GET()('/projects/{projectId}/connectors/managed/apps', 'Managed-connect OAuth apps', { input: looseInput }),
      connect: POST()('/projects/{projectId}/connectors/managed/connect', 'Start a managed connection', { input: looseInput }),
      finalize: POST()('/projects/{projectId}/connectors/managed/finalize', 'Finish a managed connection', { input: looseInput }),
    },
  },
  policies: {
    list: GET()('/projects/{projectId}/policies', 'Project policies'),
    set: PUT()('/projects/{projectId}/policies', 'Replace project policies', { input: z.object({ policies: z.array(z.unknown()) }), args: ['policies'] }),
  },
  triggers: projectTriggerOps,
  marketplace: marketplaceOps(),
  registry: marketplaceOps(),
  approvals: {
    list: GET<Approval[]>()('/projects/{projectId}/approvals', 'Tool calls waiting for approval (status pending by default) in sessions the caller can open', {
      input: z.object({ status: z.enum(['pending', 'resolved', 'all']).optional(), session_id: z.string().min(1).optional() }).strict(),
    }),
    sessionsNeedingInput: GET<SessionNeedingInput[]>()('/projects/{projectId}/approvals/sessions', 'Sessions with tool calls waiting for approval', {
      input: z.object({}).strict(),
    }),
    resolve: POST<Approval>()('/projects/{projectId}/approvals/{executionId}/resolve', 'Approve or deny a pending tool call (scope once, session or session_all); 409 approval_resolved', {
      input: z.object({ decision: z.enum(['approve', 'deny']), scope: z.enum(['once', 'session', 'session_all']).optional() }).strict(),
      args: ['decision', 'scope'],
    }),
  },
  gateway: projectGatewayOps,
  channels: {
    slack: {
      installation: GET()('/projects/{projectId}/channels/chat/installation', 'Chat channel installation'),
      mode: PUT()('/projects/{projectId}/channels/chat/mode', 'Chat channel mode', { input: looseInput }),
      manifest: GET()('/projects/{projectId}/channels/chat/manifest', 'Chat app manifest'),
      connect: POST()('/projects/{projectId}/channels/chat/connect', 'Connect the chat channel', { input: looseInput }),
      disconnect: POST()('/projects/{projectId}/channels/chat/disconnect', 'Disconnect the chat channel'),
      getFile: GET()('/projects/{projectId}/channels/chat/files', 'Fetch a chat file', { input: z.object({ url: z.string() }), args: ['url'], response: 'raw' }),
      uploadFile: POST()('/projects/{projectId}/channels/chat/files', 'Upload a chat file', { input: looseInput }),
    },
    email: {
      installation: GET()('/projects/{projectId}/channels/email/installation', 'Email channel installation', {
        input: z.object({ connectorSlug: z.string().optional() }),
        args: ['connectorSlug'],
      }),
      mode: PUT()('/projects/{projectId}/channels/email/mode', 'Email channel mode', { input: looseInput }),
      connect: POST()('/projects/{projectId}/channels/email/connect', 'Connect email', { input: looseInput }),
      disconnect: POST()('/projects/{projectId}/channels/email/disconnect', 'Disconnect email'),
      updatePolicy: PUT()('/projects/{projectId}/channels/email/policy', 'Email policy', { input: looseInput }),
    },
    voice: {
      setBotName: PUT()('/projects/{projectId}/channels/voice/bot-name', 'Voice bot name', { input: z.object({ name: z.string().min(1) }), args: ['name'] }),
    },
  },
  modelDefaults: {
    get: GET()('/projects/{projectId}/model-defaults', 'Model defaults (account, agent, project scoped)', { input: looseInput }),
    set: PUT()('/projects/{projectId}/model-defaults', 'Set model defaults', { input: looseInput }),
    clear: DELETE<void>()('/projects/{projectId}/model-defaults', 'Clear model defaults', { input: looseInput }),
  },
  sandbox: {
    list: GET()('/projects/{projectId}/sandbox/sandboxes', 'Sandboxes'),
    snapshots: GET()('/projects/{projectId}/sandbox/snapshots', 'Snapshots'),
    rebuildSnapshot: POST()('/projects/{projectId}/sandbox/snapshots/rebuild', 'Rebuild a snapshot', {
      input: z.object({ slug: z.string().optional() }),
      args: ['slug'],
    }),
    fixWithAgent: POST()('/projects/{projectId}/sandbox/fix', 'Ask an agent to fix the sandbox', { input: looseInput }),
    createTemplate: POST()('/projects/{projectId}/sandbox/templates', 'Create a template', { input: looseInput }),
    updateTemplate: PATCH()('/projects/{projectId}/sandbox/templates/{slug}', 'Update a template', { input: looseInput }),
    removeTemplate: DELETE<void>()('/projects/{projectId}/sandbox/templates/{slug}', 'Remove a template'),
    buildTemplate: POST()('/projects/{projectId}/sandbox/templates/{slug}/build', 'Build a template'),
    setProvider: PUT()('/projects/{projectId}/sandbox/provider', 'Switch sandbox provider', {
      input: z.object({ provider: z.string().nullable() }),
      args: ['provider'],
    }),
    providerTransition: GET()('/projects/{projectId}/sandbox/provider/transition', 'Poll a provider transition'),
  },
};

function marketplaceOps() {
  return {
    list: GET()('/projects/{projectId}/marketplace', 'Installed items'),
    install: POST()('/projects/{projectId}/marketplace/items/{itemId}/install', 'Install onto the default branch'),
    updates: GET()('/projects/{projectId}/marketplace/updates', 'Available updates'),
    update: POST()('/projects/{projectId}/marketplace/installed/{name}/update', 'Update one item'),
    updateAll: POST()('/projects/{projectId}/marketplace/update-all', 'Update every item'),
    remove: DELETE<void>()('/projects/{projectId}/marketplace/installed/{name}', 'Remove an item'),
  };
}
