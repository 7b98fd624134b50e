import { describe, expect, it } from 'vitest';
import { UNASSIGNED_SERVICE_ACCOUNT_TOKEN } from '@/lib/embedded';
import { hashPassword } from '@/lib/embedded/crypto';
import { TRANSPORTS, rejection, signIn, useHarness, type Harness } from './transports';

const ACME = 'acc_demo';
const GLOBEX = 'acc_globex';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

function addUser(h: Harness, id: string, email: string) {
  h.platform.store.users.set(id, { id, email, name: id, passwordHash: hashPassword('demo-password', id), confirmed: true, created_at: '2026-01-01T00:00:00.000Z' });
}

describe.each(TRANSPORTS)('IAM: bad input is refused and changes nothing (%s)', (transport) => {
  const h = useHarness(transport);
  const user = (id: string) => ({ type: 'user' as const, id });
  const storefront = { type: 'project' as const, project_id: 'proj_storefront' };

  it('refuses unknown principals and roles, duplicates, past expiry, object narrowing without a project, and undeclared objects', async () => {
    const { api } = await signIn(h);
    const before = (await api.accounts.listAssignments(ACME)).length;
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_nobody'), role: 'member', scope: storefront }), 400, 'unknown_principal');
    await expectError(api.accounts.createAssignment(GLOBEX, { principal: user('usr_member'), role: 'ghost', scope: { type: 'account' } }), 400, 'unknown_role');
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'member', scope: storefront }), 409, 'assignment_exists');
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'manager', scope: storefront, expires_at: '2020-01-01T00:00:00Z' }), 400, 'expiry_in_past');
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'member', scope: { type: 'account' }, object: { type: 'agent', id: 'checkout' } }), 400, 'object_needs_project_scope');
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'member', scope: storefront, object: { type: 'agent', id: 'nope' } }), 400, 'unknown_object');
    await expectError(api.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'auditor', scope: { type: 'account' } }), 402, 'entitlement_required');
    expect((await api.accounts.listAssignments(ACME)).length).toBe(before);
  });

  it('keeps an owner: the last owner cannot be demoted, removed or leave', async () => {
    const { api } = await signIn(h);
    await expectError(api.accounts.updateMemberRole(ACME, 'usr_demo', 'member'), 409, 'last_owner');
    await expectError(api.accounts.removeMember(ACME, 'usr_demo'), 409, 'last_owner');
    await expectError(api.accounts.leave(ACME), 409, 'last_owner');
    expect((await api.accounts.members(ACME)).find((m) => m.user.id === 'usr_demo')?.role).toBe('owner');
  });

  it('refuses an invite to an existing member, and a member who tries to change access', async () => {
    const { api } = await signIn(h);
    await expectError(api.accounts.invite(ACME, { email: 'member@example.com', role: 'member' }), 409, 'already_member');
    const member = (await signIn(h, 'member@example.com')).api;
    await expectError(member.accounts.createAssignment(ACME, { principal: user('usr_member'), role: 'manager', scope: storefront }), 403, 'forbidden');
    expect((await member.accounts.listAssignments(ACME)).length).toBeGreaterThan(0);
  });

  it('answers a custom role in Acme with 402 and creates one in Globex, whose assignment then grants', async () => {
    const { api } = await signIn(h);
    await expectError(api.accounts.createRole(ACME, { name: 'Reader', permissions: ['project.read'] }), 402, 'entitlement_required');
    await expectError(api.accounts.createRole(GLOBEX, { name: 'Bad', permissions: ['project.fly'] }), 400, 'unknown_permission');
    const role = await api.accounts.createRole(GLOBEX, { name: 'Session reader', permissions: ['project.session.read'] });
    expect(role).toMatchObject({ custom: true, permissions: ['project.session.read'] });
    expect((await api.accounts.listRoles(GLOBEX)).some((r) => r.id === role.id)).toBe(true);
    await expectError(api.accounts.deleteRole(GLOBEX, 'role_auditor'), 409, 'role_in_use');
  });
});

