import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

let clock = Date.parse('2026-06-01T10:00:00Z');

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

describe.each(TRANSPORTS)('project lifecycle (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock });

  it('create from an https repo_url: named after the repo, the creator manages it, audited; refusals', async () => {
    const owner = (await signIn(h)).api;
    const project = await owner.projects.create({ repo_url: 'https://git.example.com/acme/billing-service.git' });
    expect(project).toMatchObject({ name: 'billing-service', repo_url: 'https://git.example.com/acme/billing-service', archived: false, onboarding_completed_at: null, account_id: 'acc_demo' });
    expect((await owner.project(project.id).detail()).role).toBe('manager');
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.create', project_id: project.id });
    expect((await owner.projects.create({ repo_url: 'https://git.example.com/acme/docs', name: 'Docs site' })).name).toBe('Docs site');

    await expectError(owner.projects.create({ repo_url: 'https://git.example.com/acme/billing-service' }), 409, 'repo_in_use');
    for (const bad of ['http://git.example.com/acme/x', 'https://git.example.com/x', 'https://user:pw@git.example.com/a/b']) {
      await expectError(owner.projects.create({ repo_url: bad }), 400, 'invalid_repo_url');
    }
    await expectError(owner.projects.create({ repo_url: 'not a url' }), 400, 'invalid_request');
    const member = (await signIn(h, 'member@example.com')).api;
    await expectError(member.projects.create({ repo_url: 'https://git.example.com/acme/other' }), 403, 'forbidden');
  });

  it('onboardingComplete: project.write, idempotent (the first time is kept)', async () => {
    const owner = (await signIn(h)).api;
    const first = await owner.project('proj_support').onboardingComplete();
    expect(first.onboarding_completed_at).toBe(new Date(clock).toISOString());
    clock += 60_000;
    expect((await owner.project('proj_support').onboardingComplete()).onboarding_completed_at).toBe(first.onboarding_completed_at);
    expect(h.platform.store.auditEvents.filter((e) => e.action === 'project.onboarding_complete')).toHaveLength(1);
    const member = (await signIn(h, 'member@example.com')).api;
    await expectError(member.project('proj_storefront').onboardingComplete(), 403, 'forbidden');
  });

  it('archive: project.delete; the project stays readable and listed as archived, every write answers 409 project_archived', async () => {
    const owner = (await signIn(h)).api;
    const { id } = await owner.projects.create({ repo_url: 'https://git.example.com/acme/to-archive' });
    const member = (await signIn(h, 'member@example.com')).api;
    await expectError(member.project('proj_storefront').archive(), 403, 'forbidden');

    const archived = await owner.project(id).archive();
    expect(archived).toMatchObject({ archived: true, archived_at: new Date(clock).toISOString() });
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.archive', project_id: id });
    expect((await owner.projects.list()).find((p) => p.id === id)?.archived).toBe(true);
    expect((await owner.project(id).get()).archived).toBe(true);
    await expectError(owner.project(id).archive(), 409, 'project_archived');
    await expectError(owner.project(id).update({ name: 'Renamed' }), 409, 'project_archived');
    await expectError(owner.project(id).sessions.create({ prompt: 'x' }), 409, 'project_archived');
    await expectError(owner.project(id).updateFeatureFlag('secrets_egress', true), 409, 'project_archived');
    await expectError(owner.project(id).onboardingComplete(), 409, 'project_archived');
    // Outsiders learn nothing about it.
    const casey = (await signIn(h, 'casey@example.com')).api;
    await expectError(casey.project(id).update({ name: 'x' }), 403, 'forbidden');
  });
});
