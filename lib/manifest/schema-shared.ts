import { z } from 'zod';
import { placeholder } from './placeholders';
import {
  ENV_NAME_PATTERN,
  HEADER_MAX_ENTRIES,
  HEADER_NAME_MAX,
  HEADER_NAME_PATTERN,
  HEADER_VALUE_MAX,
  INTERVAL_PATTERN,
  SECRET_ENV_PATTERN,
  TRIGGER_RUN_MAX,
  describeValue,
  hasValue,
} from './rules';
import {
  booleanLike,
  boundedInt,
  forbidden,
  got,
  nonEmptyString,
  relativePath,
  rule,
  slugString,
  type RuleContext,
} from './schema-primitives';
import { CONNECTOR_JSON_CONDITIONS, connectorRules } from './connector-rules';

export const projectSchema = z
  .looseObject({
    name: z.string().optional().describe('Display name of the project.'),
    description: z.string().optional().describe('Short description of the project.'),
  })
  .describe('Project metadata.');

const envName = z.string().regex(ENV_NAME_PATTERN, {
  error: (issue) =>
    `environment variable name ${describeValue(issue.input)} is invalid: use letters, digits and "_", not starting with a digit`,
});

export const envSchema = z
  .looseObject({
    required: z.array(envName).optional().describe('Environment variables that must be set for the project.'),
    optional: z.array(envName).optional().describe('Environment variables the project uses when they are set.'),
  })
  .describe('Environment variables the project declares.');

export const agentRuntimeSchema = z
  .looseObject({
    config_dir: relativePath('config_dir').describe(
      'Directory of the agent runtime configuration, relative to the repository root (no leading "/", no "..").',
    ),
  })
  .describe('Agent-runtime configuration (the key is named after the runtime product; neutral name agent_runtime).');

const SANDBOX_TEMPLATE_KEYS = ['image', 'dockerfile', 'slug', 'cpu', 'memory', 'disk', 'entrypoint', 'context', 'context_dir', 'gpu'];

const sandboxTemplateSchema = z
  .looseObject({
    slug: slugString('template slug')
      .refine((slug) => slug !== 'default', {
        error: 'template slug "default" is reserved; choose another slug',
        params: { code: 'reserved_template_slug' },
      })
      .describe('Template slug (slug pattern; "default" is reserved).'),
    name: z.string().optional().describe('Display name of the template.'),
    entrypoint: z.string().optional().describe('Entrypoint of the sandbox image.'),
    cpu: boundedInt('cpu', 1).optional().describe('CPU count, a whole number of at least 1.'),
    memory: boundedInt('memory', 1).optional().describe('Memory, a whole number of at least 1.'),
    disk: boundedInt('disk', 1).optional().describe('Disk size, a whole number of at least 1.'),
    image: nonEmptyString('image').optional().describe('Container image. Set exactly one of image or dockerfile.'),
    dockerfile: relativePath('dockerfile')
      .optional()
      .describe('Dockerfile path relative to the repository root. Set exactly one of image or dockerfile.'),
  })
  .check(
    rule((template, ctx) => {
      const hasImage = hasValue(template, 'image');
      const hasDockerfile = hasValue(template, 'dockerfile');
      if (hasImage && hasDockerfile) {
        ctx.issue(['dockerfile'], 'a sandbox template sets both image and dockerfile; keep exactly one', 'template_image_or_dockerfile', 'key');
      } else if (!hasImage && !hasDockerfile) {
        ctx.issue([], 'a sandbox template needs exactly one of image or dockerfile', 'template_image_or_dockerfile');
      }
    }),
  )
  .meta({
    description: 'A sandbox template: slug plus exactly one of image or dockerfile.',
    oneOf: [{ required: ['image'] }, { required: ['dockerfile'] }],
  });

const sandboxShape: Record<string, z.ZodType> = {
  templates: z.array(sandboxTemplateSchema).optional().describe('Sandbox templates agents can run in.'),
  default: nonEmptyString('sandbox default').optional().describe('Slug of the default sandbox template.'),
};
for (const key of SANDBOX_TEMPLATE_KEYS) {
  sandboxShape[key] = forbidden(`"${key}" cannot be set directly under sandbox; put it in a sandbox.templates item`);
}

