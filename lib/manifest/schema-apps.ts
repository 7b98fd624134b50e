import { z } from 'zod';
import { APP_DISK_GB_MAX, RESERVED_APP_PORTS } from './rules';
import { boundedInt, got, nonEmptyString, relativePath, slugString } from './schema-primitives';

const PORT_HINT = `choose 1–65535 except ${RESERVED_APP_PORTS.join(' and ')}`;

const portSchema = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : `port must be a whole number; ${PORT_HINT}${got(issue.input)}`) })
  .int({ error: (issue) => `port must be a whole number; ${PORT_HINT}${got(issue.input)}` })
  .min(1, { error: (issue) => `port ${String(issue.input)} is out of range; ${PORT_HINT}` })
  .max(65535, { error: (issue) => `port ${String(issue.input)} is out of range; ${PORT_HINT}` })
  .refine((port) => !(RESERVED_APP_PORTS as readonly number[]).includes(port), {
    error: (issue) => `port ${String(issue.input)} is reserved; ${PORT_HINT}`,
    params: { code: 'reserved_port' },
  })
  .meta({
    description: `Port the app listens on: 1 to 65535, except ${RESERVED_APP_PORTS.join(' and ')} (reserved).`,
    not: { enum: [...RESERVED_APP_PORTS] },
  });

const commandSchema = z
  .array(nonEmptyString('each command part'))
  .min(1, { error: 'command needs at least one part, e.g. ["node", "server.js"]' })
  .describe('Command that starts the app: a list of at least one non-empty string.');

const resourcesSchema = z
  .looseObject({
    cpu: boundedInt('resources.cpu', 1, 64).optional().describe('CPU count, 1 to 64.'),
    memory_gb: boundedInt('resources.memory_gb', 1, 512).optional().describe('Memory in GB, 1 to 512.'),
    disk_gb: boundedInt('resources.disk_gb', 1, APP_DISK_GB_MAX)
      .optional()
      .describe(`Disk in GB, 1 to ${APP_DISK_GB_MAX}.`),
  })
  .describe('Resources of the app.');

const appSchema = z
  .looseObject({
    path: relativePath('path').optional().describe('Directory of the app, relative to the repository root.'),
    type: z.enum(['static', 'bundle', 'dockerfile', 'oci_image']).optional().describe('static, bundle, dockerfile or oci_image.'),
    image: nonEmptyString('image').optional().describe('Container image (type oci_image).'),
    dockerfile: relativePath('dockerfile').optional().describe('Dockerfile path, relative (type dockerfile).'),
    command: commandSchema.optional(),
    port: portSchema.optional(),
    root: relativePath('root').optional().describe('Root directory, relative.'),
    output_dir: relativePath('output_dir').optional().describe('Build output directory, relative.'),
    install_command: z.string().optional().describe('Command that installs dependencies.'),
    build_command: z.string().optional().describe('Command that builds the app.'),
    spa: z.boolean().optional().describe('Serve index.html for unknown paths (single-page app).'),
    readiness_path: z
      .string()
      .regex(/^\//, { error: (issue) => `readiness_path must start with "/"${got(issue.input)}` })
      .optional()
      .describe('HTTP path polled until the app is ready; starts with "/".'),
    idle_timeout_seconds: boundedInt('idle_timeout_seconds', 120, 86400)
      .optional()
      .describe('Seconds without traffic before the app sleeps, 120 to 86400.'),
    monthly_budget_usd: z
      .number({ error: (issue) => (issue.input === undefined ? undefined : `monthly_budget_usd must be a number of at least 0${got(issue.input)}`) })
      .min(0, { error: (issue) => `monthly_budget_usd must be a number of at least 0${got(issue.input)}` })
      .optional()
      .describe('Monthly spending limit in USD, at least 0.'),
    resources: resourcesSchema.optional(),
  })
  .describe('An app served from the project.');

export const appsSchema = z
  .record(slugString('app name'), appSchema)
  .describe('Apps keyed by name (slug pattern).');
