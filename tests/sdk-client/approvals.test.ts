import { describe, expect, it } from 'vitest';
import type { Part, ToolPart } from '@/lib/contract/wire';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

let clock = Date.parse('2026-06-01T10:00:00Z');
const DEPLOY = 'ses_deploy_staging';
const BACKFILL = 'ses_orders_backfill';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

describe.each(TRANSPORTS)('approvals (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock });

  it('lists the seeded pending tool calls with their pending tool part, and the sessions that wait', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const pending = await p.approvals.list();
    expect(pending.map((a) => [a.id, a.session_id, a.tool, a.status, a.part.state.status])).toEqual([
      ['exe_orders_backfill_2', BACKFILL, 'bash', 'pending', 'pending'],
      ['exe_deploy_staging_2', DEPLOY, 'bash', 'pending', 'pending'],
    ]);
    expect(pending[1]).toMatchObject({ session_title: 'Ship the cart rounding fix to staging', session_owner: { id: 'usr_demo', name: 'Dana Demo' }, resolved_at: null, decision: null, scope: null });
    const waiting = await p.approvals.sessionsNeedingInput();
    expect(waiting.map((s) => [s.id, s.pending_approvals, s.status.type])).toEqual([[BACKFILL, 1, 'busy'], [DEPLOY, 1, 'busy']]);
    const last = (await api.session('proj_storefront', DEPLOY).messages()).items.at(-1)!;
    expect(last.parts.at(-1)).toMatchObject({ type: 'tool', tool: 'bash', state: { status: 'pending' } });
    expect(await p.approvals.list({ session_id: DEPLOY, status: 'resolved' })).toEqual([]);
  });

  it('approve with scope session: the call runs, later calls of the same tool run without asking, another tool asks; audited', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const approved = await p.approvals.resolve('exe_deploy_staging_2', 'approve', 'session');
    expect(approved).toMatchObject({ status: 'approved', decision: 'approve', scope: 'session', resolved_by: { id: 'usr_demo', name: 'Dana Demo' }, part: { state: { status: 'running' } } });
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.approval.approve', project_id: 'proj_storefront', session_id: DEPLOY, resource: { type: 'approval', id: 'exe_deploy_staging_2' }, metadata: { tool: 'bash', scope: 'session' } });

    clock += 5_000;
    const session = api.session('proj_storefront', DEPLOY);
    const tools = ((await session.messages()).items.at(-1)!.parts as Part[]).filter((part): part is ToolPart => part.type === 'tool');
    expect(tools.map((t) => [t.tool, t.state.status])).toEqual([
      ['read', 'completed'], ['bash', 'completed'], ['bash', 'completed'], ['webfetch', 'pending'],
    ]);
    expect((await p.approvals.list({ session_id: DEPLOY })).map((a) => [a.id, a.tool])).toEqual([['exe_deploy_staging_4', 'webfetch']]);
    expect((await p.approvals.list({ session_id: DEPLOY, status: 'all' })).map((a) => [a.id, a.status])).toEqual([['exe_deploy_staging_2', 'approved'], ['exe_deploy_staging_4', 'pending']]);

    await p.approvals.resolve('exe_deploy_staging_4', 'approve');
    clock += 5_000;
    expect(await session.status()).toEqual({ type: 'idle' });
    expect(((await session.messages()).items.at(-1)!.parts as Part[]).some((part) => part.type === 'text' && String(part.text).includes('health endpoint reports ok'))).toBe(true);
    expect((await p.approvals.list({ session_id: DEPLOY, status: 'all' })).map((a) => a.scope)).toEqual(['session', 'once']);
  });

  it('refuses a resolved call (409 approval_resolved), an unknown execution (404), a member on another user’s session and a caller without the project (403)', async () => {
    const owner = (await signIn(h)).api.project('proj_storefront');
    await expectError(owner.approvals.resolve('exe_deploy_staging_2', 'deny'), 409, 'approval_resolved');
    await expectError(owner.approvals.resolve('exe_nope_1', 'approve'), 404, 'not_found');
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    expect((await member.approvals.list()).map((a) => a.id)).toEqual(['exe_orders_backfill_2']);
    const before = h.platform.store.auditEvents.length;
    const casey = (await signIn(h, 'casey@example.com')).api.project('proj_storefront');
    await expectError(casey.approvals.list(), 403, 'forbidden');
    await expectError(casey.approvals.resolve('exe_orders_backfill_2', 'approve'), 403, 'forbidden');
    expect(h.platform.store.auditEvents.slice(before).filter((e) => e.action.startsWith('project.approval'))).toEqual([]);
  });

  it('deny ends the call as denied and the agent stops; the owner may answer their own session', async () => {
    const member = (await signIn(h, 'member@example.com')).api;
    const denied = await member.project('proj_storefront').approvals.resolve('exe_orders_backfill_2', 'deny');
    expect(denied).toMatchObject({ status: 'denied', decision: 'deny', scope: 'once', resolved_by: { id: 'usr_member' }, part: { state: { status: 'error', error: 'Denied by Morgan Member: the call did not run' } } });
    clock += 2_000;
    const session = member.session('proj_storefront', BACKFILL);
    expect(await session.status()).toEqual({ type: 'idle' });
    const parts = (await session.messages()).items.at(-1)!.parts as Part[];
    expect(parts.filter((part): part is ToolPart => part.type === 'tool').map((t) => t.state.status)).toEqual(['completed', 'error']);
    expect(parts.some((part) => part.type === 'text' && String(part.text).startsWith('You denied the backfill'))).toBe(true);
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.approval.deny', actor_id: 'usr_member', session_id: BACKFILL });
    expect(await member.project('proj_storefront').approvals.sessionsNeedingInput()).toEqual([]);
  });
});

