import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/embedded/crypto';
import { TRANSPORTS, rejection, signIn, useHarness, type Harness } from './transports';

function addUser(h: Harness, id: string, email: string) {
  h.platform.store.users.set(id, { id, email, name: id, passwordHash: hashPassword('demo-password', id), confirmed: true, created_at: '2026-01-01T00:00:00.000Z' });
}

describe.each(TRANSPORTS)('onboarding: a new user creates an account or accepts an invite (%s)', (transport) => {
  const h = useHarness(transport);

  it('a user with no account creates one and owns it; a blank name is refused in the error shape', async () => {
    addUser(h, 'usr_newbie', 'newbie@example.com');
    const { api } = await signIn(h, 'newbie@example.com');
    expect(await api.accounts.list()).toEqual([]);
    const bad = await rejection(api.accounts.create({ name: '' }));
    expect(bad.status).toBe(400);
    expect(await api.accounts.list()).toEqual([]);
    const account = await api.accounts.create({ name: 'Newbie Labs' });
    expect(account).toMatchObject({ name: 'Newbie Labs', role: 'owner' });
    expect((await api.accounts.list()).map((a) => a.id)).toEqual([account.id]);
  });

  it('mails the invite with a link to the console page, which describes it to anyone holding the link', async () => {
    const owner = (await signIn(h)).api;
    const invite = (await owner.project('proj_pipelines').access.invite('river@example.com', 'manager')) as { id: string };
    const mail = h.platform.store.outbox.filter((m) => m.to === 'river@example.com' && m.kind === 'invite').at(-1);
    expect(mail?.link).toMatch(new RegExp(`/invites/${invite.id}$`));
    const described = await h.client().accountInvites.describe(invite.id);
    expect(described).toMatchObject({ id: invite.id, status: 'pending', expired: false, project_id: 'proj_pipelines', role: 'member' });
    expect(described.invited_by).toBeTruthy();
    expect(Date.parse(described.expires_at)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(described)).not.toContain('river@example.com');

    addUser(h, 'usr_river', 'river@example.com');
    const river = (await signIn(h, 'river@example.com')).api;
    await river.accountInvites.accept(invite.id);
    expect((await h.client().accountInvites.describe(invite.id)).status).toBe('accepted');
    expect((await river.project('proj_pipelines').detail()).role).toBe('manager');
  });

  it('a declined invite stays declined and cannot be accepted', async () => {
    const owner = (await signIn(h)).api;
    const accounts = await owner.accounts.list();
    const invite = await owner.accounts.invite(accounts[0].id, { email: 'sky@example.com', role: 'member' });
    addUser(h, 'usr_sky', 'sky@example.com');
    const sky = (await signIn(h, 'sky@example.com')).api;
    await sky.accountInvites.decline(invite.id);
    expect((await h.client().accountInvites.describe(invite.id)).status).toBe('declined');
    const refused = await rejection(sky.accountInvites.accept(invite.id));
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 409, code: 'invite_not_pending' });
    expect(await sky.accounts.list()).toEqual([]);
  });
});
