// Hierarchical query keys, one factory per resource: invalidating a prefix refreshes everything below it.

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
  members: (accountId: string) => [...accountKeys.detail(accountId), 'members'] as const,
  assignments: (accountId: string, filters: object = {}) => [...accountKeys.detail(accountId), 'assignments', filters] as const,
  permissions: (accountId: string) => [...accountKeys.detail(accountId), 'permissions'] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (accountId: string | null) => [...projectKeys.lists(), { accountId }] as const,
  detail: (projectId: string) => [...projectKeys.all, projectId] as const,
  overview: (projectId: string) => [...projectKeys.detail(projectId), 'detail'] as const,
};

export const authKeys = {
  me: ['auth', 'me'] as const,
};
