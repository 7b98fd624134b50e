import { z } from 'zod';
import { DELETE, GET, POST, PUT, PATCH } from '../define';
import type { Trigger, TriggerWrite } from '../types-triggers';
import { userName } from '../names';
import { SECRET_NAME_PATTERN } from '../secret-name';

const sessionAccess = z
  .object({
    mode: z.enum(['private', 'members', 'project']),
    memberIds: z.array(z.string().min(1)).max(200).default([]),
    groupIds: z.array(z.string().min(1)).max(200).default([]),
  })
  .strict();

const fields = {
  name: userName(128),
  type: z.enum(['cron', 'webhook', 'monitor']),
  prompt_template: z.string().trim().min(1, { error: 'Write the prompt the trigger sends' }).max(20_000),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'A slug is lowercase letters, digits and -' }).optional(),
  agent: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  enabled: z.boolean().optional(),
  session_mode: z.enum(['fresh', 'reuse', 'pinned', 'keyed']).optional(),
  session_id: z.string().min(1).optional(),
  cron: z.string().trim().min(1).max(120).optional(),
  run_at: z.iso.datetime({ error: 'run_at is an ISO timestamp' }).optional(),
  timezone: z.string().min(1).max(64).optional(),
  secret_env: z.string().regex(SECRET_NAME_PATTERN, { error: 'secret_env names an UPPER_SNAKE_CASE secret' }).optional(),
  session_access: sessionAccess.optional(),
};

export const triggerCreateInput = z
  .object(fields)
  .strict()
  .refine((t) => !(t.cron && t.run_at), { error: 'cron and run_at are mutually exclusive', path: ['run_at'] })
  .refine((t) => t.type !== 'cron' || Boolean(t.cron || t.run_at), { error: 'A cron trigger needs cron or run_at', path: ['cron'] })
  .refine((t) => !t.secret_env || t.type === 'webhook', { error: 'secret_env applies to webhook triggers only', path: ['secret_env'] });

export const projectTriggerOps = {
  list: GET<Trigger[]>()('/projects/{projectId}/triggers', 'Triggers (from the manifest) with their runtime state'),
  create: POST<TriggerWrite>()('/projects/{projectId}/triggers', 'Create a trigger (a commit to the manifest)', { input: triggerCreateInput }),
  update: PATCH<TriggerWrite>()('/projects/{projectId}/triggers/{triggerId}', 'Update a trigger; session_access alone makes no commit', {
    input: z.object({ ...fields, type: fields.type.optional(), name: fields.name.optional(), prompt_template: fields.prompt_template.optional() }).partial().strict(),
  }),
  remove: DELETE<void>()('/projects/{projectId}/triggers/{triggerId}', 'Remove a trigger (a commit to the manifest)'),
  fire: POST<{ session_id: string }>()('/projects/{projectId}/triggers/{triggerId}/fire', 'Run a trigger now: starts a session; counts against the per-user session limit (429 session_rate_limited)'),
  setActivation: PUT<{ paused: boolean }>()('/projects/{projectId}/triggers/activation', 'Pause or resume every trigger', {
    input: z.object({ paused: z.boolean() }),
    args: ['paused'],
  }),
};
