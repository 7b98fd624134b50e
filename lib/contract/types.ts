// Record shapes the spec leaves "not shown"; chosen once here and documented in docs/API.md.

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
  user: User;
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
}

export interface FeatureFlag {
  feature: string;
  description: string;
  /** The project override, or null when the platform default applies. */
  override: boolean | null;
  default: boolean;
  enabled: boolean;
}

export interface ProjectDetail extends Project {
  /** The caller's effective project role, or null when access comes only from permissions. */
  role: ProjectRole | null;
  permissions: string[];
  features: FeatureFlag[];
  counts: { members: number };
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
