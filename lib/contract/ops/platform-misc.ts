import { z } from 'zod';
import { DELETE, GET, POST, looseInput } from '../define';
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
