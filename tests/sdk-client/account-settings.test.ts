import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const ACME = 'acc_demo';

describe.each(TRANSPORTS)('account rename (%s)', (transport) => {
  const h = useHarness(transport);

  it('lets an owner rename the account: trimmed, listed under the new name, audited with both names', async () => {
    const { api } = await signIn(h);
    const before = (await api.accounts.get(ACME)).name;
    const renamed = await api.accounts.updateName(ACME, '  Acme Retail  ');
    expect(renamed).toMatchObject({ id: ACME, name: 'Acme Retail', role: 'owner' });
    expect((await api.accounts.list()).find((a) => a.id === ACME)?.name).toBe('Acme Retail');
    const [event] = (await api.accounts.audit.log(ACME, { action: 'account.rename' })).items;
    expect(event).toMatchObject({ actor_id: 'usr_demo', resource: { type: 'account', id: ACME }, metadata: { from: before, to: 'Acme Retail' } });
  });

  it('records nothing when the name does not change', async () => {
    const { api } = await signIn(h);
    const { name } = await api.accounts.get(ACME);
    const renames = async () => (await api.accounts.audit.log(ACME, { action: 'account.rename' })).items.length;
    const before = await renames();
    await api.accounts.updateName(ACME, name);
    expect(await renames()).toBe(before);
  });

  it('refuses an empty or overlong name, a member, and an outsider, and the name stays', async () => {
    const { api } = await signIn(h);
    const { name } = await api.accounts.get(ACME);
    expect((await rejection(api.accounts.updateName(ACME, '   '))).status).toBe(400);
    expect((await rejection(api.accounts.updateName(ACME, 'x'.repeat(101)))).status).toBe(400);
    const member = (await signIn(h, 'member@example.com')).api;
    const refused = await rejection(member.accounts.updateName(ACME, 'Taken over'));
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 403, code: 'forbidden' });
    expect((await rejection(member.accounts.updateName('acc_globex', 'Taken over'))).status).toBe(403);
    expect((await api.accounts.get(ACME)).name).toBe(name);
  });
});
