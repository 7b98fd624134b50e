import { describe, expect, it } from 'vitest';
import { TRANSPORTS, signIn, useHarness } from './transports';

// Issue 27 item 6: projects.detail's counts come from lib/iam/project-access-count.ts, and follow the assignments.
describe.each(TRANSPORTS)('projects.detail counts who has access (%s)', (transport) => {
  const h = useHarness(transport);

  it('counts each principal once by kind, leaves the pending invite out, and follows a new grant', async () => {
    const { api } = await signIn(h);
    const before = (await api.project('proj_storefront').detail()).counts;
    expect(before.members).toBe(before.access?.withAccess);
    expect(before.access).toMatchObject({ serviceAccounts: 1, pendingInvites: 1 });
    expect(before.access!.people).toBeGreaterThanOrEqual(2);
    expect(before.access!.groups).toBeGreaterThanOrEqual(1);

    const sa = await api.accounts.serviceAccounts.create('acc_demo', { name: 'counts-bot' });
    await api.accounts.createAssignment('acc_demo', { principal: { type: 'service_account', id: sa.id }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' } });
    const after = (await api.project('proj_storefront').detail()).counts;
    expect(after.access).toEqual({ ...before.access, serviceAccounts: 2, withAccess: before.access!.withAccess + 1 });
    expect(after.members).toBe(before.members + 1);
  });
});
