import 'server-only';
import { contract } from '@/lib/contract';
import type { Approval, SessionNeedingInput } from '@/lib/contract/types-approvals';
import { recordAudit } from '../audit';
import { PlatformError, conflict, notFound } from '../errors';
import { isGatedSource, type GateView } from '../sessions/gated-run';
import { canOpenSession, childCounts, projectSessions, summarize, type SessionViewer } from '../sessions/store-sessions';
import type { SessionRecord } from '../sessions/types';
import type { Store } from '../store';
import { on, type HandlerTable } from '../runtime';
import { SESSION_MANAGER_PERMISSION, sessionAccess } from './sessions';

const ops = contract.project.approvals;

const iso = (ms: number) => new Date(ms).toISOString();

function approvalOf(store: Store, record: SessionRecord, gate: GateView): Approval {
  const owner = store.users.get(record.ownerId);
  return {
    id: gate.executionId,
    project_id: record.projectId,
    session_id: record.info.id,
    session_title: record.info.title || 'Untitled session',
    session_owner: { id: record.ownerId, name: owner?.name ?? record.ownerId },
    message_id: gate.messageId,
    call_id: gate.part.callID,
    tool: gate.part.tool,
    part: gate.part,
    status: !gate.decision ? 'pending' : gate.decision.decision === 'approve' ? 'approved' : 'denied',
    reason: gate.reason,
    requested_at: iso(gate.requestedAt),
    resolved_at: gate.decision ? iso(gate.decision.at) : null,
    resolved_by: gate.decision?.by ?? null,
    decision: gate.decision?.decision ?? null,
    scope: gate.decision?.scope ?? null,
  };
}

/** Every call that asked for approval in the sessions the viewer can open, oldest request first. */
function gatesOf(store: Store, projectId: string, viewer: SessionViewer, now: number): Array<{ record: SessionRecord; gate: GateView }> {
  const out: Array<{ record: SessionRecord; gate: GateView }> = [];
  for (const record of projectSessions(store, projectId)) {
    if (record.lifecycle !== 'active' || !isGatedSource(record.source) || !canOpenSession(record, viewer)) continue;
    for (const gate of record.source.gates(now)) out.push({ record, gate });
  }
  return out.sort((a, b) => a.gate.requestedAt - b.gate.requestedAt || (a.gate.executionId < b.gate.executionId ? -1 : 1));
}

export const approvalHandlers: HandlerTable = {
  'project.approvals.list': on(ops.list, async (ctx): Promise<Approval[]> => {
    const { access, viewer } = await sessionAccess(ctx);
    const status = ctx.input.status ?? 'pending';
    return gatesOf(ctx.rt.store, access.project.id, viewer, ctx.rt.now())
      .filter(({ record, gate }) => (ctx.input.session_id === undefined || record.info.id === ctx.input.session_id) && (status === 'all' || (status === 'pending') === !gate.decision))
      .map(({ record, gate }) => approvalOf(ctx.rt.store, record, gate));
  }),

  'project.approvals.sessionsNeedingInput': on(ops.sessionsNeedingInput, async (ctx): Promise<SessionNeedingInput[]> => {
    const { access, viewer } = await sessionAccess(ctx);
    const now = ctx.rt.now();
    const pending = new Map<SessionRecord, { count: number; oldest: number }>();
    for (const { record, gate } of gatesOf(ctx.rt.store, access.project.id, viewer, now)) {
      if (gate.decision) continue;
      const entry = pending.get(record) ?? { count: 0, oldest: gate.requestedAt };
      pending.set(record, { count: entry.count + 1, oldest: Math.min(entry.oldest, gate.requestedAt) });
    }
    const counts = childCounts(projectSessions(ctx.rt.store, access.project.id), viewer);
    return [...pending].sort((a, b) => a[1].oldest - b[1].oldest).map(([record, { count, oldest }]) => ({
      ...summarize(ctx.rt.store, record, viewer, now, counts),
      pending_approvals: count,
      oldest_requested_at: iso(oldest),
    }));
  }),

  'project.approvals.resolve': on(ops.resolve, async (ctx): Promise<Approval> => {
    const { access, viewer } = await sessionAccess(ctx);
    const { caller, project } = access;
    const now = ctx.rt.now();
    const found = gatesOf(ctx.rt.store, project.id, viewer, now).find(({ gate }) => gate.executionId === ctx.params.executionId);
    const source = found?.record.source;
    if (!found || !source || !isGatedSource(source)) throw notFound(`Approval ${ctx.params.executionId}`);
    const { record, gate } = found;
    if (gate.decision) {
      throw conflict('approval_resolved', `This call was already ${gate.decision.decision === 'approve' ? 'approved' : 'denied'}`, { status: gate.decision.decision === 'approve' ? 'approved' : 'denied' });
    }
    // Answering for the agent is driving the session: its owner (who may start sessions) or a project manager.
    const owns = record.ownerId === caller.principal.id && access.permissions.has('project.session.start');
    if (!owns && !access.permissions.has(SESSION_MANAGER_PERMISSION)) {
      throw new PlatformError(403, 'forbidden', "Only the session's owner or a project manager can answer its approvals", { permission: SESSION_MANAGER_PERMISSION });
    }
    const by = { id: caller.principal.id, name: ctx.rt.store.users.get(caller.principal.id)?.name ?? caller.principal.id };
    const scope = ctx.input.scope ?? 'once';
    source.resolve(gate.executionId, { decision: ctx.input.decision, scope, at: now, by });
    recordAudit(ctx, {
      accountId: project.account_id,
      projectId: project.id,
      sessionId: record.info.id,
      action: ctx.input.decision === 'approve' ? 'project.approval.approve' : 'project.approval.deny',
      resource: { type: 'approval', id: gate.executionId },
      actor: caller.principal,
      metadata: { tool: gate.part.tool, scope },
    });
    const after = source.gates(now).find((g) => g.executionId === gate.executionId) ?? gate;
    return approvalOf(ctx.rt.store, record, after);
  }),
};
