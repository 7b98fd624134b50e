import 'server-only';
import { contract } from '@/lib/contract';
import { capDiagnostics } from '@/lib/contract/limits';
import type { SessionSummary } from '@/lib/contract/types';
import { allowsOnObject, decideFor, principalOf, requireProject, type ProjectAccess } from '../access';
import { declaredObjects } from '../manifest-objects';
import { PlatformError, badRequest, forbidden, notFound } from '../errors';
import { created, on, type HandlerContext, type HandlerTable } from '../runtime';
import { commitImport, prepareImport } from '../sessions/import';
import { sessionEventStream } from '../sessions/event-stream';
import { writeImportFile } from '../sessions/persist';
import { addSession, canOpenSession, childCounts, getSessionRecord, listSessionRecords, pageMessages, pageOf, pageSessions, projectSessions, summarize, type SessionViewer } from '../sessions/store-sessions';
import { checkCreationRate } from '../sessions/creation-rate';
import { promptedRunSource } from '../sessions/prompted-run';
import { connectorApprovalRun, type GatingPolicy } from '../sessions/connector-run';
import { decideTool } from '@/lib/connectors/tool-policy';
import { gatedRunSource } from '../sessions/gated-run';
import { withRecipe } from '../sessions/source-recipe';
import { effectivePolicies } from './connectors';
import { recordProjectAudit } from '../audit';
import type { SessionRecord } from '../sessions/types';

const list = contract.project.sessions;
const one = contract.session;

/** Project-manager permission: opens every session and the lifecycle inventory. */
export const SESSION_MANAGER_PERMISSION = 'project.members.manage';

/** Opening a session is decided by lib/iam on a session resource (docs/ACCESS.md, "Sessions"), for every reader alike. */
function sessionOpener(ctx: HandlerContext, access: ProjectAccess, permission: string): SessionViewer['opens'] {
  const principal = principalOf(ctx.rt.store, access.caller);
  const { project } = access;
  // The verdict depends only on ownership, visibility, origin, agent and lifecycle: decide each combination once per request.
  const seen = new Map<string, boolean>();
  return (session) => {
    const key = JSON.stringify([session.ownerId === principal.id, session.visibility, session.triggered, session.agent, session.deleted]);
    let allowed = seen.get(key);
    if (allowed === undefined) {
      const resource = { type: 'session' as const, accountId: project.account_id, projectId: project.id, id: session.id, ownerId: session.ownerId, visibility: session.visibility, triggered: session.triggered, agent: session.agent, deleted: session.deleted };
      seen.set(key, (allowed = decideFor(ctx.rt, principal, permission, resource).allowed));
    }
    return allowed;
  };
}

/**
 * The session reader of a caller who sees the project, or null when it reaches no session: project-wide readers, and
 * holders of object assignments on agents (who read those agents' sessions, and nothing else; the decision is lib/iam's).
 */
function sessionReader(ctx: HandlerContext, access: ProjectAccess, permission = 'project.session.read'): SessionViewer | null {
  const opens = sessionOpener(ctx, access, permission);
  const id = access.caller.principal.id;
  if (access.permissions.has(permission)) return { id, manager: access.permissions.has(SESSION_MANAGER_PERMISSION), opens };
  const declared = declaredObjects(ctx.rt, access.project);
  const onAgent = (agent: string, action: string) => allowsOnObject(ctx.rt, access.caller, access.project, { type: 'agent', id: agent }, action).allowed;
  const reached = declared.agents.filter((agent) => onAgent(agent, permission));
  if (reached.length === 0) return null;
  return { id, manager: reached.every((agent) => onAgent(agent, SESSION_MANAGER_PERMISSION)), opens };
}

/** The caller's session reader; one who reaches no session opens none (a writer summarizing what it just made). */
function viewerFor(ctx: HandlerContext, access: ProjectAccess): SessionViewer {
  return sessionReader(ctx, access) ?? { id: access.caller.principal.id, manager: false, opens: () => false };
}

export async function sessionAccess(ctx: HandlerContext, permission = 'project.session.read') {
  if (permission !== 'project.session.read') {
    const access = await requireProject(ctx, ctx.params.projectId, permission);
    return { access, viewer: viewerFor(ctx, access) };
  }
  const access = await requireProject(ctx, ctx.params.projectId);
  const viewer = sessionReader(ctx, access, permission);
  if (!viewer) throw forbidden(`You need the ${permission} permission for this`, { permission });
  return { access, viewer };
}

/** The session the caller may open, else 404 (a session you cannot open does not exist for you). */
export async function openSession(ctx: HandlerContext): Promise<{ record: SessionRecord; viewer: SessionViewer; access: ProjectAccess }> {
  const { access, viewer } = await sessionAccess(ctx);
  const record = getSessionRecord(ctx.rt.store, ctx.params.projectId, ctx.params.sessionId);
  if (!record || !canOpenSession(record, viewer)) throw notFound('Session');
  return { record, viewer, access };
}

