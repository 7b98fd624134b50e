// The connectors query keys, apart from the hooks so server pages can seed the cache under them (the hooks module is a
// client module, whose exports a server component cannot call).
import { projectKeys } from './keys';

export const connectorKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'connectors'] as const,
  list: (projectId: string) => [...connectorKeys.all(projectId), 'list'] as const,
  catalog: (projectId: string) => [...connectorKeys.all(projectId), 'catalog'] as const,
  config: (projectId: string) => [...connectorKeys.all(projectId), 'config'] as const,
  tools: (projectId: string) => [...connectorKeys.all(projectId), 'tools'] as const,
  search: (projectId: string, query: string) => [...connectorKeys.tools(projectId), 'search', query] as const,
  tool: (projectId: string, tool: string) => [...connectorKeys.tools(projectId), 'describe', tool] as const,
  policies: (projectId: string) => [...connectorKeys.all(projectId), 'policies'] as const,
  connectorPolicies: (projectId: string, slug: string) => [...connectorKeys.policies(projectId), slug] as const,
  setupLinks: (projectId: string) => [...connectorKeys.all(projectId), 'setup-links'] as const,
};
