import { z } from 'zod';
import { DELETE, GET, POST } from '../define';
import { publicHttpsUrl } from '../public-url';
import { MARKETPLACE_KINDS, MARKETPLACE_PAGE_MAX, type Marketplace, type MarketplaceItem, type MarketplaceItemFile, type MarketplaceItemPage, type MarketplaceItemSummary, type MarketplaceSource } from '../types-marketplace';
import { isDisplaySafe } from '../names';
import { RESERVED_PORTS, SHARE_MAX_TTL_SECONDS, type CreatedSandboxShare, type SandboxShare, type SharedPortView } from '../types-sandboxes';
import type { ConnectStatus, CredentialCheck, PlatformConfig, SetupLinkView, ToolCallResult } from '../types-connectors';

export { githubOps } from './git-host';

export { billingOps } from './billing';

export const sandboxShareOps = {
  list: GET<SandboxShare[]>()('/sandboxes/{sandboxId}/shares', 'Shares of a sandbox port, newest first (active, expired and revoked; links are never shown again)'),
  create: POST<CreatedSandboxShare>()('/sandbox-shares', 'Share a sandbox port (project.session.exec); the answer holds the link, shown once', {
    input: z
      .object({
        sandboxId: z.string().min(1).max(300),
        // The manifest's app port rule: 1 to 65535, not the agent runtime's 7331 nor the proxy's 8080.
        port: z
          .number({ error: 'port must be a whole number' })
          .int('port must be a whole number')
          .min(1, 'port must be between 1 and 65535')
          .max(65535, 'port must be between 1 and 65535')
          .refine((port) => !(RESERVED_PORTS as readonly number[]).includes(port), 'Ports 7331 (agent runtime) and 8080 (platform proxy) cannot be shared'),
        ttl: z
          .number({ error: 'ttl is a number of seconds' })
          .int('ttl is a whole number of seconds')
          .min(1, 'ttl must be in the future: at least 1 second')
          .max(SHARE_MAX_TTL_SECONDS, `ttl is at most ${SHARE_MAX_TTL_SECONDS} seconds (7 days)`)
          .optional(),
        label: z.string().trim().max(100).refine(isDisplaySafe, 'Labels cannot contain control characters').optional(),
      })
      .strict(),
  }),
  revoke: DELETE<void>()('/sandboxes/{sandboxId}/shares/{token}', 'Revoke a share: its link stops working at once'),
};

/** What a share link's visitor reaches signed out: the link's key is the credential. */
export const sharedPortOps = {
  open: GET<SharedPortView>()('/shared-ports/{token}', 'Open a share link (signed out): 404 unknown token or wrong key, 410 share_expired or share_revoked', {
    input: z.object({ key: z.string().min(1).max(200) }).strict(),
    args: ['key'],
    public: true,
  }),
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
