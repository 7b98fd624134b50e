import { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../define';
import { PLAYGROUND_MAX_MODELS } from '../gateway-routing';
import { playgroundInput, routingPolicyInput, routingPreviewInput } from './gateway-config-inputs';
import { userName } from '../names';
import { isValidTimeZone } from '../time-zone';
import type {
  GatewayBreakdown,
  GatewayBudget,
  GatewayErrors,
  GatewayKey,
  GatewayKeyCreated,
  GatewayLogDetail,
  GatewayLogPage,
  GatewayOverview,
  GatewayPlayground,
  GatewayRouting,
  GatewayRoutingPreview,
  GatewaySeries,
  GatewaySessions,
} from '../types-gateway';

/** Longest range an aggregate or a log filter covers. */
export const GATEWAY_MAX_RANGE_DAYS = 400;
/** Most buckets a series or error chart answers (an hourly interval over ~41 days). */
export const GATEWAY_MAX_BUCKETS = 1_000;
export const GATEWAY_LOG_PAGE_MAX = 500;

const isoTime = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 time with a zone, e.g. 2026-01-15T00:00:00Z' });
export const gatewayTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { error: 'Unknown time zone: use an IANA name such as Europe/Berlin, or UTC' });

const rangeFields = {
  from: isoTime.optional(),
  to: isoTime.optional(),
  interval: z.enum(['hour', 'day']).optional(),
  tz: gatewayTimeZone.optional(),
};

const filterFields = {
  model: z.string().min(1).max(200).optional(),
  provider: z.string().min(1).max(100).optional(),
  status: z.enum(['ok', '4xx', '429', '5xx', 'timeout', 'error']).optional(),
  keyId: z.string().min(1).max(200).optional(),
  agent: z.string().min(1).max(200).optional(),
  sessionId: z.string().min(1).max(200).optional(),
  /** Gateway error code of failed requests (`rate_limited`, `all_candidates_failed`…). */
  code: z.string().min(1).max(100).optional(),
  /** Text in the request id, log id or redacted preview (case-insensitive). */
  q: z.string().trim().min(1).max(200).optional(),
};

/** `from` before `to`, at most GATEWAY_MAX_RANGE_DAYS apart. Paths name the field to fix. */
function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (!value.from || !value.to) return;
  const from = Date.parse(value.from);
  const to = Date.parse(value.to);
  if (from >= to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end of the range must come after its start' });
  else if (to - from > GATEWAY_MAX_RANGE_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['from'], message: `A range covers at most ${GATEWAY_MAX_RANGE_DAYS} days` });
}

export const gatewayRangeInput = z.object(rangeFields).strict().superRefine(checkRange);
export const gatewayFilterInput = z.object({ ...rangeFields, ...filterFields }).strict().superRefine(checkRange);
export const gatewayLogsInput = z
  .object({
    ...rangeFields,
    ...filterFields,
    cursor: z.string().min(1).max(200).optional(),
    /** Skip this many matching rows (newest first): a virtualized table jumps to any part of the range with it. */
    offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(GATEWAY_LOG_PAGE_MAX).optional(),
  })
  .strict()
  .superRefine(checkRange)
  .superRefine((value, ctx) => {
    if (value.cursor !== undefined && value.offset !== undefined) ctx.addIssue({ code: 'custom', path: ['offset'], message: 'Give a cursor or an offset, not both' });
  });
export const gatewaySeriesInput = z
  .object({ ...rangeFields, ...filterFields, split: z.enum(['model', 'provider']).optional() })
  .strict()
  .superRefine(checkRange);
export const gatewayBreakdownInput = z
  .object({ ...rangeFields, ...filterFields, by: z.enum(['model', 'provider', 'key', 'agent', 'session']).optional() })
  .strict()
  .superRefine(checkRange);
export const gatewayOverviewInput = z
  .object({ days: z.coerce.number().int().min(1).max(GATEWAY_MAX_RANGE_DAYS).optional(), ...rangeFields, ...filterFields })
  .strict()
  .superRefine(checkRange);

export const gatewayBudgetInput = z
  .object({
    scope: z.enum(['project', 'key', 'agent'], { error: 'A budget applies to the project, a key or an agent' }),
    target: z.string().trim().min(1).max(200).nullable().optional(),
    period: z.enum(['day', 'week', 'month'], { error: 'The period is day, week or month' }),
    limit: z.number({ error: 'The limit is an amount in USD' }).positive({ error: 'The limit must be more than 0' }).max(1_000_000, { error: 'The limit is at most 1,000,000 USD' }),
    alertThreshold: z.number().int({ error: 'The alert threshold is a whole percentage' }).min(1).max(100, { error: 'The alert threshold is 1–100 %' }).optional(),
    tz: gatewayTimeZone.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.scope === 'project' && value.target) ctx.addIssue({ code: 'custom', path: ['target'], message: 'A project budget has no target' });
    if (value.scope !== 'project' && !value.target) ctx.addIssue({ code: 'custom', path: ['target'], message: value.scope === 'key' ? 'Pick the key this budget applies to' : 'Pick the agent this budget applies to' });
  });