describe.each(TRANSPORTS)('approvals from connector tool policies (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock });

  it('a started session calling a require_approval tool waits; once asks again for the next call, session_all covers the rest', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const started = await p.sessions.create({ prompt: 'Refund orders 1042 and 1043: the items never shipped.' });
    clock += 3_000;
    const [first] = await p.approvals.list({ session_id: started.id });
    expect(first).toMatchObject({ tool: 'payments.refund_order', status: 'pending', reason: 'Tool policy require_approval on payments (refund_*)', part: { state: { status: 'pending', input: { order_id: '1042' } } } });
    await p.approvals.resolve(first.id, 'approve', 'once');
    clock += 3_000;
    const [second] = await p.approvals.list({ session_id: started.id });
    expect(second).toMatchObject({ tool: 'payments.refund_order', part: { state: { input: { order_id: '1043' } } } });
    await p.approvals.resolve(second.id, 'approve', 'session_all');
    clock += 5_000;
    expect(await api.session('proj_storefront', started.id).status()).toEqual({ type: 'idle' });
  });

  it('scope session_all covers every later call, and a prompt no policy is about never waits', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const started = await p.sessions.create({ prompt: 'Please refund order 1042 and the next one too.' });
    clock += 3_000;
    const [first] = await p.approvals.list({ session_id: started.id });
    await p.approvals.resolve(first.id, 'approve', 'session_all');
    clock += 6_000;
    expect(await api.session('proj_storefront', started.id).status()).toEqual({ type: 'idle' });
    expect((await p.approvals.list({ session_id: started.id, status: 'all' })).map((a) => a.status)).toEqual(['approved']);

    await p.connectors.policies.set('payments', [{ match: 'refund_*', action: 'always_run' }]);
    const free = await p.sessions.create({ prompt: 'Refund order 1044.' });
    clock += 10_000;
    expect(await p.approvals.list({ session_id: free.id, status: 'all' })).toEqual([]);
    expect(await api.session('proj_storefront', free.id).status()).toEqual({ type: 'idle' });
  });
});
