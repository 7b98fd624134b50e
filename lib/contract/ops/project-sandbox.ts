import { z } from 'zod';
import { DELETE, GET, PATCH, POST, PUT } from '../define';
import type { FixResult, ProjectSandbox, ProviderTransition, SandboxJob, SandboxSnapshot, SetProviderResult, TemplateChange } from '../types-sandboxes';

// Template fields follow the manifest's rule for `sandbox.templates[]` (lib/manifest/schema-shared.ts); the platform
// also validates the whole manifest after the change, so a template the manifest would refuse is never committed.
const SLUG = /^[a-z0-9][a-z0-9_-]{0,127}$/;
const templateSlug = z
  .string()
  .regex(SLUG, 'Use lowercase letters, digits, "-" and "_" (start with a letter or digit; at most 128)')
  .refine((slug) => slug !== 'default', '"default" is reserved; choose another slug');
const relativePath = z
  .string()
  .min(1, 'Give a path')
  .max(1024)
  .refine((path) => !path.startsWith('/') && !path.split(/[/\\]/).includes('..'), 'Use a path relative to the repository root, without ".." segments');
const resource = (label: string) => z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(1_000_000);

const templateFields = {
  name: z.string().trim().min(1).max(200).nullable().optional(),
  image: z.string().trim().min(1, 'Give an image').max(500).nullable().optional(),
  dockerfile: relativePath.nullable().optional(),
  entrypoint: z.string().trim().min(1).max(500).nullable().optional(),
  cpu: resource('cpu').nullable().optional(),
  memory: resource('memory').nullable().optional(),
  disk: resource('disk').nullable().optional(),
  default: z.boolean().optional(),
};

export const templateCreateInput = z
  .object({ slug: templateSlug, ...templateFields })
  .strict()
  .refine((t) => (t.image ? 1 : 0) + (t.dockerfile ? 1 : 0) === 1, { error: 'Set exactly one of image or dockerfile', path: ['image'] });

export const templateUpdateInput = z.object(templateFields).strict();

const jobInput = z.object({ slug: templateSlug.optional() }).strict();

/** `p.sandbox.*`: `{projectId}` bound by the project handle. */
export const projectSandboxOps = {
  list: GET<ProjectSandbox[]>()('/projects/{projectId}/sandbox/sandboxes', 'The sandboxes of the sessions the caller can open'),
  snapshots: GET<SandboxSnapshot[]>()('/projects/{projectId}/sandbox/snapshots', "Each template's snapshot and its newest build job"),
  rebuildSnapshot: POST<SandboxJob[]>()('/projects/{projectId}/sandbox/snapshots/rebuild', "Rebuild one template's snapshot (slug), or every template's (project.write); simulated jobs", {
    input: jobInput,
    args: ['slug'],
  }),
  fixWithAgent: POST<FixResult>()('/projects/{projectId}/sandbox/fix', "An agent fixes a template whose newest build failed, commits the fix and rebuilds (project.write); 409 nothing_to_fix", {
    input: z.object({ slug: templateSlug }).strict(),
  }),
  createTemplate: POST<TemplateChange>()('/projects/{projectId}/sandbox/templates', 'Add a template to the manifest: a commit on the default branch (project.write); 409 template_exists', {
    input: templateCreateInput,
  }),
  updateTemplate: PATCH<TemplateChange>()('/projects/{projectId}/sandbox/templates/{slug}', 'Change a template in the manifest: a commit on the default branch (project.write)', {
    input: templateUpdateInput,
  }),
  removeTemplate: DELETE<void>()('/projects/{projectId}/sandbox/templates/{slug}', 'Remove a template from the manifest: a commit on the default branch (project.write); 409 template_in_use while an agent names it'),
  buildTemplate: POST<SandboxJob>()('/projects/{projectId}/sandbox/templates/{slug}/build', "Build a template's snapshot (project.write); a simulated job"),
  setProvider: PUT<SetProviderResult>()('/projects/{projectId}/sandbox/provider', 'Switch sandbox provider (project.write): null, the default or the active one applies at once; another enabled one starts a transition', {
    input: z.object({ provider: z.string().min(1).max(100).nullable() }).strict(),
    args: ['provider'],
  }),
  providerTransition: GET<ProviderTransition>()('/projects/{projectId}/sandbox/provider/transition', 'Poll a provider transition: preparing, verifying, activating, then activated or failed'),
};
