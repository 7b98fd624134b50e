import 'server-only';
import type { AccountRole, Assignment, Project, ProjectRole, SessionAndUser } from '@/lib/contract/types';
import type { Invite } from '@/lib/contract/types-iam';
import type { MarketplaceSource } from '@/lib/contract/types-marketplace';
import type { ChangeRequestRecord, RepoRecord } from './repo/types';
import type { GitHostInstallationRecord, HostRepoRecord } from './git-host/records';
import type { JobRecord } from '@/lib/sandboxes/jobs';
import type { ProviderRecord } from '@/lib/sandboxes/transition';
import type { SandboxShareRecord } from './sandboxes/share-records';
import type { SessionRecord } from './sessions/types';
import type { AuditEventRecord } from './audit-records';
import type { GatewayBudgetRecord, GatewayKeyRecord, GatewayRoutingRecord } from './gateway/records';
import type { BillingRecord, CheckoutRecord } from './billing/records';
import type { ModelDefaultRecord } from './models/records';
import type { ChannelStateRecord, ChatFileRecord } from './channels/records';
import type { AttachmentRecord, ConnectorRecord, CredentialRecord, ManagedConnectRecord, ProjectToolPolicy, SetupLinkRecord } from './connectors/records';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  confirmed: boolean;
  created_at: string;
}

/** An account. What it may use (entitlements) comes from its billing tier (billing/tiers.ts), not from here. */
export interface AccountRecord {
  id: string;
  name: string;
  created_at: string;
}

export interface MembershipRecord {
  account_id: string;
  user_id: string;
  role: AccountRole;
  joined_at: string;
}

export interface ProjectRecord extends Project {
  /** Feature-flag overrides; absent key = platform default. */
  features: Record<string, boolean>;
  /** The last change of each flag (set or cleared), for "changed by … on …". */
  featureChanges?: Record<string, { principal: { type: 'user' | 'service_account'; id: string }; at: string }>;
}

export interface AssignmentRecord extends Assignment {
  account_id: string;
}

export interface ServiceAccountRecord {
  id: string;
  account_id: string;
  name: string;
  description?: string;
  created_at?: string;
  created_by?: string;
}

export interface GroupRecord {
  id: string;
  account_id: string;
  name: string;
  description: string;
  member_ids: string[];
  created_at: string;
}

export interface CustomRoleRecord {
  id: string;
  account_id: string;
  name: string;
  description: string;
  permissions: string[];
  created_at: string;
}

/** An invite to an account, optionally carrying a project role (project invites): stored as answered. */
export type InviteRecord = Invite;

export interface AccessRequestRecord {
  id: string;
  project_id: string;
  user_id: string;
  role: ProjectRole;
  message: string;
  created_at: string;
  status: 'pending' | 'approved' | 'rejected';
}

/** A PAT, service-account token or project API key, stored by its SHA-256 hash; the secret itself is never kept. */
export interface ApiTokenRecord {
  hash: string;
  kind: 'pat' | 'service_account' | 'project_key';
  principal: { type: 'user' | 'service_account'; id: string };
  account_id: string;
  project_id?: string;
  name: string;
  id?: string;
  /** The first characters of the secret, shown so a user can tell keys apart. */
  prefix?: string;
  created_at?: string;
  expires_at?: string | null;
  created_by?: string;
}

export interface AuthSessionRecord {
  id: string;
  userId: string;
  refreshToken: string;
  previous?: { token: string; rotatedAt: number; result: Promise<SessionAndUser> };
  revoked: boolean;
  /**
   * Started by a password-reset code: good only for setting the password (`/v1/auth/password/update`), once. The
   * update clears it, and the session then counts as an ordinary sign-in.
   */
  recovery?: boolean;
  /** Last sign-in or refresh (epoch ms): sessions idle past the refresh lifetime are pruned. */
  lastUsedAt?: number;
}

/** One emailed code; a sign-up's code carries the password of that sign-up, set only when the code is confirmed. */
export interface PendingCode {
  code: string;
  expiresAt: number;
  passwordHash?: string;
}

/** The codes of one kind pending for an address, and the wrong guesses made against them. */
export interface PendingCodes {
  type: 'magiclink' | 'recovery';
  codes: PendingCode[];
  wrongAttempts: number;
}

export interface OutboxMessage {
  to: string;
  kind: 'magiclink' | 'recovery' | 'confirm' | 'existing_account' | 'invite' | 'access_request';
  code: string;
  link: string;
  sentAt: number;
}

