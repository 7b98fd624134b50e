import { describe, expect, it } from 'vitest';
import { ApiError, featureDisabledKey, isFeatureDisabledError } from '@/lib/sdk';
import { UNASSIGNED_SERVICE_ACCOUNT_TOKEN } from '@/lib/embedded';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';


describe.each(TRANSPORTS)('SDK client against the embedded platform (%s)', (transport) => {
  const h = useHarness(transport);

  it('lists accounts, members and the projects of the account', async () => {
    const { api } = await signIn(h);
    const accounts = await api.accounts.list();
    expect(accounts.map((a) => [a.id, a.name, a.role])).toEqual([
      ['acc_demo', 'Acme', 'owner'],
      ['acc_globex', 'Globex', 'owner'],
      ['acc_initech', 'Initech (generated)', 'owner'],
    ]);
    expect((await api.accounts.get('acc_demo')).name).toBe('Acme');
    const members = await api.accounts.members('acc_demo');
    expect(members.map((m) => m.user.email).sort()).toEqual(['casey@example.com', 'demo@example.com', 'member@example.com']);
    const projects = await api.projects.list();
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(projects.every((p) => p.name && p.description)).toBe(true);
  });

  it('gives a member only the projects assigned to them, and 403 elsewhere', async () => {
    const { api } = await signIn(h, 'member@example.com');
    const projects = await api.projects.list();
    expect(projects.map((p) => p.id)).toEqual(['proj_storefront']);
    const detail = await api.project('proj_storefront').detail();
    expect(detail.role).toBe('member');
    expect(detail.permissions).not.toContain('project.customize.write');
    const error = await rejection(api.project('proj_support').get());
    expect(error.status).toBe(403);
  });

  it('answers a service account with no assignment 403 "You do not have access to this project"', async () => {
    const sa = h.client(() => UNASSIGNED_SERVICE_ACCOUNT_TOKEN);
    const error = await rejection(sa.project('proj_storefront').get());
    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have access to this project');
    expect(await sa.projects.list()).toEqual([]);
  });

  it('answers 401 without a token and sends no Authorization header when getToken returns null', async () => {
    const seen: (string | null)[] = [];
    const api = h.client(() => null, {
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get('authorization'));
        return h.fetch(input, init);
      },
    });
    const error = await rejection(api.projects.list());
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
    expect(error.requestId).toMatch(/^req_/);
    expect(seen).toEqual([null]);
  });

  it('calls getToken on every request and labels the client surface', async () => {
    const { token } = await signIn(h);
    let calls = 0;
    const headers: Headers[] = [];
    const api = h.client(
      () => {
        calls += 1;
        return token;
      },
      { clientSource: 'web', fetch: (input, init) => (headers.push(new Headers(init?.headers)), h.fetch(input, init)) },
    );
    await api.projects.list();
    await api.accounts.list();
    await api.project('proj_support').get();
    expect(calls).toBe(3);
    expect(headers.map((x) => x.get('x-platform-client'))).toEqual(['web', 'web', 'web']);
    expect(headers[0].get('authorization')).toBe(`Bearer ${token}`);
  });

  it('updates a project and validates input with 400 invalid_request and issues', async () => {
    const { api } = await signIn(h);
    const updated = await api.project('proj_pipelines').update({ description: 'Nightly jobs' });
    expect(updated.description).toBe('Nightly jobs');
    expect((await api.projects.get('proj_pipelines')).description).toBe('Nightly jobs');
    const error = await rejection(api.project('proj_pipelines').update({ name: '   ' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect((error.body as { issues: { path: string[] }[] }).issues[0].path).toEqual(['name']);
  });

  it('gates a flagged route with 403 feature_disabled until a manager turns the flag on', async () => {
    const owner = (await signIn(h)).api.project('proj_support');
    const error = await rejection(owner.connectors.discover.list());
    expect(error.status).toBe(403);
    expect(isFeatureDisabledError(error)).toBe(true);
    expect(featureDisabledKey(error)).toBe('connector_discover');
    const flag = await owner.updateFeatureFlag('connector_discover', true);
    expect(flag).toMatchObject({ feature: 'connector_discover', enabled: true, override: true });
    const page = await owner.connectors.discover.list('crm');
    expect(page.items.map((i) => i.id)).toEqual(['acme_crm']);
    const cleared = await owner.updateExperimentalFeature('connector_discover', null);
    expect(cleared).toMatchObject({ override: null, enabled: false });
    expect(isFeatureDisabledError(await rejection(owner.connectors.discover.list()))).toBe(true);
  });

  it('refuses a feature-flag change without project.customize.write with 403', async () => {
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    const error = await rejection(member.updateFeatureFlag('connector_discover', true));
    expect(error.status).toBe(403);
    expect(isFeatureDisabledError(error)).toBe(false);
    expect((error.body as { permission?: string }).permission).toBe('project.customize.write');
  });

  it('reads feature_disabled from code and feature, never from the message', () => {
    const byCode = new ApiError({ status: 403, code: 'feature_disabled', message: 'anything', body: { feature: 'x' } });
    const byMessage = new ApiError({ status: 403, code: 'forbidden', message: 'feature_disabled', body: {} });
    expect([isFeatureDisabledError(byCode), featureDisabledKey(byCode)]).toEqual([true, 'x']);
    expect([isFeatureDisabledError(byMessage), featureDisabledKey(byMessage)]).toEqual([false, undefined]);
    expect(isFeatureDisabledError(null)).toBe(false);
  });
});

describe.each(TRANSPORTS)('IAM routes (%s)', (transport) => {
  const h = useHarness(transport);

  it('lists the permission catalog with area, level and implies, and the two roles', async () => {
    const { api } = await signIn(h);
    const catalog = await api.accounts.listPermissions('acc_demo');
    const write = catalog.find((p) => p.action === 'project.customize.write')!;
    expect(write).toMatchObject({ area: 'customize', level: 'write', scope_type: 'project' });
    expect(write.implies).toContain('project.customize.read');
    expect(catalog.some((p) => p.action === 'project.cr.merge')).toBe(true);
    expect((await api.accounts.listRoles('acc_demo')).map((r) => r.id)).toEqual(['manager', 'member', 'account_owner', 'account_admin', 'account_member']);
  });

  it('creates, filters and revokes assignments; the grant takes effect at once', async () => {
    const owner = (await signIn(h)).api;
    const member = (await signIn(h, 'member@example.com')).api;
    await rejection(member.project('proj_support').get());
    const created = await owner.accounts.createAssignment('acc_demo', {
      principal: { type: 'user', id: 'usr_member' },
      role: 'member',
      scope: { type: 'project', project_id: 'proj_support' },
    });
    expect(created.id).toBeTruthy();
    expect((await member.project('proj_support').get()).id).toBe('proj_support');
    const filtered = await owner.accounts.listAssignments('acc_demo', { principal_id: 'usr_member', project_id: 'proj_support' });
    expect(filtered.map((a) => a.id)).toEqual([created.id]);
    await owner.accounts.revokeAssignment('acc_demo', created.id);
    expect((await rejection(member.project('proj_support').get())).status).toBe(403);
  });

  it('answers a custom role without the rbac entitlement with 402 entitlement_required', async () => {
    const owner = (await signIn(h)).api;
    const error = await rejection(
      owner.accounts.createAssignment('acc_demo', { principal: { type: 'user', id: 'usr_member' }, role: 'auditor', scope: { type: 'account' } }),
    );
    expect(error.status).toBe(402);
    expect(error.code).toBe('entitlement_required');
  });

  it('lets only account owners and admins change assignments', async () => {
    const member = (await signIn(h, 'member@example.com')).api;
    const error = await rejection(
      member.accounts.createAssignment('acc_demo', { principal: { type: 'user', id: 'usr_member' }, role: 'manager', scope: { type: 'account' } }),
    );
    expect(error.status).toBe(403);
  });

  it('lets an object assignment reveal its project and nothing more of it', async () => {
    const owner = (await signIn(h)).api;
    const member = (await signIn(h, 'member@example.com')).api;
    await owner.accounts.createAssignment('acc_demo', {
      principal: { type: 'user', id: 'usr_member' },
      role: 'manager',
      scope: { type: 'project', project_id: 'proj_pipelines' },
      object: { type: 'agent', id: 'etl-fixer' },
    });
    expect((await member.project('proj_pipelines').get()).id).toBe('proj_pipelines');
    expect((await member.project('proj_pipelines').detail()).permissions).toEqual(['project.read']);
    expect((await rejection(member.project('proj_pipelines').access.list())).status).toBe(403);
  });
});
