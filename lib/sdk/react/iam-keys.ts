// The access (IAM) keys: they hang under the account, so one invalidation of `iamKeys.all(accountId)` refreshes every
// access view; a project's access views hang under the project.
import type { Assignment } from '@/lib/contract/types';
import { accountKeys, projectKeys } from './keys';

export type AssignmentFilters = {
  principal_type?: Assignment['principal']['type'];
  principal_id?: string;
  scope?: 'account' | 'project';
  project_id?: string;
  object_type?: 'agent' | 'skill' | 'secret' | 'app' | 'trigger';
  role?: string;
};

/** IAM keys hang under the account, so one invalidation of `iamKeys.all(accountId)` refreshes every access view. */
export const iamKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'iam'] as const,
  assignments: (accountId: string, filters: AssignmentFilters = {}) => [...iamKeys.all(accountId), 'assignments', filters] as const,
  roles: (accountId: string) => [...iamKeys.all(accountId), 'roles'] as const,
  permissions: (accountId: string) => [...iamKeys.all(accountId), 'permissions'] as const,
  groups: (accountId: string) => [...iamKeys.all(accountId), 'groups'] as const,
  invites: (accountId: string) => [...iamKeys.all(accountId), 'invites'] as const,
  serviceAccounts: (accountId: string) => [...iamKeys.all(accountId), 'service-accounts'] as const,
  serviceAccountTokens: (accountId: string, id: string) => [...iamKeys.serviceAccounts(accountId), id, 'tokens'] as const,
  pats: () => ['tokens', 'personal'] as const,
  project: (projectId: string) => [...projectKeys.detail(projectId), 'access'] as const,
  projectPart: (projectId: string, part: 'members' | 'invites' | 'requests' | 'group-grants' | 'resource-grants' | 'tokens') => [...iamKeys.project(projectId), part] as const,
};
