// Hierarchical query keys, one factory per resource: invalidating a prefix refreshes everything below it. The factories
// every page's shell reads live here; a feature's own (iam-keys.ts, and the secrets, triggers, approvals, audit and
// connectors modules) sits beside its hooks, so the shell's first load does not carry them. Hooks invalidate through
// `useInvalidatingMutation` (mutation.ts).

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
  branches: (projectId: string) => [...repoKeys.all(projectId), 'branches'] as const,
  commitsAt: (projectId: string, ref: string) => [...repoKeys.commits(projectId), 'at', ref] as const,
  treeAt: (projectId: string, ref: string) => [...repoKeys.all(projectId), 'tree', ref] as const,
  compare: (projectId: string, from: string, to: string) => [...repoKeys.all(projectId), 'compare', from, to] as const,
  search: (projectId: string, query: string) => [...repoKeys.all(projectId), 'search', query] as const,
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

export const gitHostKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'git-host'] as const,
  installations: (accountId: string) => [...gitHostKeys.all(accountId), 'installations'] as const,
  repositories: (accountId: string) => [...gitHostKeys.all(accountId), 'repositories'] as const,
  branches: (accountId: string, repository: string) => [...gitHostKeys.repositories(accountId), repository, 'branches'] as const,
};