/**
 * The rules of starting a session: the agent (or the manifest's default_agent) is declared, enabled and open to the
 * caller; every required connector is bound; secret narrowing stays inside the agent's scope. Returns the agent.
 */
function checkSessionStart(ctx: HandlerContext, access: ProjectAccess, input: { agent?: string; connector_bindings?: Record<string, { connection_id: string }>; secrets?: string[]; require_connectors?: string[] }): string {
  const declared = declaredObjects(ctx.rt, access.project);
  const agent = input.agent ?? declared.defaultAgent;
  if (!agent) throw badRequest('no_default_agent', 'Name an agent: the manifest declares no default_agent', { field: 'agent' });
  const facts = declared.agentFacts[agent];
  if (!facts) throw badRequest('agent_not_declared', `The manifest declares no agent ${agent}`, { field: 'agent', declared: declared.agents });
  if (!facts.enabled) throw badRequest('agent_disabled', `The agent ${agent} is disabled in the manifest`, { field: 'agent' });
  const decision = allowsOnObject(ctx.rt, access.caller, access.project, { type: 'agent', id: agent }, 'project.session.start');
  if (!decision.allowed) {
    if (decision.because.some((r) => r.kind === 'agent_closed')) throw new PlatformError(403, 'agent_closed', `The agent ${agent} is closed: an assignment must name you or one of your groups on it`, { agent });
    throw forbidden('You need the project.session.start permission for this', { permission: 'project.session.start' });
  }
  const required = [...new Set([...facts.connectorsRequired, ...(input.require_connectors ?? [])])];
  const unknown = required.filter((slug) => !declared.connectors.includes(slug));
  if (unknown.length) throw badRequest('unknown_connector', `Not connectors of this project: ${unknown.join(', ')}`, { field: 'require_connectors', unknown });
  // Each declared connector has one project connection (`conn_<slug>`), active unless revoked; a binding must name it.
  const revoked = (slug: string) => ctx.rt.store.revokedConnections.has(`${access.project.id}/${slug}`);
  for (const [slug, binding] of Object.entries(input.connector_bindings ?? {})) {
    if (!declared.connectors.includes(slug) || binding.connection_id !== `conn_${slug}`) throw badRequest('unknown_connection', `No connection ${binding.connection_id} for ${slug}`, { field: 'connector_bindings' });
  }
  const missing = required.filter(revoked);
  if (missing.length) throw new PlatformError(409, 'connector_required', `Restore or reconnect ${missing.join(', ')} before starting: the agent requires it`, { missing });
  if (input.secrets && facts.secrets !== 'all') {
    const allowed = facts.secrets === 'none' ? [] : facts.secrets;
    const outside = input.secrets.filter((name) => !allowed.includes(name));
    if (outside.length) throw badRequest('secret_not_allowed', `The agent ${agent} may not read ${outside.join(', ')}`, { field: 'secrets', outside });
  }
  return agent;
}

/** The simulated run of a started session: it waits for approval when a connector tool policy gates what it asks. */
function startedRunSource(ctx: HandlerContext, access: ProjectAccess, id: string, now: number, prompt: string, agent: string) {
  const declared = declaredObjects(ctx.rt, access.project);
  const allowed = declared.agentFacts[agent]?.connectors ?? 'none';
  const slugs = allowed === 'all' ? declared.connectors : allowed === 'none' ? [] : allowed.filter((slug) => declared.connectors.includes(slug));
  // Candidates: the connector's require_approval policies and the project's per-agent ones naming one of its actions;
  // each kept only when the one decision rule (lib/connectors/tool-policy.ts) says this agent's call needs approval.
  const project = ctx.rt.store.projectToolPolicies.get(access.project.id) ?? [];
  const candidates: GatingPolicy[] = slugs.flatMap((slug) => [
    ...effectivePolicies(ctx, access.project, slug).filter((p) => p.action === 'require_approval').map((p) => ({ connector: slug, match: p.match })),
    ...project.filter((p) => p.action === 'require_approval' && (p.agent === agent || p.agent === '*') && p.tool.startsWith(`${slug}.`)).map((p) => ({ connector: slug, match: p.tool.slice(slug.length + 1) })),
  ]);
  const policies = candidates.filter((p) => decideTool(`${p.connector}.${p.match.replace(/\*/g, 'order')}`, agent, project, effectivePolicies(ctx, access.project, p.connector)).action === 'require_approval');
  const gated = connectorApprovalRun(id, now, prompt, agent, policies);
  return gated ? withRecipe(gatedRunSource(gated), { kind: 'gated', start: now, prompt, agent, policies }) : promptedRunSource(id, now, prompt, agent);
}

