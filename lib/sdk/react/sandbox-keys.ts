// The sandboxes query keys, apart from the hooks so server pages can seed the cache under them (the hooks module is a
// client module, whose exports a server component cannot call).
import { projectKeys } from './keys';

export const sandboxKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'sandboxes'] as const,
  templates: (projectId: string) => [...sandboxKeys.all(projectId), 'templates'] as const,
  snapshots: (projectId: string) => [...sandboxKeys.all(projectId), 'snapshots'] as const,
  list: (projectId: string) => [...sandboxKeys.all(projectId), 'list'] as const,
  health: (projectId: string) => [...sandboxKeys.all(projectId), 'health'] as const,
  transition: (projectId: string) => [...sandboxKeys.all(projectId), 'transition'] as const,
  shares: (projectId: string, sandboxId: string) => [...sandboxKeys.all(projectId), 'shares', sandboxId] as const,
};