export const sandboxSchema = z.looseObject(sandboxShape).describe('Sandbox templates and the default template.');

const sessionMode = z
  .enum(['fresh', 'reuse', 'pinned', 'keyed'])
  .optional()
  .describe('How the trigger picks a session: fresh, reuse, pinned or keyed.');
const secretEnv = z.string().regex(SECRET_ENV_PATTERN, {
  error: (issue) =>
    `secret_env ${describeValue(issue.input)} must be an upper-case variable name (A–Z, 0–9, "_", not starting with a digit)`,
});
const interval = (label: string) =>
  z.string().regex(INTERVAL_PATTERN, {
    error: (issue) => `${label} ${describeValue(issue.input)} must be a number and a unit s, m, h or d, e.g. 30s or 5m`,
  });
const schedule = (label: string, description: string) => nonEmptyString(label).optional().describe(description);

const SCHEDULE_KEYS = ['cron', 'schedule', 'run_at', 'runAt'];
const MONITOR_FORBIDDEN = ['cron', 'schedule', 'run_at', 'runAt', 'timezone', 'secret_env', 'secretEnv'];

export const triggerSchema = z
  .looseObject({
    slug: slugString('trigger slug').describe('Trigger slug (slug pattern).'),
    type: z.enum(['cron', 'webhook', 'monitor']).describe('cron (schedule), webhook (inbound, HMAC-signed) or monitor.'),
    name: z.string().optional().describe('Display name.'),
    agent: nonEmptyString('agent').optional().describe('Agent the trigger runs.'),
    agent_name: nonEmptyString('agent_name').optional().describe('Agent the trigger runs (alias of agent).'),
    enabled: booleanLike.optional(),
    session_mode: sessionMode,
    sessionMode: sessionMode,
    session_key: z.string().optional().describe('Session key for session_mode keyed.'),
    sessionKey: z.string().optional().describe('Session key for session_mode keyed.'),
    session_id: nonEmptyString('session_id').optional().describe('Session id for session_mode pinned.'),
    sessionId: nonEmptyString('sessionId').optional().describe('Session id for session_mode pinned.'),
    filter: z.record(z.string(), z.string()).optional().describe('Event filter: a map of string values.'),
    prompt: nonEmptyString('prompt').optional().describe('Prompt sent to the agent (prompt or prompt_template is required).'),
    prompt_template: nonEmptyString('prompt_template')
      .optional()
      .describe('Prompt template sent to the agent (prompt or prompt_template is required).'),
    cron: schedule('cron', 'Cron expression (cron triggers).'),
    schedule: schedule('schedule', 'Schedule (cron triggers).'),
    run_at: schedule('run_at', 'One-off run time (cron triggers).'),
    runAt: schedule('runAt', 'One-off run time (cron triggers).'),
    timezone: z.string().optional().describe('Time zone of the schedule.'),
    secret_env: secretEnv.optional().describe('Name of the HMAC secret of a webhook trigger, e.g. WEBHOOK_SECRET.'),
    secretEnv: secretEnv.optional().describe('Name of the HMAC secret of a webhook trigger (alias of secret_env).'),
    run: z
      .string()
      .min(1, { error: 'run must not be empty' })
      .max(TRIGGER_RUN_MAX, {
        error: (issue) =>
          `run must be at most ${TRIGGER_RUN_MAX} characters (got ${typeof issue.input === 'string' ? issue.input.length : '?'})`,
      })
      .optional()
      .describe(`Command a monitor runs, 1 to ${TRIGGER_RUN_MAX} characters (required for monitor).`),
    mode: z.enum(['poll', 'stream']).optional().describe('Monitor mode: poll (needs interval) or stream.'),
    interval: interval('interval').optional().describe('Poll interval such as 30s, 5m, 1h or 1d (poll monitors only).'),
    expect_event_within: interval('expect_event_within').optional().describe('Alert when no event arrives within this time, e.g. 1h.'),
  })
  .check(rule(triggerRules))
  .meta({
    description: 'A trigger: starts an agent on a schedule (cron), an inbound webhook or a monitor.',
    allOf: [
      { anyOf: [{ required: ['prompt'] }, { required: ['prompt_template'] }] },
      {
        if: { properties: { type: { const: 'cron' } }, required: ['type'] },
        then: { anyOf: SCHEDULE_KEYS.map((key) => ({ required: [key] })) },
      },
      {
        if: { properties: { type: { const: 'webhook' } }, required: ['type'] },
        then: { anyOf: [{ required: ['secret_env'] }, { required: ['secretEnv'] }] },
      },
      {
        if: { properties: { type: { const: 'monitor' } }, required: ['type'] },
        then: {
          required: ['run', 'mode'],
          not: { anyOf: MONITOR_FORBIDDEN.map((key) => ({ required: [key] })) },
          if: { properties: { mode: { const: 'stream' } }, required: ['mode'] },
          then: { not: { required: ['interval'] } },
          else: { required: ['interval'] },
        },
      },
    ],
  });

