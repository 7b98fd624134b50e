// Record shapes the spec leaves "not shown"; chosen once here and documented in docs/API.md.
import type { SessionInfo, SessionLifecycle, SessionStatus, Tokens } from './wire';

export interface User {
  id: string;
  email: string;
  name: string;
}

export interface AuthSession {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
}

export interface SessionAndUser {
  session: AuthSession;
  user: User;
}

export interface SignUpResult {
  session: AuthSession | null;
  /** Null while confirmation is pending: the answer is the same whether or not the email already had an account. */
  user: User | null;
  requires_email_confirmation: boolean;
}

export type AccountRole = 'owner' | 'admin' | 'member';

export interface Account {
  id: string;
  name: string;
  /** The caller's role in the account. */
  role: AccountRole;
  entitlements: string[];
  created_at: string;
}

export interface AccountMember {
  user: User;
  role: AccountRole;
  joined_at: string;
}

export type ProjectRole = 'manager' | 'member';

export interface Project {
  id: string;
  account_id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  archived: boolean;
  /** When it was archived (read-only since). */
  archived_at?: string | null;
  /** Set for a project made from an existing repository (`projects.create`); managed repositories have none. */
  repo_url?: string | null;
  /** When a manager marked onboarding complete (`onboardingComplete`); null until then. */
  onboarding_completed_at?: string | null;
}

export interface FeatureFlag {
  feature: string;
  description: string;
  /** The project override, or null when the platform default applies. */
  override: boolean | null;
  default: boolean;
  enabled: boolean;
  /** Who last set or cleared the override, and when; null when it was never changed. */
  changed_by: { type: 'user' | 'service_account'; id: string; name: string } | null;
  changed_at: string | null;
}

export interface ProjectDetail extends Project {
  /** The caller's effective project role, or null when access comes only from permissions. */
  role: ProjectRole | null;
  permissions: string[];
  features: FeatureFlag[];
  /**
   * `sessions`: sessions the caller can open in the default list (active ones). `members`: principals with access
   * (`access.withAccess`); `access` breaks it down (lib/iam/project-access-count.ts computes both).
   */
  counts: { members: number; sessions: number; access?: ProjectAccessCounts };
}

/** Who has access to a project, by kind (`projects.detail` counts; lib/iam/project-access-count.ts computes them). */
export interface ProjectAccessCounts {
  /** Distinct principals that hold a live assignment reaching the project: people, service accounts and groups. */
  withAccess: number;
  people: number;
  serviceAccounts: number;
  groups: number;
  /** Invites not yet accepted: their role starts on acceptance, so they are not counted as access. */
  pendingInvites: number;
}

export type PrincipalType = 'user' | 'group' | 'service_account' | 'pending';
export type AssignmentObjectType = 'agent' | 'skill' | 'secret' | 'app' | 'trigger';

export interface Assignment {
  id: string;
  principal: { type: PrincipalType; id: string };
  role: string;
  scope: { type: 'account' } | { type: 'project'; project_id: string };
  object?: { type: AssignmentObjectType; id: string };
  expires_at?: string | null;
  created_at: string;
  /** The user who granted it (absent on seeded and derived assignments). */
  granted_by?: string | null;
}

export interface PermissionRow {
  action: string;
  scope_type: 'account' | 'project';
  resource_type: string;
  delegable: boolean;
  description: string;
  area: string;
  level: 'read' | 'write' | 'manage' | 'admin';
  implies: string[];
}

export interface Role {
  id: string;
  name: string;
  description: string;
  custom: boolean;
  scope_type: 'account' | 'project';
  /** The actions the role holds directly (implied ones are in the catalog's `implies`). */
  permissions?: string[];
}

export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
}

export interface ConnectorDiscoverItem {
  id: string;
  name: string;
  provider: string;
  description: string;
}

/** `private`: only the owner (and project managers) can open it; `project`: everyone with session read access. */
export type SessionVisibility = 'private' | 'project';

/** A session as the list shows it: the wire info plus status, cost, ownership and lifecycle. */
export interface SessionSummary extends SessionInfo {
  status: SessionStatus;
  /** The last assistant error (aborts excluded), unwrapped to words. */
  error?: string;
  /** Agent of the latest message that names one. */
  agent?: string;
  /** `providerID/modelID` of the latest assistant message. */
  model?: string;
  /** Billed USD (getSessionCost: step-finish totals, estimates for zero steps, times COST_MARKUP). */
  cost: number;
  tokens: Tokens;
  /** Child sessions (task tools) the caller can open. */
  childCount: number;
  messageCount: number;
  /** Turns a person started: user messages, compaction requests excluded (`countTurns`, lib/sessions/turn-numbers.ts). */
  turnCount: number;
  owner: { id: string; name: string };
  visibility: SessionVisibility;
  lifecycle: SessionLifecycle;
  /** Sandbox/runtime state, e.g. `running`, `stopped`, `warm_pool`, `evicted`. */
  runtimeState?: string;
  /** Loaded from an agent-runtime export (UI, API or the data folder). */
  imported?: boolean;
}
