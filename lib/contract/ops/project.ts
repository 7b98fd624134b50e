import { z } from 'zod';
import { DELETE, GET, PATCH, POST, PUT, looseInput } from '../define';
import type { FeatureFlag, Project } from '../types';
import { projectOps } from './projects';
import { projectRepoOps } from './project-repo';
import { projectSessionOps } from './sessions';
import { projectAccessOps, projectTokenOps } from './project-access';
import { projectSecretOps } from './project-secrets';
import { projectTriggerOps } from './project-triggers';
import { projectGatewayOps } from './project-gateway';
import { projectConnectorOps, projectPolicyOps, projectSetupLinkOps } from './project-connectors';
import type { InstalledItem, MarketplaceCommit, MarketplacePreview, MarketplaceUpdate } from '../types-marketplace';
import type { Approval, SessionNeedingInput } from '../types-approvals';

const marketplaceVersion = z.object({ version: z.string().min(1).max(50).optional() }).strict();

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
  setupLinks: projectSetupLinkOps,
  secrets: projectSecretOps,
  access: projectAccessOps,
  connectors: projectConnectorOps,
  policies: projectPolicyOps,
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

/** `marketplace` and its alias `registry`: installs, updates and removals are commits on the default branch. */
function marketplaceOps() {
  return {
    list: GET<InstalledItem[]>()('/projects/{projectId}/marketplace', 'Installed items (project.customize.read)'),
    install: POST<MarketplaceCommit>()('/projects/{projectId}/marketplace/items/{itemId}/install', 'Install onto the default branch (project.customize.write); latest version unless version is given', {
      input: marketplaceVersion,
    }),
    preview: GET<MarketplacePreview>()('/projects/{projectId}/marketplace/items/{itemId}/preview', 'What installing or updating an item would commit (not in the spec: docs/MARKETPLACE.md)', {
      input: marketplaceVersion,
    }),
    updates: GET<MarketplaceUpdate[]>()('/projects/{projectId}/marketplace/updates', 'Available updates'),
    update: POST<MarketplaceCommit>()('/projects/{projectId}/marketplace/installed/{name}/update', 'Update one item to its latest version (project.customize.write)'),
    updateAll: POST<MarketplaceCommit[]>()('/projects/{projectId}/marketplace/update-all', 'Update every item, one commit each (project.customize.write)'),
    remove: DELETE<void>()('/projects/{projectId}/marketplace/installed/{name}', 'Remove an item: a commit (project.customize.write)'),
  };
}
