// Hierarchical query keys, one factory per resource, all in this file: invalidating a prefix refreshes everything
// below it. Hooks live in a module per resource and invalidate through `useInvalidatingMutation` (mutation.ts).
import type { Assignment } from '@/lib/contract/types';

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
  members: (accountId: string) => [...accountKeys.detail(accountId), 'members'] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (accountId: string | null) => [...projectKeys.lists(), { accountId }] as const,
  detail: (projectId: string) => [...projectKeys.all, projectId] as const,
  overview: (projectId: string) => [...projectKeys.detail(projectId), 'detail'] as const,
  starters: () => [...projectKeys.all, 'starters'] as const,
};

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const sessionKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'sessions'] as const,
  list: (projectId: string, scope: 'mine' | 'project' = 'mine') => [...sessionKeys.all(projectId), 'list', scope] as const,
  detail: (projectId: string, sessionId: string) => [...sessionKeys.all(projectId), sessionId] as const,
  messages: (projectId: string, sessionId: string) => [...sessionKeys.detail(projectId, sessionId), 'messages'] as const,
  status: (projectId: string, sessionId: string) => [...sessionKeys.detail(projectId, sessionId), 'status'] as const,
  children: (projectId: string, sessionId: string) => [...sessionKeys.detail(projectId, sessionId), 'children'] as const,
};

export const repoKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'repo'] as const,
  file: (projectId: string, path: string, ref?: string) => [...repoKeys.all(projectId), 'file', path, ref ?? 'default'] as const,
  files: (projectId: string) => [...repoKeys.all(projectId), 'files'] as const,
  commits: (projectId: string) => [...repoKeys.all(projectId), 'commits'] as const,
  commitDiff: (projectId: string, sha: string) => [...repoKeys.commits(projectId), sha, 'diff'] as const,
  history: (projectId: string, path: string) => [...repoKeys.all(projectId), 'history', path] as const,
  changeRequests: (projectId: string) => [...repoKeys.all(projectId), 'change-requests'] as const,
  changeRequest: (projectId: string, crId: string) => [...repoKeys.changeRequests(projectId), crId] as const,
  changeRequestDiff: (projectId: string, crId: string) => [...repoKeys.changeRequest(projectId, crId), 'diff'] as const,
  mergePreview: (projectId: string, crId: string) => [...repoKeys.changeRequest(projectId, crId), 'merge-preview'] as const,
};

export const gatewayKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'gateway'] as const,
  /** Logs and every aggregate over them (overview, series, breakdown, sessions, errors). */
  traffic: (projectId: string) => [...gatewayKeys.all(projectId), 'traffic'] as const,
  logs: (projectId: string, filters: object) => [...gatewayKeys.traffic(projectId), 'logs', filters] as const,
  log: (projectId: string, logId: string) => [...gatewayKeys.traffic(projectId), 'log', logId] as const,
  aggregate: (projectId: string, kind: 'overview' | 'series' | 'breakdown' | 'sessions' | 'errors', input: object) => [...gatewayKeys.traffic(projectId), kind, input] as const,
  budgets: (projectId: string) => [...gatewayKeys.all(projectId), 'budgets'] as const,
  keys: (projectId: string) => [...gatewayKeys.all(projectId), 'keys'] as const,
  routing: (projectId: string) => [...gatewayKeys.all(projectId), 'routing'] as const,
  routingPreview: (projectId: string, input: object | null) => [...gatewayKeys.routing(projectId), 'preview', input] as const,
  catalog: (projectId: string) => [...gatewayKeys.all(projectId), 'catalog'] as const,
};

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

export const secretKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'secrets'] as const,
  list: (projectId: string) => [...secretKeys.all(projectId), 'list'] as const,
  personal: (projectId: string) => [...secretKeys.all(projectId), 'personal'] as const,
};

export const triggerKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'triggers'] as const,
};

export const approvalKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'approvals'] as const,
  list: (projectId: string, filters: { status?: 'pending' | 'resolved' | 'all'; session_id?: string } = {}) => [...approvalKeys.all(projectId), 'list', filters] as const,
  call: (projectId: string, sessionId: string, callId: string) => [...approvalKeys.all(projectId), 'call', sessionId, callId] as const,
};

export type AuditFilters = Partial<Record<'project' | 'session' | 'actor' | 'source' | 'request' | 'correlation' | 'resource' | 'action' | 'from' | 'to', string>> & {
  outcome?: 'success' | 'failure' | 'denied';
};

export const auditKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'audit'] as const,
  log: (accountId: string, filters: AuditFilters) => [...auditKeys.all(accountId), 'log', filters] as const,
  webhooks: (accountId: string) => [...auditKeys.all(accountId), 'webhooks'] as const,
};

export const connectorKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'connectors'] as const,
};