export interface AuditWebhookRecord {
  id: string;
  account_id: string;
  url: string;
  description: string;
  actions: string[];
  active: boolean;
  created_at: string;
  /** SHA-256 of the signing secret would do for verification; the embedded platform keeps the secret to sign with. */
  secret: string;
}

export interface SecretRecord {
  project_id: string;
  name: string;
  valueHash: string;
  strategy: 'runtime' | 'egress' | 'broker';
  hosts: string[];
  updated_at: string;
  updated_by: string | null;
}

export interface Store {
  users: Map<string, UserRecord>;
  accounts: Map<string, AccountRecord>;
  memberships: MembershipRecord[];
  projects: Map<string, ProjectRecord>;
  assignments: Map<string, AssignmentRecord>;
  serviceAccounts: Map<string, ServiceAccountRecord>;
  groups: Map<string, GroupRecord>;
  customRoles: Map<string, CustomRoleRecord>;
  invites: Map<string, InviteRecord>;
  accessRequests: Map<string, AccessRequestRecord>;
  /** Bumped on every assignment or membership change, so the decision index is rebuilt only then. */
  accessVersion: number;
  apiTokens: Map<string, ApiTokenRecord>;
  authSessions: Map<string, AuthSessionRecord>;
  /** refresh token → auth session id (current and previous tokens both point at their session). */
  refreshIndex: Map<string, string>;
  /** Lowercase email → its pending emailed codes (lib/embedded/otp.ts). */
  otps: Map<string, PendingCodes>;
  oauthCodes: Map<string, { userId: string; challenge?: string; expiresAt: number }>;
  /** Demo-provider sign-ins waiting on the consent page: request id → where to send the answer. */
  consents: Map<string, { redirectTo: string; challenge?: string; expiresAt: number }>;
  outbox: OutboxMessage[];
  rateLimits: Map<string, number[]>;
  counters: Map<string, number>;
  /** Project id → its repository (lib/embedded/repo). */
  repos: Map<string, RepoRecord>;
  /** Change-request id → record. */
  changeRequests: Map<string, ChangeRequestRecord>;
  /** Agent sessions by `projectId/sessionId` (lib/embedded/sessions). */
  sessions: Map<string, SessionRecord>;
  /** The account audit stream (lib/embedded/audit.ts), oldest first. */
  auditEvents: AuditEventRecord[];
  auditWebhooks: Map<string, AuditWebhookRecord>;
  /** `projectId/NAME` → a project secret; only a hash of the value is kept (values are write-only). */
  secrets: Map<string, SecretRecord>;
  /** `projectId/userId/NAME` → a personal secret. */
  personalSecrets: Map<string, { name: string; valueHash: string; updated_at: string }>;
  gitCredentials: Map<string, { updated_at: string }>;
  /** `projectId/slug` → a trigger's account-local state (not in the manifest). */
  triggerState: Map<string, { session_access: { mode: 'private' | 'members' | 'project'; memberIds: string[]; groupIds: string[] }; last_fired_at: string | null; last_session_id: string | null }>;
  /** `accountId/idempotency_key` → the project a provision call made, and when it is ready. */
  provisions: Map<string, { project_id: string; readyAt: number }>;
  /** Projects whose triggers are all paused. */
  triggersPaused: Set<string>;
  /** `projectId/slug` → revoked: each declared connector has one project connection, active unless revoked. */
  revokedConnections: Set<string>;
  /** `projectId/slug` → tool policies set through the API (over the manifest's). */
  toolPolicies: Map<string, Array<{ match: string; action: 'always_run' | 'require_approval' | 'block' }>>;
  /** `projectId/slug` → a connector added through the API, or the settings of a manifest-declared one. */
  connectors: Map<string, ConnectorRecord>;
  /** `projectId/slug` → its connection's credential, sealed (AES-256-GCM); never answered, logged or exported. */
  connectorCredentials: Map<string, CredentialRecord>;
  /** Project id → per-agent tool policies (`p.policies`). */
  projectToolPolicies: Map<string, ProjectToolPolicy[]>;
  /** Attachment handle → its facts (no bytes are kept). */
  attachments: Map<string, AttachmentRecord>;
  /** Setup link id → link (its token only as a hash). */
  setupLinks: Map<string, SetupLinkRecord>;
  /** Managed-connect request id → a demo OAuth consent waiting for its answer. */
  managedConnects: Map<string, ManagedConnectRecord>;
  /**
   * Model gateway (lib/embedded/gateway). Only the small mutable state lives here; the generated traffic is derived from
   * the seed (`gatewaySeededAt` anchors its 30 days) and rebuilt on demand, never stored.
   */
  gatewaySeededAt: number | null;
  /** `projectId/keyId` → a gateway API key (a hash of the secret; seeded keys have none). */
  gatewayKeys: Map<string, GatewayKeyRecord>;
  /** Budget id → budget. */
  gatewayBudgets: Map<string, GatewayBudgetRecord>;
  /** Project id → its routing policy, when set (absent: the platform default). */
  gatewayRouting: Map<string, GatewayRoutingRecord>;
  /** `account/<id>`, `project/<id>`, `agent/<projectId>/<agent>` → a model default (lib/embedded/models). */
  modelDefaults: Map<string, ModelDefaultRecord>;
  /** Project id → its chat, email and voice channel state (lib/embedded/channels). */
  channels: Map<string, ChannelStateRecord>;
  /** File id → a file uploaded to the demo chat workspace. */
  chatFiles: Map<string, ChatFileRecord>;
  /** Account id → its subscription and ledger (lib/embedded/billing). */
  billing: Map<string, BillingRecord>;
  /** Checkout id → a checkout at the demo payment provider. */
  checkouts: Map<string, CheckoutRecord>;
  /** Demo-provider portal links: token → the account and where to go back. */
  portalSessions: Map<string, { account_id: string; return_url: string; expires_at: number }>;
  /** Source id → a marketplace added by URL (lib/embedded/marketplace); the catalog itself is seeded code. */
  marketplaceSources: Map<string, MarketplaceSource>;
  /** Project id → its sandbox provider and transition (lib/sandboxes/transition.ts). */
  sandboxProviders: Map<string, ProviderRecord>;
  /** Job id → a simulated snapshot build (lib/sandboxes/jobs.ts); progress and logs are derived from the clock. */
  sandboxJobs: Map<string, JobRecord>;
  /** Share token → a shared sandbox port (its key only as a hash). */
  sandboxShares: Map<string, SandboxShareRecord>;
  /** Installation id → the git-host app installed for an account (lib/embedded/git-host). */
  gitHostInstallations: Map<string, GitHostInstallationRecord>;
  /** `host/owner/name` → a repository on the demo git host. */
  gitHostRepos: Map<string, HostRepoRecord>;
  /** Account id → its branding (Enterprise): app name and uploaded assets (lib/embedded/branding). */
  branding: Map<string, BrandingRecord>;
}

