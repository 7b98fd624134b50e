import { z } from 'zod';
import { PLATFORM_CLI_PERMISSIONS_V1, PLATFORM_CLI_PERMISSIONS_V1_ONLY } from './permissions';
import { allowlist, booleanLike, forbidden, nonEmptyString, permissionAllowlist, slugString } from './schema-primitives';
import { connectorSchema, sharedTopLevelShape } from './schema-shared';

const agentV1Schema = z
  .looseObject({
    name: slugString('agent name').describe('Agent name (slug pattern).'),
    connectors: allowlist('connectors', 'Connectors the agent may use: a list of slugs, or "all" or "none".').optional(),
    platform_cli: permissionAllowlist(PLATFORM_CLI_PERMISSIONS_V1, 1, PLATFORM_CLI_PERMISSIONS_V1_ONLY).optional(),
    env: allowlist('env', 'Environment variables the agent sees: a list of names, or "all" or "none".').optional(),
  })
  .describe('An agent (platform_version 1).');

const channelSchema = z
  .looseObject({
    platform: nonEmptyString('platform').describe('Chat platform of the channel.'),
    enabled: booleanLike.optional(),
    events: z.array(z.string()).optional().describe('Event names the channel listens to.'),
  })
  .describe('A chat channel (platform_version 1).');

export const connectorV1Schema = connectorSchema({
  credential: z.unknown().optional().describe('Connector credential (any value in platform_version 1).'),
  agent_scope: z.unknown().optional().describe('Agent scope (any value in platform_version 1).'),
});

export const manifestV1Schema = z
  .looseObject({
    platform_version: z.literal(1).describe('Manifest format version: 1 (legacy) or 2.'),
    ...sharedTopLevelShape,
    agents: z.array(agentV1Schema).optional().describe('Agents of the project (a list in platform_version 1).'),
    channels: z.array(channelSchema).optional().describe('Chat channels.'),
    connectors: z.array(connectorV1Schema).optional().describe('Connectors (tool integrations).'),
    apps: forbidden('apps are not available in platform_version 1; use platform_version 2 to declare apps'),
  })
  .meta({ title: 'Project manifest (platform_version 1)', description: 'Legacy project manifest, platform_version 1.' });

export type ManifestV1 = z.infer<typeof manifestV1Schema>;
