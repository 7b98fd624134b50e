import { z } from 'zod';
import { placeholder } from './placeholders';
import { PLATFORM_CLI_PERMISSIONS_V1_ONLY, PLATFORM_CLI_PERMISSIONS_V2 } from './permissions';
import { isPlainObject } from './rules';
import { appsSchema } from './schema-apps';
import { allowlist, forbidden, nonEmptyString, permissionAllowlist, rule, slugString } from './schema-primitives';
import { connectorSchema, sharedTopLevelShape } from './schema-shared';

const connectorSlugs = z.array(nonEmptyString('each connector slug'));

export const agentV2Schema = z
  .strictObject({
    enabled: z.boolean().optional().describe('Whether the agent can be used (true when absent).'),
    sandbox: slugString('sandbox').optional().describe('Sandbox template the agent runs in (slug).'),
    connectors: allowlist('connectors', 'Connectors the agent may use: a list of slugs, or "all" or "none".').optional(),
    connectors_required: connectorSlugs
      .optional()
      .describe('Connector slugs that must resolve before a session of this agent starts.'),
    connectors_personal: connectorSlugs
      .optional()
      .meta({ description: 'Deprecated: use connectors_required.', deprecated: true }),
    secrets: allowlist('secrets', 'Secrets the agent may read: a list of names, or "all" or "none".').optional(),
    skills: allowlist('skills', 'Skills the agent may use: a list of names, or "all" or "none".').optional(),
    platform_cli: permissionAllowlist(PLATFORM_CLI_PERMISSIONS_V2, 2, PLATFORM_CLI_PERMISSIONS_V1_ONLY).optional(),
    workspace: z.enum(['runtime', 'read', 'branch']).optional().describe('Workspace mode: runtime, read or branch.'),
  })
  .describe('An agent (platform_version 2). Only the listed keys are allowed.');

/** Keys suggested for an unknown agent key (the deprecated alias is left out on purpose). */
export const V2_AGENT_KEYS = Object.keys(agentV2Schema.shape).filter((key) => key !== 'connectors_personal');

export const connectorV2Schema = connectorSchema({
  credential: z
    .literal('shared', { error: (issue) => (issue.input === undefined ? undefined : 'credential can only be "shared" in platform_version 2') })
    .optional()
    .describe('Connector credential: only "shared" in platform_version 2.'),
  agent_scope: forbidden('agent_scope is not allowed in platform_version 2; scope connectors per agent with agents.<name>.connectors'),
});

const agentsSchema = z
  .record(slugString('agent name'), agentV2Schema)
  .refine((agents) => Object.keys(agents).length > 0, {
    error: 'agents needs at least one agent',
    params: { code: 'agents_empty' },
  })
  .meta({ description: 'Agents keyed by name (slug pattern); at least one.', minProperties: 1 });

export const manifestV2Schema = z
  .looseObject({
    platform_version: z.literal(2).describe('Manifest format version: 2.'),
    default_agent: nonEmptyString('default_agent').describe('Agent used when a session names none; must be declared under agents.'),
    agents: agentsSchema,
    runtime: z
      .enum([placeholder('<runtime_a>'), placeholder('<runtime_b>')])
      .optional()
      .describe('Agent runtime of the project.'),
    ...sharedTopLevelShape,
    connectors: z.array(connectorV2Schema).optional().describe('Connectors (tool integrations).'),
    apps: appsSchema.optional(),
  })
  .check(
    rule((manifest, ctx) => {
      const name = manifest.default_agent;
      if (typeof name !== 'string' || name === '' || !isPlainObject(manifest.agents)) return;
      if (Object.prototype.hasOwnProperty.call(manifest.agents, name)) return;
      const declared = Object.keys(manifest.agents);
      const list = declared.length > 0 ? ` (declared: ${declared.slice(0, 8).join(', ')}${declared.length > 8 ? ', …' : ''})` : '';
      ctx.issue(['default_agent'], `default_agent "${name}" is not declared under agents${list}`, 'default_agent_undeclared');
    }),
  )
  .meta({ title: 'Project manifest (platform_version 2)', description: 'Project manifest, platform_version 2.' });

export type ManifestV2 = z.infer<typeof manifestV2Schema>;
export type AgentV2 = z.infer<typeof agentV2Schema>;