export type GatewayRangeInput = z.output<typeof gatewayRangeInput>;
export type GatewayFilterInput = z.output<typeof gatewayFilterInput>;
export type GatewayLogsInput = z.output<typeof gatewayLogsInput>;
export type GatewayBudgetInput = z.output<typeof gatewayBudgetInput>;

/** `p.gateway`: traffic and analytics (logs, aggregates, budgets), keys, routing and the playground. */
export const projectGatewayOps = {
  logs: GET<GatewayLogPage>()('/projects/{projectId}/gateway/logs', 'Gateway request logs, newest first, filtered, cursor-paged', { input: gatewayLogsInput }),
  exportLogs: GET()('/projects/{projectId}/gateway/logs/export', 'Every log the filter matches as CSV (streamed)', {
    input: gatewayFilterInput,
    response: 'raw',
  }),
  log: GET<GatewayLogDetail>()('/projects/{projectId}/gateway/logs/{logId}', 'One request with its candidate chain and the session turn that made it'),
  overview: GET<GatewayOverview>()('/projects/{projectId}/gateway/overview', 'Requests, spend, error rate and latency against the previous period', {
    input: gatewayOverviewInput,
    args: ['days', '$input'],
  }),
  series: GET<GatewaySeries>()('/projects/{projectId}/gateway/series', 'Requests, spend, errors and latency per bucket, optionally split by model or provider', { input: gatewaySeriesInput }),
  breakdown: GET<GatewayBreakdown>()('/projects/{projectId}/gateway/breakdown', 'Totals by model, provider, key, agent or session', { input: gatewayBreakdownInput }),
  sessions: GET<GatewaySessions>()('/projects/{projectId}/gateway/sessions', 'Totals by agent session', { input: gatewayFilterInput }),
  errors: GET<GatewayErrors>()('/projects/{projectId}/gateway/errors', 'Failed requests grouped by code and provider, with counts per bucket', { input: gatewayFilterInput }),
  budgets: GET<GatewayBudget[]>()('/projects/{projectId}/gateway/budgets', 'Budgets with their spend in the current period'),
  setBudget: PUT<GatewayBudget>()('/projects/{projectId}/gateway/budgets', 'Create or replace the budget of one scope, target and period', { input: gatewayBudgetInput }),
  deleteBudget: DELETE<void>()('/projects/{projectId}/gateway/budgets/{budgetId}', 'Delete a budget'),
  keys: GET<GatewayKey[]>()('/projects/{projectId}/gateway/keys', 'Gateway API keys: prefix and metadata, revoked ones included (project.gateway.keys.manage)'),
  createKey: POST<GatewayKeyCreated>()('/projects/{projectId}/gateway/keys', 'Mint a gateway key; its secret is in this answer only', { input: z.object({ name: userName(100) }).strict(), args: ['name'] }),
  revokeKey: DELETE<void>()('/projects/{projectId}/gateway/keys/{keyId}', 'Revoke a gateway key: the gateway answers 401 to it from now on (repeating is a no-op)'),
  playground: POST<GatewayPlayground>()('/projects/{projectId}/gateway/playground', `One prompt on up to ${PLAYGROUND_MAX_MODELS} models (400 too_many_models past it); simulated failures fall back as the routing policy says`, {
    input: playgroundInput,
    args: ['prompt', 'models', 'failures'],
  }),
  routing: {
    get: GET<GatewayRouting>()('/projects/{projectId}/gateway/routing', 'The routing policy in force (the platform default until one is set)'),
    set: PUT<GatewayRouting>()('/projects/{projectId}/gateway/routing', 'Set the routing policy (400 with the path of each bad field; project.gateway.routing.edit)', { input: routingPolicyInput }),
    reset: DELETE<GatewayRouting>()('/projects/{projectId}/gateway/routing', 'Restore the platform default policy (project.gateway.routing.edit)'),
    preview: POST<GatewayRoutingPreview>()('/projects/{projectId}/gateway/routing/preview', 'Where a text request and an image request go under a policy while some models fail', { input: routingPreviewInput }),
  },
};