function triggerRules(trigger: Record<string, unknown>, ctx: RuleContext): void {
  if (!hasValue(trigger, 'prompt') && !hasValue(trigger, 'prompt_template')) {
    ctx.issue([], 'a trigger needs prompt or prompt_template', 'trigger_prompt_required');
  }
  const type = trigger.type;
  if (type === 'cron' && !SCHEDULE_KEYS.some((key) => hasValue(trigger, key))) {
    ctx.issue([], 'a cron trigger needs one of cron, schedule, run_at or runAt', 'trigger_schedule_required');
  }
  if (type === 'webhook' && !hasValue(trigger, 'secret_env') && !hasValue(trigger, 'secretEnv')) {
    ctx.issue([], 'a webhook trigger needs secret_env: the name of its HMAC secret', 'trigger_secret_required');
  }
  if (type !== 'monitor') return;
  if (!hasValue(trigger, 'run')) {
    ctx.issue(['run'], `a monitor trigger needs run: the command to run (1 to ${TRIGGER_RUN_MAX} characters)`, 'missing_key');
  }
  if (!hasValue(trigger, 'mode')) {
    ctx.issue(['mode'], 'a monitor trigger needs mode: poll or stream', 'missing_key');
  }
  for (const key of MONITOR_FORBIDDEN) {
    if (hasValue(trigger, key)) {
      ctx.issue([key], `"${key}" is not allowed on a monitor trigger`, 'forbidden_key', 'key');
    }
  }
  if (trigger.mode === 'poll' && !hasValue(trigger, 'interval')) {
    ctx.issue(['interval'], 'a poll monitor needs interval, e.g. 30s or 5m', 'missing_key');
  }
  if (trigger.mode === 'stream' && hasValue(trigger, 'interval')) {
    ctx.issue(['interval'], 'interval is not allowed when the monitor mode is stream', 'forbidden_key', 'key');
  }
}

const headerName = z
  .string()
  .max(HEADER_NAME_MAX, {
    error: (issue) => `header name ${describeValue(issue.input)} is longer than ${HEADER_NAME_MAX} characters`,
  })
  .regex(HEADER_NAME_PATTERN, {
    error: (issue) =>
      `header name ${describeValue(issue.input)} may only contain letters, digits and !#$%&'*+.^_\`|~-`,
  });

const headerValue = z
  .string()
  .max(HEADER_VALUE_MAX, {
    error: (issue) =>
      `header value must be at most ${HEADER_VALUE_MAX} characters (got ${typeof issue.input === 'string' ? issue.input.length : '?'})`,
  })
  .refine((value) => !/[\r\n]/.test(value), {
    error: 'header value must not contain a line break (CR or LF)',
    params: { code: 'header_value_newline' },
  })
  .meta({ pattern: '^[^\\r\\n]*$' });

