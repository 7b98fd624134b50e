import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

describe.each(TRANSPORTS)('connectors and connections (%s)', (transport) => {
  const h = useHarness(transport);

  it('lists declared connectors with their connection and the agents that use or require them', async () => {
    const p = (await signIn(h)).api.project('proj_storefront');
    const list = await p.connectors.list();
    expect(list.map((c) => [c.slug, c.agents, c.required_by, c.connection.status])).toEqual([
      ['catalog-api', ['checkout', 'catalog'], [], 'active'],
      ['payments', ['checkout'], ['checkout'], 'active'],
    ]);
    expect((await p.connectors.catalog()).map((c) => c.provider)).toContain('mcp');
  });

  it('follows the states table: revoke an active connection, activate a revoked one; a revoked required connector blocks session start', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    expect((await p.connectors.connections.revoke('conn_payments')).status).toBe('revoked');
    await expectError(p.connectors.connections.revoke('conn_payments'), 409, 'connection_revoked');
    await expectError(p.sessions.create({ agent: 'checkout' }), 409, 'connector_required');
    expect((await p.connectors.connections.activate('conn_payments')).status).toBe('active');
    await expectError(p.connectors.connections.activate('conn_payments'), 409, 'connection_active');
    await expectError(p.connectors.connections.revoke('conn_nope'), 404, 'not_found');
    expect(h.platform.store.auditEvents.map((e) => e.action)).toEqual(expect.arrayContaining(['project.connection.revoke', 'project.connection.activate']));
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    await expectError(member.connectors.connections.revoke('conn_payments'), 403, 'forbidden');
  });

  it('reads tool policies from the manifest and replaces them', async () => {
    const p = (await signIn(h)).api.project('proj_storefront');
    expect(await p.connectors.policies.get('payments')).toEqual([{ match: 'refund_*', action: 'require_approval' }]);
    await p.connectors.policies.set('payments', [{ match: 'charge', action: 'block' }]);
    expect(await p.connectors.policies.get('payments')).toEqual([{ match: 'charge', action: 'block' }]);
    await expectError(p.connectors.policies.get('ghost'), 404, 'not_found');
  });
});