export interface BrandingRecord {
  account_id: string;
  app_name: string | null;
  /** Asset kind → its bytes as base64, checked at upload. */
  assets: Record<string, { content_type: string; size: number; data_base64: string; updated_at: string }>;
  updated_at: string | null;
}

export function emptyStore(): Store {
  return {
    users: new Map(),
    accounts: new Map(),
    memberships: [],
    projects: new Map(),
    assignments: new Map(),
    serviceAccounts: new Map(),
    groups: new Map(),
    customRoles: new Map(),
    invites: new Map(),
    accessRequests: new Map(),
    accessVersion: 0,
    apiTokens: new Map(),
    authSessions: new Map(),
    refreshIndex: new Map(),
    otps: new Map(),
    oauthCodes: new Map(),
    consents: new Map(),
    outbox: [],
    rateLimits: new Map(),
    counters: new Map(),
    repos: new Map(),
    changeRequests: new Map(),
    gitHostInstallations: new Map(),
    gitHostRepos: new Map(),
    sessions: new Map(),
    auditEvents: [],
    auditWebhooks: new Map(),
    revokedConnections: new Set(),
    toolPolicies: new Map(),
    connectors: new Map(),
    connectorCredentials: new Map(),
    projectToolPolicies: new Map(),
    attachments: new Map(),
    setupLinks: new Map(),
    managedConnects: new Map(),
    secrets: new Map(),
    personalSecrets: new Map(),
    gitCredentials: new Map(),
    triggerState: new Map(),
    triggersPaused: new Set(),
    provisions: new Map(),
    sandboxProviders: new Map(),
    sandboxJobs: new Map(),
    sandboxShares: new Map(),
    gatewaySeededAt: null,
    gatewayKeys: new Map(),
    gatewayBudgets: new Map(),
    gatewayRouting: new Map(),
    modelDefaults: new Map(),
    channels: new Map(),
    chatFiles: new Map(),
    billing: new Map(),
    checkouts: new Map(),
    portalSessions: new Map(),
    marketplaceSources: new Map(),
    branding: new Map(),
  };
}

/** Deterministic ids: `prefix_1`, `prefix_2`, … per prefix. */
export function nextId(store: Store, prefix: string): string {
  const n = (store.counters.get(prefix) ?? 0) + 1;
  store.counters.set(prefix, n);
  return `${prefix}_${n.toString().padStart(4, '0')}`;
}
