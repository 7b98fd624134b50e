import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const MEMBER = 'member@example.com';

describe.each(TRANSPORTS)('access requests: a member asks, a manager answers (%s)', (transport) => {
  const h = useHarness(transport);

  it('a member who cannot open a project sees what is missing and who can grant it, asks once, and sees the answer', async () => {
    const member = (await signIn(h, MEMBER)).api;
    expect((await rejection(member.project('proj_support').detail())).status).toBe(403);
    const before = await member.project('proj_support').access.myRequest();
    expect(before).toMatchObject({ project_id: 'proj_support', project_name: expect.any(String), missing: 'project.read', request: null });
    expect(before.grantors.map((g) => g.email)).toContain('demo@example.com');
    expect(before.grantors.map((g) => g.email)).not.toContain(MEMBER);

    const asked = await member.project('proj_support').access.requestAccess({ role: 'member', message: '  I cover the weekend queue  ' });
    expect(asked).toMatchObject({ project_id: 'proj_support', role: 'member', status: 'pending', message: 'I cover the weekend queue', user: expect.objectContaining({ email: MEMBER }) });
    // Each person who can grant it gets an email that leads to where requests are answered; nobody else does.
    const mailed = h.platform.store.outbox.filter((m) => m.kind === 'access_request');
    expect(mailed.map((m) => m.to).sort()).toEqual(before.grantors.map((g) => g.email).sort());
    expect(mailed.every((m) => m.link.endsWith('/projects/proj_support/access'))).toBe(true);
    const again = await rejection(member.project('proj_support').access.requestAccess({ role: 'member' }));
    expect({ status: again.status, code: again.code }).toEqual({ status: 409, code: 'request_pending' });
    expect((await member.project('proj_support').access.myRequest()).request).toMatchObject({ id: asked.id, status: 'pending' });

    const owner = (await signIn(h)).api;
    expect((await owner.project('proj_support').access.requests()).map((r) => r.id)).toContain(asked.id);
    await owner.project('proj_support').access.approveRequest(asked.id);
    expect((await member.project('proj_support').access.myRequest()).request).toMatchObject({ id: asked.id, status: 'approved' });
    expect((await member.project('proj_support').detail()).role).toBe('member');
    const audit = await owner.accounts.audit.log('acc_demo', { action: 'iam.access_request.create' });
    expect(audit.items.some((e) => e.resource?.id === asked.id)).toBe(true);
  });

  it('a rejected request shows as rejected and can be asked again', async () => {
    const member = (await signIn(h, MEMBER)).api;
    const asked = await member.project('proj_pipelines').access.requestAccess();
    const owner = (await signIn(h)).api;
    await owner.project('proj_pipelines').access.rejectRequest(asked.id);
    expect((await member.project('proj_pipelines').access.myRequest()).request?.status).toBe('rejected');
    const second = await member.project('proj_pipelines').access.requestAccess({ role: 'member', message: 'Second try' });
    expect(second.id).not.toBe(asked.id);
    expect((await member.project('proj_pipelines').access.myRequest()).request?.id).toBe(second.id);
  });

  it('refuses what adds nothing, bad input, and anyone outside the account, in the error shape', async () => {
    const member = (await signIn(h, MEMBER)).api;
    const already = await rejection(member.project('proj_storefront').access.requestAccess({ role: 'member' }));
    expect({ status: already.status, code: already.code }).toEqual({ status: 409, code: 'already_has_access' });
    // Manager rights on a project the member can open are worth asking for.
    const upgrade = await member.project('proj_storefront').access.requestAccess({ role: 'manager', message: 'To rotate keys' });
    expect(upgrade).toMatchObject({ role: 'manager', status: 'pending' });
    expect((await member.project('proj_storefront').access.myRequest()).missing).toBe('project.members.manage');

    const badRole = await rejection(member.project('proj_pipelines').access.requestAccess({ role: 'owner' as 'member' }));
    expect(badRole.status).toBe(400);
    const long = await rejection(member.project('proj_pipelines').access.requestAccess({ role: 'member', message: 'x'.repeat(501) }));
    expect(long.status).toBe(400);
    const missing = await rejection(member.project('proj_nope').access.myRequest());
    expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: 'not_found' });
    // A member cannot answer their own request: approving needs project.members.manage.
    expect((await rejection(member.project('proj_storefront').access.approveRequest(upgrade.id))).status).toBe(403);
  });

  it('a user of another account gets the 404 of a project that does not exist', async () => {
    h.platform.store.memberships = h.platform.store.memberships.filter((m) => !(m.user_id === 'usr_member' && m.account_id === 'acc_demo'));
    const member = (await signIn(h, MEMBER)).api;
    const outsider = await rejection(member.project('proj_support').access.requestAccess());
    expect({ status: outsider.status, code: outsider.code }).toEqual({ status: 404, code: 'not_found' });
    expect((await rejection(member.project('proj_support').access.myRequest())).status).toBe(404);
  });
});
