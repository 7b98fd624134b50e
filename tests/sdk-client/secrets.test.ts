import { describe, expect, it } from 'vitest';
import { featureDisabledKey, isFeatureDisabledError } from '@/lib/sdk';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

describe.each(TRANSPORTS)('secrets (%s)', (transport) => {
  const h = useHarness(transport);
  const VALUE = 'sk_live_value_that_must_never_come_back_42';

  it('stores a value write-only: list, upsert answers and audit events never carry it', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const created = await p.secrets.upsert({ name: 'STRIPE_KEY', value: VALUE });
    expect(created).toMatchObject({ name: 'STRIPE_KEY', strategy: 'runtime', hosts: [] });
    const listed = await p.secrets.list();
    expect(listed.map((s) => s.name)).toEqual(['PAYMENTS_API_KEY', 'SEARCH_INDEX_URL', 'STRIPE_KEY']);
    expect(listed.find((s) => s.name === 'PAYMENTS_API_KEY')?.agents).toEqual(['checkout']);
    await p.secrets.setPersonal('MY_TOKEN', VALUE);
    await p.secrets.setGitCredential({ token: VALUE });
    const everything = JSON.stringify([created, listed, await p.secrets.listPersonal(), h.platform.store.auditEvents, [...h.platform.store.secrets.values()]]);
    expect(everything).not.toContain(VALUE);
    await expectError(p.secrets.upsert({ name: 'lower-case', value: 'x' }), 400, 'invalid_request');
  });

  it('egress answers 403 feature_disabled (secrets_egress) through setStrategy and upsert while the flag is off, then works with hosts', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const viaStrategy = await expectError(p.secrets.setStrategy('PAYMENTS_API_KEY', 'egress', { hosts: ['api.stripe.com'] }), 403, 'feature_disabled');
    expect([isFeatureDisabledError(viaStrategy), featureDisabledKey(viaStrategy)]).toEqual([true, 'secrets_egress']);
    const viaUpsert = await expectError(p.secrets.upsert({ name: 'EGRESS_KEY', value: 'v', policy: { strategy: 'network', hosts: ['api.example.com'] } }), 403, 'feature_disabled');
    expect(featureDisabledKey(viaUpsert)).toBe('secrets_egress');
    await p.updateFeatureFlag('secrets_egress', true);
    await expectError(p.secrets.setStrategy('PAYMENTS_API_KEY', 'egress'), 400, 'hosts_required');
    expect(await p.secrets.setStrategy('PAYMENTS_API_KEY', 'network', { hosts: ['api.stripe.com'] })).toMatchObject({ strategy: 'egress', hosts: ['api.stripe.com'] });
    expect((await p.secrets.setStrategy('PAYMENTS_API_KEY', 'sandbox')).strategy).toBe('runtime');
  });

  it('refuses broker without a session-scoped token, and members cannot read or write project secrets', async () => {
    const { api } = await signIn(h);
    await expectError(api.project('proj_support').secrets.broker('TICKETS_API_TOKEN', { url: 'https://tickets.example/api' }), 403, 'session_token_required');
    const member = (await signIn(h, 'member@example.com')).api;
    await expectError(member.project('proj_storefront').secrets.list(), 403, 'forbidden');
    await expectError(member.project('proj_storefront').secrets.upsert({ name: 'X', value: 'y' }), 403, 'forbidden');
    expect((await member.project('proj_storefront').secrets.setPersonal('MINE', 'z')).name).toBe('MINE');
    await api.project('proj_storefront').secrets.remove('STRIPE_KEY');
    await expectError(api.project('proj_storefront').secrets.remove('STRIPE_KEY'), 404, 'not_found');
  });
});