describe.each(TRANSPORTS)('IAM: credentials act through the same decision (%s)', (transport) => {
  const h = useHarness(transport);

  it('a project-scoped PAT acts as its user in its project and answers 403 in every other; revoked, it is refused', async () => {
    const { api } = await signIn(h);
    const pat = await api.accounts.tokens.create({ name: 'ci', projectId: 'proj_storefront' });
    expect(pat.token.startsWith('platform_pat_')).toBe(true);
    const listed = await api.accounts.tokens.list();
    expect(listed.find((t) => t.id === pat.id)).toMatchObject({ project_id: 'proj_storefront', prefix: pat.token.slice(0, 17) });
    // The spec's `list(accountId?, options?)`, and the deprecated single-object form, filter the same way.
    expect((await api.accounts.tokens.list('acc_demo', { mine: true })).map((t) => t.id)).toContain(pat.id);
    expect(await api.accounts.tokens.list('acc_nowhere')).toEqual([]);
    const deprecated = api.accounts.tokens.list as unknown as (input: { accountId: string }) => Promise<{ id: string }[]>;
    expect(await deprecated({ accountId: 'acc_nowhere' })).toEqual([]);
    expect((await deprecated({ accountId: 'acc_demo' })).map((t) => t.id)).toContain(pat.id);
    expect(JSON.stringify(listed)).not.toContain(pat.token);
    const scripted = h.client(() => pat.token);
    expect((await scripted.project('proj_storefront').get()).id).toBe('proj_storefront');
    await expectError(scripted.project('proj_support').get(), 403, 'forbidden');
    await api.accounts.tokens.revoke(pat.id);
    expect((await rejection(scripted.project('proj_storefront').get())).status).toBe(401);
  });

  it('a service account is refused until assigned, with the spec message, then acts on its own assignment', async () => {
    const { api } = await signIn(h);
    const sa = await api.accounts.serviceAccounts.create(ACME, { name: 'nightly' });
    const minted = await api.accounts.serviceAccounts.mintToken(ACME, sa.id, { name: 'key' });
    expect(minted.token.startsWith('platform_sa_')).toBe(true);
    const bot = h.client(() => minted.token);
    const refused = await expectError(bot.project('proj_pipelines').get(), 403, 'forbidden');
    expect(refused.message).toBe('You do not have access to this project');
    const grant = await api.accounts.createAssignment(ACME, { principal: { type: 'service_account', id: sa.id }, role: 'member', scope: { type: 'project', project_id: 'proj_pipelines' } });
    expect((await bot.project('proj_pipelines').get()).id).toBe('proj_pipelines');
    await api.accounts.revokeAssignment(ACME, grant.id);
    await expectError(bot.project('proj_pipelines').get(), 403, 'forbidden');
    expect((await rejection(h.client(() => UNASSIGNED_SERVICE_ACCOUNT_TOKEN).project('proj_storefront').get())).message).toBe('You do not have access to this project');
  });

  it('a project key acts for its project only, and is listed without its secret', async () => {
    const { api } = await signIn(h);
    const key = await api.project('proj_support').tokens.create({ name: 'zapier' });
    const keyed = h.client(() => key.token);
    expect((await keyed.project('proj_support').get()).id).toBe('proj_support');
    await expectError(keyed.project('proj_storefront').get(), 403, 'forbidden');
    expect(JSON.stringify(await api.project('proj_support').tokens.list())).not.toContain(key.token);
    await api.project('proj_support').tokens.revoke(key.id);
    expect((await rejection(keyed.project('proj_support').get())).status).toBe(401);
  });
});

