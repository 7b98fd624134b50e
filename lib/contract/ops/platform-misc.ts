import { z } from 'zod';
import { DELETE, GET, POST, looseInput } from '../define';
import { publicHttpsUrl } from '../public-url';
import { MARKETPLACE_KINDS, MARKETPLACE_PAGE_MAX, type Marketplace, type MarketplaceItem, type MarketplaceItemFile, type MarketplaceItemPage, type MarketplaceItemSummary, type MarketplaceSource } from '../types-marketplace';
import type { ConnectStatus, CredentialCheck, PlatformConfig, SetupLinkView, ToolCallResult } from '../types-connectors';

export const githubOps = {
  getInstallation: GET()('/accounts/{accountId}/git-host/installation', 'The git-host app installation'),
  listInstallations: GET()('/accounts/{accountId}/git-host/installations', 'Installations'),
  saveInstallation: POST()('/accounts/{accountId}/git-host/installations', 'Save an installation', { input: looseInput }),
  deleteInstallation: DELETE<void>()('/accounts/{accountId}/git-host/installations', 'Delete an installation', {
    input: z.object({ installationId: z.string().optional() }),
    args: ['installationId'],
  }),
  listRepositories: GET()('/accounts/{accountId}/git-host/repositories', 'Repositories', { input: looseInput }),
  listRepositoryBranches: GET()('/accounts/{accountId}/git-host/repositories/branches', 'Branches of a repository', { input: looseInput }),
  linkRepository: POST()('/accounts/{accountId}/git-host/link', 'Link a repository', { input: looseInput }),
};

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
  items: GET<MarketplaceItemPage>()('/marketplace/items', 'Marketplace items: search, kind and paging', {
    input: z.object({
      search: z.string().max(200).optional(),
      kind: z.enum(MARKETPLACE_KINDS).optional(),
      marketplace: z.string().min(1).max(100).optional(),
      limit: z.coerce.number().int().min(1).max(MARKETPLACE_PAGE_MAX).optional(),
      offset: z.coerce.number().int().min(0).max(100_000).optional(),
    }).strict(),
    public: true,
  }),
  item: GET<MarketplaceItem>()('/marketplace/items/{id}', 'One item with its versions and files', { public: true }),
  itemFile: GET<MarketplaceItemFile>()('/marketplace/items/{id}/files', 'A file of an item (latest version unless version is given)', {
    input: z.object({ path: z.string().min(1).max(500), version: z.string().min(1).max(50).optional() }).strict(),
    args: ['path', 'version'],
    public: true,
  }),
  marketplaces: GET<Marketplace[]>()('/marketplace/marketplaces', 'Marketplaces', { public: true }),
  featured: GET<MarketplaceItemSummary[]>()('/marketplace/featured', 'Featured items', { public: true }),
  sources: {
    list: GET<MarketplaceSource[]>()('/marketplace/sources', 'Sources added by URL in the accounts the caller sees'),
    add: POST<MarketplaceSource>()('/marketplace/sources', 'Add a source (account.update; https to a public host only)', {
      input: z.object({ url: publicHttpsUrl, name: z.string().trim().min(1).max(100).optional(), account_id: z.string().min(1).optional() }).strict(),
    }),
    remove: DELETE<void>()('/marketplace/sources/{sourceId}', 'Remove a source (account.update)'),
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
