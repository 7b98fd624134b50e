import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

describe.each(TRANSPORTS)('triggers (%s)', (transport) => {
  const h = useHarness(transport);

  it('lists the manifest triggers; create commits to the manifest; session_access alone makes no commit', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    expect((await p.triggers.list()).map((t) => [t.slug, t.type])).toEqual([['nightly-catalog-sync', 'cron'], ['order-webhook', 'webhook']]);
    const commitsBefore = (await p.git.commits({ limit: 200 })).length;
    const made = await p.triggers.create({ name: 'Weekly report', type: 'cron', prompt_template: 'Summarise the week', cron: '0 9 * * 1', timezone: 'America/New_York', agent: 'catalog' });
    expect(made.commit).toMatch(/^[0-9a-f]{7,}/);
    expect(made.trigger).toMatchObject({ slug: 'weekly-report', cron: '0 9 * * 1', timezone: 'America/New_York', session_access: { mode: 'private' } });
    expect((await p.files.read('platform.yaml')).content).toContain('slug: weekly-report');
    expect((await p.git.commits({ limit: 200 })).length).toBe(commitsBefore + 1);
    const shared = await p.triggers.update('weekly-report', { session_access: { mode: 'project', memberIds: [], groupIds: [] } });
    expect([shared.commit, shared.trigger.session_access.mode]).toEqual([null, 'project']);
    expect((await p.git.commits({ limit: 200 })).length).toBe(commitsBefore + 1);
    const renamed = await p.triggers.update('weekly-report', { cron: '30 8 * * 1' });
    expect(renamed.commit).not.toBeNull();
    await p.triggers.remove('weekly-report');
    expect((await p.triggers.list()).some((t) => t.slug === 'weekly-report')).toBe(false);
  });

  it('enforces the create rules with field errors', async () => {
    const p = (await signIn(h)).api.project('proj_storefront');
    const base = { name: 'X', type: 'cron' as const, prompt_template: 'go' };
    await expectError(p.triggers.create({ ...base, cron: '0 3 * * *', run_at: '2026-12-01T00:00:00Z' }), 400, 'invalid_request');
    await expectError(p.triggers.create({ ...base }), 400, 'invalid_request');
    await expectError(p.triggers.create({ ...base, cron: 'every tuesday' }), 400, 'invalid_cron');
    await expectError(p.triggers.create({ ...base, cron: '0 3 * * *', timezone: 'Mars/Olympus' }), 400, 'invalid_timezone');
    await expectError(p.triggers.create({ ...base, cron: '0 3 * * *', secret_env: 'HOOK_SECRET' }), 400, 'invalid_request');
    await expectError(p.triggers.create({ ...base, cron: '0 3 * * *', agent: 'ghost' }), 400, 'agent_not_declared');
    await expectError(p.triggers.create({ ...base, name: 'Nightly catalog sync', cron: '0 3 * * *' }), 409, 'trigger_exists');
    await expectError(p.triggers.create({ name: 'Y', type: 'webhook', prompt_template: '' }), 400, 'invalid_request');
  });

  it('fires a trigger into a running session, pauses and resumes all, and refuses members', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_storefront');
    const { session_id } = await p.triggers.fire('nightly-catalog-sync');
    const session = await api.session('proj_storefront', session_id).get();
    expect(session.title).toBe('Nightly catalog sync (fired)');
    expect((await p.triggers.list()).find((t) => t.slug === 'nightly-catalog-sync')?.last_session_id).toBe(session_id);
    expect(await p.triggers.setActivation(true)).toEqual({ paused: true });
    expect((await p.triggers.list()).every((t) => t.paused)).toBe(true);
    await p.triggers.setActivation(false);
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    expect((await member.triggers.list()).length).toBeGreaterThan(0);
    await expectError(member.triggers.fire('nightly-catalog-sync'), 403, 'forbidden');
    await expectError(member.triggers.create({ name: 'Z', type: 'webhook', prompt_template: 'x' }), 403, 'forbidden');
  });
});
