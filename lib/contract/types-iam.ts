import type { AccountRole, Assignment, AssignmentObjectType, ProjectRole, User } from './types';

export interface ServiceAccount {
  id: string;
  account_id: string;
  name: string;
  description: string;
  created_at: string | null;
  /** Tokens minted for it that are still valid. */
  token_count: number;
}

export interface Group {
  id: string;
  account_id: string;
  name: string;
  description: string;
  member_ids: string[];
}

export interface Invite {
  id: string;
  account_id: string;
  email: string;
  role: AccountRole;
  project?: { id: string; role: ProjectRole };
  invited_by: string;
  created_at: string;
  expires_at: string;
  last_sent_at: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
}

export interface InviteDescription {
  id: string;
  account_name: string;
  role: AccountRole;
  project_name?: string;
  /** Set for an invite to a project: where the invitee lands after accepting. */
  project_id?: string;
  /** Who sent it (a display name), when that user still exists. */
  invited_by?: string;
  email_hint: string;
  status: Invite['status'];
  expires_at: string;
  expired: boolean;
}

export interface AccessRequest {
  id: string;
  project_id: string;
  user: User | null;
  role: ProjectRole;
  message: string;
  created_at: string;
  status: 'pending' | 'approved' | 'rejected';
}

/** What a user without access sees of a project: their own latest request, and who can grant it. */
export interface MyAccessRequest {
  project_id: string;
  project_name: string;
  /** The permission the caller lacks for what they asked to open (`project.read` for the project itself). */
  missing: string;
  /** Users who can approve a request (they hold `project.members.manage` on the project). */
  grantors: { name: string; email: string }[];
  /** The caller's most recent request to this project, or null. */
  request: AccessRequest | null;
}

/** An account's branding (Enterprise): its app name and uploaded assets, each as a data URL. */
export type BrandingAssetKind = 'logo' | 'icon' | 'favicon' | 'logo_dark' | 'icon_dark' | 'favicon_dark';
export interface Branding {
  account_id: string;
  /** Whether the account's plan includes branding (`branding` entitlement, Enterprise); without it every change answers 402. */
  entitled: boolean;
  /** null: the console's own name. */
  app_name: string | null;
  assets: Partial<Record<BrandingAssetKind, { content_type: string; size: number; data_url: string; updated_at: string }>>;
  updated_at: string | null;
}

/** A token as listed: never its secret, only a prefix to tell it apart. */
export interface TokenInfo {
  id: string;
  name: string;
  kind: 'pat' | 'service_account' | 'project_key';
  prefix: string;
  account_id: string;
  project_id: string | null;
  created_at: string | null;
  expires_at: string | null;
}

/** The answer to a mint: the only time the secret is sent. */
export interface MintedToken extends TokenInfo {
  token: string;
}

export interface ProjectMember {
  user: User;
  role: ProjectRole | string;
  /** Where the role comes from: an assignment on this project, or one on the whole account. */
  scope: 'project' | 'account';
  assignment_id: string;
  expires_at: string | null;
}

export interface ResourceGrant extends Assignment {
  object: { type: AssignmentObjectType; id: string };
}
