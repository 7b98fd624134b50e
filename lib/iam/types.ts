import type { AssignmentObjectType, PermissionRow, PrincipalType } from '@/lib/contract/types';

/** Who is asking. A user carries their groups; a project-scoped PAT carries its project. */
export interface IamPrincipal {
  type: 'user' | 'service_account';
  id: string;
  groups?: readonly string[];
  /** Set for a project-scoped PAT: every other project is refused. */
  tokenProject?: string | null;
  /** Set for an API token (PAT, service-account token, project key): every other account is refused. */
  tokenAccount?: string | null;
}

export type IamResource =
  | { type: 'account'; accountId: string }
  | { type: 'project'; accountId: string; projectId: string }
  | { type: AssignmentObjectType; accountId: string; projectId: string; id: string }
  /**
   * A session: it belongs to one manifest agent. Opened by project-wide readers and by holders of an object assignment
   * on its agent; then by its owner, by anyone when shared with the project, and by project managers when a trigger
   * made it. A soft-deleted one opens to managers only.
   */
  | { type: 'session'; accountId: string; projectId: string; id: string; ownerId: string; visibility: 'private' | 'project'; triggered?: boolean; agent?: string; deleted?: boolean };

export interface IamAssignment {
  id: string;
  account_id: string;
  principal: { type: PrincipalType; id: string };
  role: string;
  scope: { type: 'account' } | { type: 'project'; project_id: string };
  object?: { type: AssignmentObjectType; id: string };
  expires_at?: string | null;
  /** Set on assignments derived from an account membership (owner, admin, member). */
  source?: 'membership';
}

export interface IamRole {
  id: string;
  permissions: readonly string[];
  custom: boolean;
}

/** Where the decision reads assignments from: a plain list, or an index (lib/iam/assignment-index.ts). */
export interface AssignmentSource {
  forPrincipal(type: PrincipalType, id: string): readonly IamAssignment[];
}

export interface DecisionInput {
  principal: IamPrincipal;
  action: string;
  resource: IamResource;
  assignments: readonly IamAssignment[] | AssignmentSource;
  roles: readonly IamRole[] | ReadonlyMap<string, IamRole>;
  catalog: readonly PermissionRow[];
  /** Epoch ms. */
  now: number;
  /** The account's entitlements (`rbac` lets custom roles grant). */
  entitlements?: readonly string[];
}

interface AssignmentRef {
  assignment_id: string;
  role: string;
}

/** Why an action is allowed (`grant`) or what blocks it (every other kind). */
export type Reason =
  | (AssignmentRef & { kind: 'grant'; principal: IamAssignment['principal']; source?: 'membership'; chain: string[]; via?: 'object' | 'object_reveals_project' })
  | { kind: 'unknown_action'; action: string }
  | { kind: 'no_assignment' }
  | (AssignmentRef & { kind: 'role_lacks_action' })
  | (AssignmentRef & { kind: 'expired'; expired_at: string })
  | (AssignmentRef & { kind: 'object_narrowing'; object: { type: AssignmentObjectType; id: string } })
  | { kind: 'agent_closed'; agent: string }
  | { kind: 'project_scoped_token'; token_project: string }
  | (AssignmentRef & { kind: 'missing_entitlement'; entitlement: 'rbac' })
  | (AssignmentRef & { kind: 'unknown_role' })
  | { kind: 'private_session'; owner: string }
  | { kind: 'session_agent'; agent: string | null }
  | { kind: 'deleted_session' }
  | { kind: 'account_scoped_token'; token_account: string };

export interface Decision {
  allowed: boolean;
  because: Reason[];
}
