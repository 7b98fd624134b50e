// The triggers query keys, apart from the hooks so server pages can seed the cache under them (the hooks module is a
// client module, whose exports a server component cannot call).
import { projectKeys } from './keys';

export const triggerKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'triggers'] as const,
};
