import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

let clock = Date.parse('2026-06-01T10:00:00Z');

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

describe.each(TRANSPORTS)('starting a session (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock });

  it('applies default_agent, runs the prompt while the clock moves, then idles; it is audited', async () => {
    const { api } = await signIn(h);
    const started = await api.project('proj_storefront').sessions.create({ prompt: 'Tidy the cart totals' });
    expect(started).toMatchObject({ title: 'Tidy the cart totals', status: { type: 'busy' }, visibility: 'private' });
    const session = api.session('proj_storefront', started.id);
    expect((await session.messages()).items.map((m) => m.info.role)).toEqual(['user']);
    clock += 2_000;
    const mid = await session.messages();
    expect(mid.items.at(-1)?.parts.some((p) => p.type === 'tool')).toBe(true);
    clock += 10_000;
    expect(await session.status()).toEqual({ type: 'idle' });
    const done = await session.messages();
    const answer = done.items.at(-1)!;
    expect([answer.info.role, (answer.info as { agent?: string }).agent]).toEqual(['assistant', 'checkout']);
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.session.start', project_id: 'proj_storefront', metadata: { agent: 'checkout' } });
  });

  it('refuses an undeclared or disabled agent, a closed agent, a revoked required connector and secrets outside the scope', async () => {
    const owner = (await signIn(h)).api;
    const p = owner.project('proj_storefront');
    await expectError(p.sessions.create({ agent: 'nope', prompt: 'x' }), 400, 'agent_not_declared');
    await expectError(p.sessions.create({ agent: 'search-tuning', prompt: 'x' }), 400, 'agent_disabled');
    await expectError(p.sessions.create({ agent: 'catalog', secrets: ['PAYMENTS_API_KEY'] }), 400, 'secret_not_allowed');
    await expectError(p.sessions.create({ agent: 'catalog', require_connectors: ['ghost'] }), 400, 'unknown_connector');
    await expectError(p.sessions.create({ agent: 'catalog', connector_bindings: { payments: { connection_id: 'conn_other' } } }), 400, 'unknown_connection');
    h.platform.store.revokedConnections.add('proj_storefront/payments');
    await expectError(p.sessions.create({ agent: 'checkout' }), 409, 'connector_required');
    h.platform.store.revokedConnections.delete('proj_storefront/payments');
    expect((await p.sessions.create({ agent: 'checkout', secrets: ['PAYMENTS_API_KEY'] })).id).toBeTruthy();

    await owner.accounts.createAssignment('acc_demo', { principal: { type: 'user', id: 'usr_contractor' }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' } });
    const casey = (await signIn(h, 'casey@example.com')).api;
    await expectError(casey.project('proj_storefront').sessions.create({ agent: 'checkout' }), 403, 'agent_closed');
    const member = (await signIn(h, 'member@example.com')).api;
    expect((await member.project('proj_storefront').sessions.create({ agent: 'checkout' })).owner.id).toBe('usr_member');
  });
});
