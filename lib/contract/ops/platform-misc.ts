import { z } from 'zod';
import { DELETE, GET, POST, looseInput } from '../define';
import type { ConnectStatus, CredentialCheck, PlatformConfig, SetupLinkView, ToolCallResult } from '../types-connectors';

export { githubOps } from './git-host';

export { billingOps } from './billing';

export const sandboxShareOps = {
  list: GET()('/sandboxes/{sandboxId}/shares', 'Shared sandbox ports'),
  create: POST()('/sandbox-shares', 'Share a sandbox port', {
    input: z.object({
      sandboxId: z.string().min(1),
      port: z.number().int().min(1).max(65535),
      ttl: z.number().int().positive().optional(),
      label: z.string().optional(),
    }),
  }),
  revoke: DELETE<void>()('/sandboxes/{sandboxId}/shares/{token}', 'Revoke a share'),
};

export const marketplacePublicOps = {
  items: GET()('/marketplace/items', 'Marketplace items', { input: looseInput, public: true }),
  item: GET()('/marketplace/items/{id}', 'One item', { public: true }),
  itemFile: GET()('/marketplace/items/{id}/files', 'A file of an item', { input: z.object({ path: z.string().min(1) }), args: ['path'], public: true }),
  marketplaces: GET()('/marketplace/marketplaces', 'Marketplaces', { public: true }),
  featured: GET()('/marketplace/featured', 'Featured items', { public: true }),
  sources: {
    list: GET()('/marketplace/sources', 'Sources'),
    add: POST()('/marketplace/sources', 'Add a source', { input: looseInput }),
    remove: DELETE<void>()('/marketplace/sources/{sourceId}', 'Remove a source'),
  },
};

export const agentConnectorOps = {
  call: POST<ToolCallResult>()('/connectors/call', 'Connector call scoped by an agent-minted (project-scoped) token', {
    input: z.object({ tool: z.string().min(1).max(300), args: z.record(z.string(), z.unknown()).optional(), project_id: z.string().min(1).optional() }).strict(),
  }),
};

export const platformInfoOps = {
  connectStatus: GET<ConnectStatus>()('/connect/status', 'Managed-connect status'),
  validateToken: POST<CredentialCheck>()('/tokens/validate', 'Check a pasted API key without storing it', {
    input: z.object({ token: z.string().min(1).max(4096), app: z.string().min(1).optional() }).strict(),
    args: ['token', 'app'],
  }),
  config: GET<PlatformConfig>()('/config', 'Platform config in effect', { public: true }),
};

/** What a setup link's recipient reaches signed out: the link is the credential (single use, expiring). */
export const setupLinkPublicOps = {
  open: GET<SetupLinkView>()('/setup-links/{token}', 'What a setup link asks for (signed out)', { public: true }),
  complete: POST<SetupLinkView>()('/setup-links/{token}/complete', 'Enter the one value a setup link asks for (signed out; single use)', {
    input: z.object({ value: z.string().min(1).max(4096).optional(), decision: z.enum(['allow', 'deny']).optional() }).strict(),
    public: true,
  }),
};
