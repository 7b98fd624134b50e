import 'server-only';
import { Cron } from 'croner';
import { contract } from '@/lib/contract';
import type { SessionAccess, Trigger } from '@/lib/contract/types-triggers';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { PlatformError, badRequest, conflict, notFound } from '../errors';
import { declaredObjects } from '../manifest-objects';
import { checkCreationRate } from '../sessions/creation-rate';
import { addSession } from '../sessions/store-sessions';
import { promptedRunSource } from '../sessions/prompted-run';
import { readTriggers, writeTriggers, type TriggerEntry } from '../triggers/manifest-triggers';
import type { ProjectRecord, Store } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';

const ops = contract.project.triggers;
const DEFAULT_ACCESS: SessionAccess = { mode: 'private', memberIds: [], groupIds: [] };
const MANIFEST_KEYS = ['name', 'type', 'agent', 'model', 'prompt_template', 'cron', 'run_at', 'timezone', 'secret_env', 'enabled', 'session_mode', 'session_id'] as const;

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const enabledOf = (v: unknown) => !(v === false || v === 0 || (typeof v === 'string' && /^(false|0|no|off)$/i.test(v)));

function stateOf(store: Store, projectId: string, slug: string) {
  return store.triggerState.get(`${projectId}/${slug}`) ?? { session_access: DEFAULT_ACCESS, last_fired_at: null, last_session_id: null };
}

function toTrigger(store: Store, project: ProjectRecord, e: TriggerEntry): Trigger {
  const state = stateOf(store, project.id, e.slug);
  const type = (['cron', 'webhook', 'monitor'].includes(String(e.type)) ? e.type : 'cron') as Trigger['type'];
  return {
    id: e.slug, slug: e.slug, name: text(e.name) ?? e.slug, type,
    agent: text(e.agent) ?? text(e.agent_name), prompt_template: text(e.prompt_template) ?? text(e.prompt) ?? '',
    cron: text(e.cron) ?? text(e.schedule), run_at: text(e.run_at) ?? text(e.runAt), timezone: text(e.timezone),
    secret_env: text(e.secret_env) ?? text(e.secretEnv), enabled: enabledOf(e.enabled),
    session_access: state.session_access, paused: store.triggersPaused.has(project.id),
    webhook_url: type === 'webhook' ? `/v1/projects/${project.id}/triggers/${e.slug}/events` : null,
    last_fired_at: state.last_fired_at, last_session_id: state.last_session_id,
  };
}

function slugify(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 63) || 'trigger';
}

/** The rules a manifest trigger entry must pass (beyond the input schema): a valid cron and time zone, a declared agent. */
function checkEntry(ctx: HandlerContext, project: ProjectRecord, e: TriggerEntry): void {
  if (typeof e.cron === 'string') {
    try {
      new Cron(e.cron, { paused: true, ...(typeof e.timezone === 'string' ? { timezone: e.timezone } : {}) });
    } catch (error) {
      throw badRequest('invalid_cron', `The cron expression is not valid: ${error instanceof Error ? error.message : String(error)}`, { field: 'cron' });
    }
  }
  if (typeof e.timezone === 'string') {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: e.timezone });
    } catch {
      throw badRequest('invalid_timezone', `${e.timezone} is not a time zone (use an IANA name such as Europe/Berlin)`, { field: 'timezone' });
    }
  }
  if (typeof e.agent === 'string' && !declaredObjects(ctx.rt, project).agents.includes(e.agent)) {
    throw badRequest('agent_not_declared', `The manifest declares no agent ${e.agent}`, { field: 'agent' });
  }
  if (e.cron && e.run_at) throw badRequest('invalid_request', 'cron and run_at are mutually exclusive', { field: 'run_at' });
  if (e.secret_env && e.type !== 'webhook') throw badRequest('invalid_request', 'secret_env applies to webhook triggers only', { field: 'secret_env' });
}

