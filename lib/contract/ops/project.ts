import { z } from 'zod';
import { DELETE, GET, PATCH, POST, PUT } from '../define';
import type { FeatureFlag, Project } from '../types';
import type { GitToken } from '../types-git-host';
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
import type { ModelDefaults } from '../types-models';
import { modelDefaultClearInput, modelDefaultSetInput } from './model-inputs';
import type { ChatAppManifest, ChatFile, ChatInstallation, EmailInstallation, VoiceSettings } from '../types-channels';
import { chatConnectInput, chatModeInput, chatUploadInput, emailConnectInput, emailModeInput, emailPolicyInput, voiceBotNameInput } from './channel-inputs';
import { projectSandboxOps } from './project-sandbox';

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
  gitToken: POST<GitToken>()('/projects/{projectId}/git-token', 'Short-lived git token (409 for a bring-your-own repo)'),
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
      installation: GET<ChatInstallation>()('/projects/{projectId}/channels/chat/installation', 'The chat channel: workspace, mode, bot and how the manifest records it (channel.read)'),
      mode: PUT<ChatInstallation>()('/projects/{projectId}/channels/chat/mode', 'Change the chat mode (channel.connect); a v1 manifest records its events in a commit', { input: chatModeInput, args: ['mode'] }),
      manifest: GET<ChatAppManifest>()('/projects/{projectId}/channels/chat/manifest', 'The chat app manifest a workspace admin installs (channel.read)'),
      connect: POST<ChatInstallation>()('/projects/{projectId}/channels/chat/connect', 'Install the agent in the demo chat workspace (channel.connect); the manifest records the channel in a commit', { input: chatConnectInput }),
      disconnect: POST<ChatInstallation>()('/projects/{projectId}/channels/chat/disconnect', 'Remove the agent from the chat workspace (channel.disconnect); a commit removes the channel from the manifest'),
      getFile: GET()('/projects/{projectId}/channels/chat/files', 'Fetch a file of the chat workspace by its URL (channel.read)', { input: z.object({ url: z.string().min(1).max(2000) }).strict(), args: ['url'], response: 'raw' }),
      uploadFile: POST<ChatFile>()('/projects/{projectId}/channels/chat/files', 'Upload a file to the chat workspace (channel.send; at most 1 MB)', { input: chatUploadInput }),
    },
    email: {
      installation: GET<EmailInstallation>()('/projects/{projectId}/channels/email/installation', 'The email channel: address, mode, policy (channel.read)', {
        input: z.object({ connectorSlug: z.string().min(1).max(100).optional() }).strict(),
        args: ['connectorSlug'],
      }),
      mode: PUT<EmailInstallation>()('/projects/{projectId}/channels/email/mode', 'Change the email mode (channel.connect)', { input: emailModeInput, args: ['mode'] }),
      connect: POST<EmailInstallation>()('/projects/{projectId}/channels/email/connect', 'Give the agent an address at the demo mail domain (channel.connect); the manifest records the channel in a commit', { input: emailConnectInput }),
      disconnect: POST<EmailInstallation>()('/projects/{projectId}/channels/email/disconnect', 'Release the address (channel.disconnect); a commit removes the channel from the manifest'),
      updatePolicy: PUT<EmailInstallation>()('/projects/{projectId}/channels/email/policy', 'Who may mail the agent, and whether a person approves replies (channel.connect)', { input: emailPolicyInput }),
    },
    voice: {
      setBotName: PUT<VoiceSettings>()('/projects/{projectId}/channels/voice/bot-name', 'The voice bot\'s name in calls (channel.connect)', { input: voiceBotNameInput, args: ['name'] }),
    },
  },
  modelDefaults: {
    get: GET<ModelDefaults>()('/projects/{projectId}/model-defaults', 'Model defaults of the account, the project and each agent, with the effective model of each agent and why'),
    set: PUT<ModelDefaults>()('/projects/{projectId}/model-defaults', 'Set the default model of one scope (account needs account.update; project and agent need project.gateway.routing.edit)', { input: modelDefaultSetInput }),
    clear: DELETE<void>()('/projects/{projectId}/model-defaults', 'Clear the default model of one scope: the next scope applies (agent, then project, then account, then routing)', { input: modelDefaultClearInput }),
  },
  sandbox: projectSandboxOps,
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