/** "Sessions you can open" on the overview: the length of the caller's default list, by the same decision. */
export function sessionCount(ctx: HandlerContext, access: ProjectAccess): number {
  const viewer = sessionReader(ctx, access);
  return viewer ? listSessionRecords(ctx.rt.store, access.project.id, viewer, 'mine').length : 0;
}

export const sessionHandlers: HandlerTable = {
  'project.sessions.list': on(list.list, async (ctx): Promise<SessionSummary[]> => {
    const scope = ctx.input.scope ?? 'mine';
    const { access, viewer } = await sessionAccess(ctx);
    if (scope === 'project' && !viewer.manager) {
      throw forbidden(`The project-scope session inventory needs the ${SESSION_MANAGER_PERMISSION} permission`, { permission: SESSION_MANAGER_PERMISSION });
    }
    const now = ctx.rt.now();
    const records = listSessionRecords(ctx.rt.store, access.project.id, viewer, scope);
    const page = pageSessions(records, now, ctx.input);
    if (!page.ok) throw badRequest('invalid_request', page.message, { field: 'after' });
    const counts = childCounts(projectSessions(ctx.rt.store, access.project.id), viewer);
    return page.page.map((r) => summarize(ctx.rt.store, r, viewer, now, counts));
  }),

  'project.sessions.create': on(list.create, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId);
    const { project, caller } = access;
    const agent = checkSessionStart(ctx, access, ctx.input);
    const now = ctx.rt.now();
    checkCreationRate(ctx.rt, caller.principal.id, now);
    const n = ctx.rt.store.sessions.size + 1;
    const id = `ses_new_${now.toString(36)}${n.toString(36)}`;
    const prompt = ctx.input.prompt;
    const record = addSession(ctx.rt.store, {
      projectId: project.id,
      info: { id, title: ctx.input.title?.trim() || (prompt ? prompt.slice(0, 80) : 'New session'), time: { created: now, updated: now } },
      ownerId: caller.principal.id,
      agent,
      visibility: 'private',
      runtimeState: prompt ? 'running' : 'starting',
      ...(prompt ? { source: startedRunSource(ctx, access, id, now, prompt, agent) } : {}),
    });
    recordProjectAudit(ctx, caller, project, 'project.session.start', { type: 'session', id }, { agent });
    return created(summarize(ctx.rt.store, record, viewerFor(ctx, access), now));
  }),

  'project.sessions.import': on(list.import, async (ctx) => {
    const { access, viewer } = await sessionAccess(ctx, 'project.write');
    const now = ctx.rt.now();
    // Counted before the export is checked: checking a large export is the expensive part.
    checkCreationRate(ctx.rt, viewer.id, now);
    const result = prepareImport(ctx.rt.store, access.project.id, viewer.id, ctx.input, now);
    if (!result.ok) {
      const { status, code, message, issues } = result.refusal;
      const capped = issues ? capDiagnostics(issues) : null;
      throw new PlatformError(status, code, message, capped ? { issues: capped.shown, issues_omitted: capped.omitted } : {});
    }
    if (ctx.rt.dataDir) writeImportFile(ctx.rt.dataDir, result.prepared, now);
    const record = commitImport(ctx.rt.store, result.prepared);
    return created(summarize(ctx.rt.store, record, viewer, now));
  }),

  'session.get': on(one.get, async (ctx) => {
    const { record, viewer } = await openSession(ctx);
    return summarize(ctx.rt.store, record, viewer, ctx.rt.now());
  }),

  'session.messages': on(one.messages, async (ctx) => {
    const { record } = await openSession(ctx);
    // A generated session not built yet pages from the turns the page needs (built in a few ms), not the whole session.
    const list = record.source.ready?.() === false ? record.source.messageList?.() : undefined;
    const result = list ? pageOf(list, ctx.input) : pageMessages(record.source.messages(ctx.rt.now()), ctx.input);
    if (!result.ok) throw badRequest('invalid_request', result.message);
    return result.page;
  }),

  'session.status': on(one.status, async (ctx) => {
    const { record } = await openSession(ctx);
    return record.source.status(ctx.rt.now());
  }),

  'session.events': on(one.events, async (ctx) => {
    const { record, viewer } = await openSession(ctx);
    const stream = sessionEventStream({
      source: record.source,
      summary: () => summarize(ctx.rt.store, record, viewer, ctx.rt.now()),
      now: ctx.rt.now,
      after: ctx.input.after,
      signal: ctx.request.signal,
    });
    return new Response(stream, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', 'x-accel-buffering': 'no' },
    });
  }),

  'session.children': on(one.children, async (ctx) => {
    const { record, viewer } = await openSession(ctx);
    const now = ctx.rt.now();
    return listSessionRecords(ctx.rt.store, record.projectId, viewer, 'project')
      .filter((r) => r.info.parentID === record.info.id)
      .map((r) => summarize(ctx.rt.store, r, viewer, now));
  }),
};
