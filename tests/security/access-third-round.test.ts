// Issue 25, items 15, 16, 17 and 19: access-control findings of the third probe, in-process and over real HTTP.
import { describe, expect, it } from 'vitest';
import { UNASSIGNED_SERVICE_ACCOUNT_TOKEN } from '@/lib/embedded';
import { buildRoutes } from '@/lib/embedded/router';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

const ACME = 'acc_demo';
const GLOBEX = 'acc_globex';

describe.each(TRANSPORTS)('third round: access control (%s)', (transport) => {
  const h = useHarness(transport);

  it('item 15: no assignment grants account_owner, to oneself or a service account, whoever asks', async () => {
    const { api: owner } = await signIn(h);
    await owner.accounts.updateMemberRole(ACME, 'usr_member', 'admin');
    const { api: admin } = await signIn(h, 'member@example.com');
    const before = await owner.accounts.listAssignments(ACME);
    for (const [who, principal] of [
      [admin, { type: 'user' as const, id: 'usr_member' }],
      [admin, { type: 'service_account' as const, id: 'sa_deploy' }],
      [owner, { type: 'service_account' as const, id: 'sa_deploy' }],
    ] as const) {
      const error = await rejection(who.accounts.createAssignment(ACME, { principal, role: 'account_owner', scope: { type: 'account' } }));
      expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'role_not_assignable' });
      expect(error.body).toMatchObject({ field: 'role' });
    }
    expect(await owner.accounts.listAssignments(ACME)).toEqual(before);
    // The admin is still no owner: deleting the account stays an owner's.
    expect((await owner.accounts.members(ACME)).find((m) => m.user.id === 'usr_member')?.role).toBe('admin');
  });

  it('item 17: a PAT minted for one account reads nothing of another, and mints no token', async () => {
    const { api } = await signIn(h);
    const pat = await api.accounts.tokens.create({ name: 'globex-ci', accountId: GLOBEX });
    const scripted = h.client(() => pat.token);
    expect((await scripted.accounts.listAssignments(GLOBEX)).length).toBeGreaterThan(0);
    for (const call of [
      () => scripted.accounts.listAssignments(ACME),
      () => scripted.accounts.get(ACME),
      () => scripted.accounts.members(ACME),
      () => scripted.project('proj_storefront').get(),
    ]) {
      const error = await rejection(call());
      expect(error.status).toBe(403);
    }
    expect((await scripted.accounts.list()).map((a) => a.id)).toEqual([GLOBEX]);
    expect((await scripted.projects.list()).every((p) => p.account_id === GLOBEX)).toBe(true);
    expect((await rejection(scripted.accounts.tokens.create({ name: 'escalate', accountId: ACME }))).status).toBe(403);
  });

  it('item 19: every contract route is served now; a route still authenticates and applies rules 4 and 5 before anything else; public ones stay public', async () => {
    const { api, token } = await signIn(h);
    const scoped = await api.accounts.tokens.create({ name: 'ci', projectId: 'proj_support' });
    const globex = await api.accounts.tokens.create({ name: 'globex', accountId: GLOBEX });
    const call = async (path: string, bearer?: string, method = 'GET') => {
      const res = await h.fetch(`${h.backendUrl}${path}`, { method, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
      return { status: res.status, body: (await res.json()) as { code: string; error: string } };
    };
    // The 501 path (authorizeUnserved) has no contract route left to guard: the marketplace was the last one served.
    expect(buildRoutes().filter((r) => !r.handler).flatMap((r) => r.names)).toEqual([]);
    const project = '/projects/proj_storefront/marketplace';
    const account = `/accounts/${ACME}/members`;
    expect((await call(project)).status).toBe(401);
    expect((await call(project, 'not-a-token')).status).toBe(401);
    expect((await call(project, scoped.token)).body).toMatchObject({ code: 'forbidden', token_project: 'proj_support' });
    const unassigned = await call(project, UNASSIGNED_SERVICE_ACCOUNT_TOKEN);
    expect(unassigned).toMatchObject({ status: 403, body: { error: 'You do not have access to this project' } });
    expect((await call(project.replace('proj_storefront', 'proj_nope'), token)).status).toBe(404);
    expect((await call(project, token)).status).toBe(200);
    expect((await call(account)).status).toBe(401);
    expect((await call(account, globex.token)).status).toBe(403);
    expect((await call(account, token)).status).toBe(200);
    expect((await call('/marketplace/items/anything/files?path=README.md')).body).toMatchObject({ code: 'not_found' });
  });

  it('item 16: SIEM webhook URLs to loopback, link-local, private, numeric hosts and with credentials are refused and not stored', async () => {
    const { api } = await signIn(h);
    const before = await api.accounts.audit.webhooks.list(ACME);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://localhost/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/hook',
      'https://192.168.1.10/hook',
      'https://[::1]/hook',
      'https://8.8.8.8/hook',
      'https://metadata.google.internal/hook',
      'https://user:pass@siem.example.com/hook',
    ]) {
      const error = await rejection(api.accounts.audit.webhooks.create(ACME, { url }));
      expect({ status: error.status, code: error.code }, url).toEqual({ status: 400, code: 'invalid_request' });
      expect(error.message).toMatch(/url: The (host|URL)/);
    }
    expect(await api.accounts.audit.webhooks.list(ACME)).toEqual(before);
    const hook = await api.accounts.audit.webhooks.create(ACME, { url: 'https://siem.example.com/hook' });
    expect((await rejection(api.accounts.audit.webhooks.update(ACME, hook.id, { url: 'https://10.0.0.1/hook' }))).status).toBe(400);
    expect((await api.accounts.audit.webhooks.list(ACME)).find((w) => w.id === hook.id)?.url).toBe('https://siem.example.com/hook');
  });
});