function pick(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(MANIFEST_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
}

function entryOf(ctx: HandlerContext, project: ProjectRecord, id: string): TriggerEntry {
  const entry = readTriggers(ctx.rt, project).find((t) => t.slug === id);
  if (!entry) throw notFound(`Trigger ${id}`);
  return entry;
}

export const triggerHandlers: HandlerTable = {
  'project.triggers.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.read');
    return readTriggers(ctx.rt, project).map((e) => toTrigger(ctx.rt.store, project, e));
  }),

  'project.triggers.create': on(ops.create, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.create');
    const { session_access, slug, ...rest } = ctx.input;
    const entry: TriggerEntry = { slug: slug ?? slugify(rest.name), ...pick(rest) };
    if (readTriggers(ctx.rt, project).some((t) => t.slug === entry.slug)) throw conflict('trigger_exists', `A trigger ${entry.slug} already exists`, { field: 'slug' });
    checkEntry(ctx, project, entry);
    const commit = writeTriggers(ctx.rt, project, caller, `Add trigger ${entry.slug}`, (current) => [...current, entry]);
    if (session_access) ctx.rt.store.triggerState.set(`${project.id}/${entry.slug}`, { ...stateOf(ctx.rt.store, project.id, entry.slug), session_access });
    recordProjectAudit(ctx, caller, project, 'project.trigger.create', { type: 'trigger', id: entry.slug }, { type: String(entry.type), commit });
    return created({ trigger: toTrigger(ctx.rt.store, project, entry), commit });
  }),

  'project.triggers.update': on(ops.update, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.update');
    const current = entryOf(ctx, project, ctx.params.triggerId);
    const { session_access, slug: _slug, ...rest } = ctx.input;
    const changes = pick(rest);
    let commit: string | null = null;
    let entry = current;
    // Only session_access: account-local state, no commit (spec).
    if (Object.keys(changes).length > 0) {
      entry = { ...current, ...changes };
      if (changes.cron) delete entry.run_at;
      if (changes.run_at) delete entry.cron;
      checkEntry(ctx, project, entry);
      commit = writeTriggers(ctx.rt, project, caller, `Update trigger ${entry.slug}`, (list) => list.map((t) => (t.slug === entry.slug ? entry : t)));
    }
    if (session_access) ctx.rt.store.triggerState.set(`${project.id}/${entry.slug}`, { ...stateOf(ctx.rt.store, project.id, entry.slug), session_access });
    recordProjectAudit(ctx, caller, project, 'project.trigger.update', { type: 'trigger', id: entry.slug }, { commit, session_access: Boolean(session_access) });
    return { trigger: toTrigger(ctx.rt.store, project, entry), commit };
  }),

  'project.triggers.remove': on(ops.remove, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.delete');
    const entry = entryOf(ctx, project, ctx.params.triggerId);
    const commit = writeTriggers(ctx.rt, project, caller, `Remove trigger ${entry.slug}`, (list) => list.filter((t) => t.slug !== entry.slug));
    ctx.rt.store.triggerState.delete(`${project.id}/${entry.slug}`);
    recordProjectAudit(ctx, caller, project, 'project.trigger.delete', { type: 'trigger', id: entry.slug }, { commit });
    return noContent();
  }),

  'project.triggers.fire': on(ops.fire, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.fire');
    const trigger = toTrigger(ctx.rt.store, project, entryOf(ctx, project, ctx.params.triggerId));
    if (!trigger.enabled) throw new PlatformError(409, 'trigger_disabled', `The trigger ${trigger.slug} is disabled in the manifest`);
    const declared = declaredObjects(ctx.rt, project);
    const agent = trigger.agent ?? declared.defaultAgent;
    if (!agent) throw badRequest('no_default_agent', 'The trigger names no agent and the manifest has no default_agent');
    const now = ctx.rt.now();
    // A fire starts a session: the same per-user limit as creating one (30 a minute).
    checkCreationRate(ctx.rt, caller.principal.id, now);
    const id = `ses_trg_${now.toString(36)}${(ctx.rt.store.sessions.size + 1).toString(36)}`;
    // A trigger-created session follows the trigger's session_access; managers can always open it.
    addSession(ctx.rt.store, {
      projectId: project.id,
      info: { id, title: `${trigger.name} (fired)`, time: { created: now, updated: now } },
      ownerId: caller.principal.id,
      agent,
      visibility: trigger.session_access.mode === 'project' ? 'project' : 'private',
      origin: 'trigger',
      runtimeState: 'running',
      source: promptedRunSource(id, now, trigger.prompt_template, agent),
    });
    ctx.rt.store.triggerState.set(`${project.id}/${trigger.slug}`, { ...stateOf(ctx.rt.store, project.id, trigger.slug), last_fired_at: isoAt(now), last_session_id: id });
    recordProjectAudit(ctx, caller, project, 'project.trigger.fire', { type: 'trigger', id: trigger.slug }, { session: id });
    return created({ session_id: id });
  }),

  'project.triggers.setActivation': on(ops.setActivation, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.trigger.update');
    if (ctx.input.paused) ctx.rt.store.triggersPaused.add(project.id);
    else ctx.rt.store.triggersPaused.delete(project.id);
    recordProjectAudit(ctx, caller, project, ctx.input.paused ? 'project.trigger.pause_all' : 'project.trigger.resume_all');
    return { paused: ctx.input.paused };
  }),
};