const headersSchema = z
  .record(headerName, headerValue)
  .refine((headers) => Object.keys(headers).length <= HEADER_MAX_ENTRIES, {
    error: (issue) =>
      `headers has ${Object.keys((issue.input as object) ?? {}).length} entries; at most ${HEADER_MAX_ENTRIES} are allowed`,
    params: { code: 'headers_too_many' },
  })
  .meta({
    maxProperties: HEADER_MAX_ENTRIES,
    description: `HTTP headers sent to the connector: at most ${HEADER_MAX_ENTRIES} entries, names up to ${HEADER_NAME_MAX} characters, values up to ${HEADER_VALUE_MAX} characters without line breaks.`,
  });

export const CONNECTOR_PROVIDERS = [
  placeholder('<hosted_apps_a>'),
  placeholder('<hosted_apps_b>'),
  'mcp',
  'openapi',
  placeholder('<collection_import>'),
  'graphql',
  'http',
  'channel',
] as const;

const connectorProvider = z
  .enum([...CONNECTOR_PROVIDERS, 'computer'], {
    error: (issue) =>
      issue.input === undefined ? undefined : `provider must be one of ${CONNECTOR_PROVIDERS.join(', ')}${got(issue.input)}`,
  })
  .describe(`Connector provider: ${CONNECTOR_PROVIDERS.join(', ')} ("computer" only for the connector with slug computer).`);

const authSchema = z
  .looseObject({
    type: z
      .enum(['bearer', 'basic', 'custom', 'api_key', 'oauth1', 'hmac', 'aws_sigv4', 'mtls', 'none'])
      .describe('Authentication type.'),
    secret: forbidden('auth.secret is not allowed: never write a credential into the manifest; store it as a project secret'),
  })
  .describe('Connector authentication; "secret" is not allowed inside.');

const policySchema = z
  .looseObject({
    match: nonEmptyString('policy match').describe('Tool name pattern the policy applies to.'),
    action: z.enum(['always_run', 'require_approval', 'block']).describe('always_run, require_approval or block.'),
  })
  .describe('Tool-call policy.');

/** Connector fields that differ by version: `credential` and `agent_scope`. */
export function connectorSchema(versionFields: { credential: z.ZodType; agent_scope: z.ZodType }) {
  return z
    .looseObject({
      slug: slugString('connector slug').describe('Connector slug (slug pattern).'),
      provider: connectorProvider,
      name: nonEmptyString('name').optional().describe('Display name.'),
      app: z.string().optional().describe('Hosted app id (required for provider <hosted_apps_a>).'),
      url: z.string().optional().describe('Server URL (required for provider mcp).'),
      endpoint: z.string().optional().describe('GraphQL endpoint (required for provider graphql).'),
      base_url: z.string().optional().describe('Base URL (provider http needs base_url or baseUrl).'),
      baseUrl: z.string().optional().describe('Base URL (alias of base_url).'),
      spec: z.string().optional().describe('API specification location (openapi).'),
      transport: z.enum(['http', 'sse']).optional().describe('MCP transport: http or sse.'),
      platform: z
        .enum([placeholder('<chat_platform_a>'), placeholder('<chat_platform_b>'), 'email'])
        .optional()
        .describe('Chat platform of a channel connector (required for provider channel).'),
      authorization_strategy: z
        .enum(['project', 'user'])
        .optional()
        .describe('Whose credentials the connector uses: project (default) or user.'),
      auth: authSchema.optional(),
      headers: headersSchema.optional(),
      policies: z.array(policySchema).optional().describe('Tool-call policies.'),
      credential: versionFields.credential,
      agent_scope: versionFields.agent_scope,
    })
    .check(rule(connectorRules))
    .meta({ description: 'A connector: a tool integration the agents can call.', allOf: CONNECTOR_JSON_CONDITIONS });
}

export const sharedTopLevelShape = {
  project: projectSchema.optional(),
  env: envSchema.optional(),
  agent_runtime: agentRuntimeSchema.optional(),
  sandbox: sandboxSchema.optional(),
  sandboxes: forbidden('"sandboxes" is not allowed at the top level; declare templates under sandbox.templates'),
  triggers: z.array(triggerSchema).optional().describe('Triggers that start agents on a schedule, a webhook or a monitor.'),
};