describe.each(TRANSPORTS)('IAM: project access, invites and object narrowing (%s)', (transport) => {
  const h = useHarness(transport);

  it('an object-narrowed grant with expiry opens that agent’s sessions and nothing else; revoking refuses again', async () => {
    const owner = (await signIn(h)).api;
    const casey = (await signIn(h, 'casey@example.com')).api;
    await expectError(casey.project('proj_storefront').sessions.list(), 403, 'forbidden');
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const grant = await owner.project('proj_storefront').access.resourceGrants.create({ principal: { type: 'user', id: 'usr_contractor' }, role: 'member', object: { type: 'agent', id: 'checkout' }, expires_at: expires });
    const seen = await casey.project('proj_storefront').sessions.list();
    expect(seen.length).toBeGreaterThan(0);
    const all = await owner.project('proj_storefront').sessions.list();
    expect(seen.length).toBeLessThanOrEqual(all.length);
    await expectError(casey.project('proj_storefront').access.list(), 403, 'forbidden');
    await owner.project('proj_storefront').access.resourceGrants.remove(grant.id);
    await expectError(casey.project('proj_storefront').sessions.list(), 403, 'forbidden');
  });

  it('invites: an account member is added at once; a new email gets a pending assignment that follows the accepted invite', async () => {
    const owner = (await signIn(h)).api;
    const added = await owner.project('proj_pipelines').access.invite('casey@example.com', 'member');
    expect(added).toMatchObject({ role: 'member', scope: 'project' });
    await expectError(owner.project('proj_pipelines').access.invite('casey@example.com', 'manager'), 409, 'already_member');
    const invite = (await owner.project('proj_pipelines').access.invite('river@example.com', 'manager')) as { id: string };
    expect((await owner.project('proj_pipelines').access.pendingInvites()).map((i) => i.id)).toContain(invite.id);
    expect((await h.client().accountInvites.describe(invite.id)).email_hint).toMatch(/^r•+@example\.com$/);
    addUser(h, 'usr_river', 'river@example.com');
    const river = (await signIn(h, 'river@example.com')).api;
    await expectError(caseyAccepts(h, invite.id), 403, 'invite_email_mismatch');
    await river.accountInvites.accept(invite.id);
    expect((await river.project('proj_pipelines').detail()).role).toBe('manager');
    await expectError(river.accountInvites.accept(invite.id), 409, 'invite_not_pending');
  });

  it('approves an access request, and attaches, updates and detaches a group grant', async () => {
    const owner = (await signIn(h)).api;
    const [request] = await owner.project('proj_support').access.requests();
    expect(request).toMatchObject({ status: 'pending', user: { id: 'usr_contractor' } });
    expect((await owner.project('proj_support').access.approveRequest(request.id)).status).toBe('approved');
    await expectError(owner.project('proj_support').access.rejectRequest(request.id), 409, 'request_settled');
    const grant = await owner.project('proj_pipelines').access.attachGroupGrant({ group_id: 'grp_storefront_eng', role: 'member' });
    const member = (await signIn(h, 'member@example.com')).api;
    expect((await member.project('proj_pipelines').detail()).role).toBe('member');
    expect((await owner.project('proj_pipelines').access.updateGroupGrant(grant.id, { role: 'manager' })).role).toBe('manager');
    await owner.project('proj_pipelines').access.detachGroupGrant(grant.id);
    await expectError(member.project('proj_pipelines').get(), 403, 'forbidden');
  });

  it('records every access change as an audit event without secrets', async () => {
    const events = h.platform.store.auditEvents.filter((e) => e.action.startsWith('iam.'));
    const actions = new Set(events.map((e) => e.action));
    for (const action of ['iam.assignment.create', 'iam.assignment.revoke', 'iam.invite.create', 'iam.invite.accept', 'iam.access_request.approve', 'iam.assignment.update']) {
      expect(actions).toContain(action);
    }
    expect(events.every((e) => e.actor_type === 'user' && e.account_id === ACME)).toBe(true);
  });
});

function caseyAccepts(h: Harness, inviteId: string) {
  return signIn(h, 'casey@example.com').then(({ api }) => api.accountInvites.accept(inviteId));
}
