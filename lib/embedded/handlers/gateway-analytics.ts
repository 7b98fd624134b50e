import 'server-only';
import { contract } from '@/lib/contract';
import { chunkStream } from '../chunk-stream';
import { declaredObjects } from '../manifest-objects';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { badRequest, notFound } from '../errors';
import { toBudget } from '../gateway/budgets';
import { csvChunks, logDetail, logPage } from '../gateway/logs';
import { resolveWindow } from '../gateway/range';
import { gatewayBudgetsOf, gatewayKeyId } from '../gateway/state';
import { trafficOf } from '../gateway/traffic';
import { breakdownOf, errorsOf, overviewOf, seriesOf, sessionsOf, type ViewContext } from '../gateway/views';
import { sessionKey } from '../sessions/types';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { nextId } from '../store';
import type { ProjectRecord } from '../store';

const ops = contract.project.gateway;
const LOGS = 'project.gateway.logs.read';
const SPEND = 'project.gateway.spend.read';
const BUDGET = 'project.gateway.budget.set';
/** Budgets a project may hold. */
export const MAX_BUDGETS = 50;

function viewContext(ctx: HandlerContext, project: ProjectRecord): ViewContext {
  return {
    keyName: (keyId) => ctx.rt.store.gatewayKeys.get(gatewayKeyId(project.id, keyId))?.name,
    sessionAvailable: (sessionId) => ctx.rt.store.sessions.has(sessionKey(project.id, sessionId)),
  };
}

function targetLabel(ctx: HandlerContext, project: ProjectRecord, scope: string, target: string | null): string {
  if (scope === 'project') return 'Whole project';
  if (scope === 'key') return ctx.rt.store.gatewayKeys.get(gatewayKeyId(project.id, target ?? ''))?.name ?? target ?? '';
  return target ?? '';
}

export const gatewayAnalyticsHandlers: HandlerTable = {
  'project.gateway.logs': on(ops.logs, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, LOGS);
    return logPage(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input);
  }),

  'project.gateway.log': on(ops.log, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, LOGS);
    const detail = logDetail(trafficOf(ctx.rt.store, project.id), ctx.params.logId, viewContext(ctx, project));
    if (!detail) throw notFound(`Log ${ctx.params.logId}`);
    return detail;
  }),

  'project.gateway.exportLogs': on(ops.exportLogs, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, LOGS);
    const traffic = trafficOf(ctx.rt.store, project.id);
    const window = resolveWindow(ctx.input, ctx.rt.now());
    const chunks = csvChunks(traffic, window, ctx.input);
    // A thousand rows per chunk, one chunk per event-loop turn, only as fast as the reader takes them.
    const stream = chunkStream(chunks);
    const filename = `gateway-logs-${project.id}-${isoAt(window.from).slice(0, 10)}-${isoAt(window.to - 1).slice(0, 10)}.csv`;
    return new Response(stream, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' },
    });
  }),

  'project.gateway.overview': on(ops.overview, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, SPEND);
    return overviewOf(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input);
  }),

  'project.gateway.series': on(ops.series, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, SPEND);
    return seriesOf(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input);
  }),

  'project.gateway.breakdown': on(ops.breakdown, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, SPEND);
    return breakdownOf(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input, viewContext(ctx, project));
  }),

  'project.gateway.sessions': on(ops.sessions, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, SPEND);
    return sessionsOf(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input, viewContext(ctx, project));
  }),

  'project.gateway.errors': on(ops.errors, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, LOGS);
    return errorsOf(trafficOf(ctx.rt.store, project.id), resolveWindow(ctx.input, ctx.rt.now()), ctx.input);
  }),

  'project.gateway.budgets': on(ops.budgets, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, SPEND);
    const traffic = trafficOf(ctx.rt.store, project.id);
    return gatewayBudgetsOf(ctx.rt.store, project.id).map((b) => toBudget(traffic, b, ctx.rt.now(), targetLabel(ctx, project, b.scope, b.target)));
  }),

  'project.gateway.setBudget': on(ops.setBudget, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, BUDGET);
    const input = ctx.input;
    const target = input.scope === 'project' ? null : (input.target ?? null);
    const store = ctx.rt.store;
    if (input.scope === 'key') {
      const key = store.gatewayKeys.get(gatewayKeyId(project.id, target ?? ''));
      if (!key) throw badRequest('unknown_key', `This project has no gateway key ${target}`, { field: 'target' });
      if (key.revoked_at) throw badRequest('key_revoked', `Key ${key.name} is revoked: it cannot spend any more`, { field: 'target' });
    }
    if (input.scope === 'agent') {
      const known = new Set([...declaredObjects(ctx.rt, project).agents, ...trafficOf(store, project.id).agents]);
      if (!known.has(target ?? '')) throw badRequest('unknown_agent', `No agent ${target} in this project`, { field: 'target' });
    }
    const existing = gatewayBudgetsOf(store, project.id).find((b) => b.scope === input.scope && b.target === target && b.period === input.period);
    if (!existing && gatewayBudgetsOf(store, project.id).length >= MAX_BUDGETS) {
      throw badRequest('too_many_budgets', `A project holds at most ${MAX_BUDGETS} budgets; delete one first`, { field: 'scope' });
    }
    const at = isoAt(ctx.rt.now());
    const record = {
      id: existing?.id ?? nextId(store, 'gwb'),
      project_id: project.id,
      scope: input.scope,
      target,
      period: input.period,
      limit: input.limit,
      alert_threshold: input.alertThreshold ?? existing?.alert_threshold ?? 80,
      tz: input.tz ?? existing?.tz ?? 'UTC',
      created_at: existing?.created_at ?? at,
      updated_at: at,
      updated_by: caller.principal.id,
    };
    store.gatewayBudgets.set(record.id, record);
    recordProjectAudit(ctx, caller, project, existing ? 'project.gateway.budget.update' : 'project.gateway.budget.create', { type: 'budget', id: record.id }, { scope: record.scope, target: record.target, period: record.period, limit: record.limit, alert_threshold: record.alert_threshold });
    const budget = toBudget(trafficOf(store, project.id), record, ctx.rt.now(), targetLabel(ctx, project, record.scope, record.target));
    return existing ? budget : created(budget);
  }),

  'project.gateway.deleteBudget': on(ops.deleteBudget, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, BUDGET);
    const budget = ctx.rt.store.gatewayBudgets.get(ctx.params.budgetId);
    if (!budget || budget.project_id !== project.id) throw notFound(`Budget ${ctx.params.budgetId}`);
    ctx.rt.store.gatewayBudgets.delete(budget.id);
    recordProjectAudit(ctx, caller, project, 'project.gateway.budget.delete', { type: 'budget', id: budget.id }, { scope: budget.scope, target: budget.target, period: budget.period });
    return noContent();
  }),
};
