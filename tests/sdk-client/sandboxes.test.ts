// A project's sandboxes through the SDK: templates (manifest commits), builds and rebuilds as clock-driven jobs, the
// provider transition, health, shares and their links, and the session handle from `project(id).sessions` —
// against the embedded platform in-process and over real HTTP, with the platform clock advanced by the test.
import { describe, expect, it } from 'vitest';
import { JOB_LINE_MS } from '@/lib/sandboxes/jobs';
import { TRANSITION_STEP_MS } from '@/lib/sandboxes/transition';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const P = 'proj_storefront';
const clock = { now: Date.UTC(2026, 10, 20, 9, 0, 0) };
const advance = (ms: number) => {
  clock.now += ms;
};

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  expect(error.body).toMatchObject({ error: expect.any(String), code });
  return error;
}

describe.each(TRANSPORTS)('project sandboxes (%s)', (transport) => {
  const h = useHarness(transport, { now: () => clock.now });

  it('lists the manifest templates, the sandboxes of sessions and an all-healthy state before any build', async () => {
    const { api } = await signIn(h);
    const templates = await api.projects.sandboxTemplates(P);
    expect(templates.map((t) => [t.slug, t.default])).toEqual([
      ['node-web', true],
      ['browser-tests', false],
    ]);
    expect(templates[0]).toMatchObject({ image: 'node:20-bookworm', cpu: 2, memory: 4096, disk: 20, build: null });
    const sandboxes = await api.project(P).sandbox.list();
    expect(sandboxes.length).toBeGreaterThan(0);
    expect(sandboxes.find((s) => s.session_id === 'ses_checkout_tax')).toMatchObject({ id: 'sbx_checkout_tax', agent: 'checkout', template: 'node-web', provider: 'platform' });
    const health = await api.project(P).sandboxHealth();
    expect(health).toEqual(await api.projects.sandboxHealth(P));
    expect(health).toMatchObject({ status: 'healthy', provider: 'platform', transition: 'idle' });
    expect((await api.project(P).sandbox.snapshots()).map((s) => s.state)).toEqual(['none', 'none']);
  });

  it('builds a template as a job whose progress and logs follow the clock', async () => {
    const { api } = await signIn(h);
    const sandbox = api.project(P).sandbox;
    const job = await sandbox.buildTemplate('node-web');
    expect(job).toMatchObject({ kind: 'build', slug: 'node-web', state: 'running', finished_at: null });
    await expectError(sandbox.buildTemplate('node-web'), 409, 'build_in_progress');
    advance(3 * JOB_LINE_MS);
    const midway = (await sandbox.snapshots()).find((s) => s.slug === 'node-web')!;
    expect(midway.state).toBe('building');
    expect(midway.job!.progress).toBeGreaterThan(job.progress);
    expect(midway.job!.logs.length).toBeGreaterThan(job.logs.length);
    advance(20 * JOB_LINE_MS);
    const done = (await sandbox.snapshots()).find((s) => s.slug === 'node-web')!;
    expect(done).toMatchObject({ state: 'ready', size_mb: expect.any(Number), built_at: expect.any(String) });
    expect(done.job).toMatchObject({ state: 'succeeded', progress: 100 });
    expect(done.job!.logs.at(-1)).toContain('snapshot node-web ready');
  });

  it('fails a Dockerfile build whose file is missing, then an agent fixes it with a commit and a rebuild', async () => {
    const { api } = await signIn(h);
    const p = api.project(P);
    await expectError(p.sandbox.fixWithAgent({ slug: 'node-web' }), 409, 'nothing_to_fix');
    await p.sandbox.createTemplate({ slug: 'py-tools', dockerfile: 'sandbox/py.Dockerfile', cpu: 1, memory: 2048 });
    const [rebuild] = await p.sandbox.rebuildSnapshot('py-tools');
    expect(rebuild).toMatchObject({ kind: 'rebuild', slug: 'py-tools' });
    advance(20 * JOB_LINE_MS);
    const failed = (await p.sandbox.snapshots()).find((s) => s.slug === 'py-tools')!;
    expect(failed).toMatchObject({ state: 'failed', job: { state: 'failed', error: 'sandbox/py.Dockerfile is not on the default branch' } });
    expect((await p.sandboxHealth()).status).toBe('degraded');
    const fix = await p.sandbox.fixWithAgent({ slug: 'py-tools' });
    expect(fix.commit?.message).toContain('add the missing sandbox/py.Dockerfile');
    expect((await p.files.read('sandbox/py.Dockerfile')).content).toContain('FROM ');
    advance(20 * JOB_LINE_MS);
    expect((await p.sandbox.snapshots()).find((s) => s.slug === 'py-tools')).toMatchObject({ state: 'ready', job: { kind: 'fix', state: 'succeeded' } });
    await p.sandbox.removeTemplate('py-tools');
  });

  it('changes templates as commits on the default branch, validated by the manifest rules', async () => {
    const { api } = await signIn(h);
    const p = api.project(P);
    const made = await p.sandbox.createTemplate({ slug: 'data-jobs', image: 'python:3.12-slim', cpu: 2, memory: 4096, disk: 30 });
    expect(made.template).toMatchObject({ slug: 'data-jobs', image: 'python:3.12-slim', default: false });
    const head = (await p.git.commits())[0];
    expect(head).toMatchObject({ sha: made.commit.sha, message: 'Add sandbox template data-jobs' });
    expect((await p.files.read('platform.yaml')).content).toContain('slug: data-jobs');
    await expectError(p.sandbox.createTemplate({ slug: 'data-jobs', image: 'x' }), 409, 'template_exists');

    const updated = await p.sandbox.updateTemplate('data-jobs', { dockerfile: 'sandbox/browser-tests.Dockerfile', cpu: 4, default: true });
    expect(updated.template).toMatchObject({ dockerfile: 'sandbox/browser-tests.Dockerfile', cpu: 4, default: true });
    expect(updated.template).not.toHaveProperty('image');
    expect((await api.projects.sandboxTemplates(P)).filter((t) => t.default).map((t) => t.slug)).toEqual(['data-jobs']);
    await p.sandbox.updateTemplate('data-jobs', { default: false });
    await p.sandbox.updateTemplate('node-web', { default: true });

    await expectError(p.sandbox.removeTemplate('node-web'), 409, 'template_in_use');
    await p.sandbox.removeTemplate('data-jobs');
    expect((await api.projects.sandboxTemplates(P)).map((t) => t.slug)).toEqual(['node-web', 'browser-tests']);
    await expectError(p.sandbox.removeTemplate('data-jobs'), 404, 'template_not_found');
  });

  it('refuses invalid templates with the platform error shape', async () => {
    const { api } = await signIn(h);
    const sandbox = api.project(P).sandbox;
    const before = (await api.project(P).git.commits())[0].sha;
    await expectError(sandbox.createTemplate({ slug: 'big', image: 'x', cpu: 0 }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'big', image: 'x', memory: 1.5 }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'default', image: 'x' }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'Bad Slug', image: 'x' }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'both', image: 'x', dockerfile: 'Dockerfile' }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'none' }), 400, 'invalid_request');
    await expectError(sandbox.createTemplate({ slug: 'up', dockerfile: '../outside' }), 400, 'invalid_request');
    await expectError(sandbox.updateTemplate('node-web', { disk: -1 }), 400, 'invalid_request');
    await expectError(sandbox.updateTemplate('node-web', { image: null }), 400, 'invalid_manifest');
    await expectError(sandbox.buildTemplate('missing'), 404, 'template_not_found');
    expect((await api.project(P).git.commits())[0].sha).toBe(before);
  });

  it('switches provider per the state table: default/active apply at once, another one transitions step by step', async () => {
    const { api } = await signIn(h);
    const sandbox = api.project(P).sandbox;
    expect(await sandbox.setProvider(null)).toEqual({ kind: 'project' });
    expect(await sandbox.setProvider('platform')).toEqual({ kind: 'project' });
    expect(await sandbox.setProvider('microvm')).toEqual({ kind: 'preparation' });
    let t = await sandbox.providerTransition();
    expect(t).toMatchObject({ state: 'preparing', serving: 'platform', target: 'microvm', from: 'platform' });
    expect(t.steps.map((s) => s.state)).toEqual(['running', 'pending', 'pending']);
    await expectError(sandbox.setProvider('platform'), 409, 'transition_in_flight');
    const seen = [t.state];
    for (let i = 0; i < 4; i += 1) {
      advance(TRANSITION_STEP_MS);
      t = await sandbox.providerTransition();
      seen.push(t.state);
      if (t.state !== 'activated') expect(t.serving).toBe('platform');
    }
    expect(seen).toEqual(['preparing', 'verifying', 'activating', 'activated', 'activated']);
    expect(t.serving).toBe('microvm');
    expect(t.steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect((await api.project(P).sandbox.list())[0].provider).toBe('microvm');
    expect(await sandbox.setProvider('microvm')).toEqual({ kind: 'project' });

    expect(await sandbox.setProvider('legacy-vm')).toEqual({ kind: 'preparation' });
    advance(5 * TRANSITION_STEP_MS);
    t = await sandbox.providerTransition();
    expect(t).toMatchObject({ state: 'failed', serving: 'microvm', error: expect.stringContaining('verification') });
    expect(t.steps.map((s) => s.state)).toEqual(['done', 'failed', 'pending']);
    expect(await sandbox.setProvider(null)).toEqual({ kind: 'project' });
    expect((await sandbox.providerTransition()).serving).toBe('platform');

    await expectError(sandbox.setProvider('no-such-provider'), 400, 'unknown_provider');
    await expectError(sandbox.setProvider('gpu-cloud'), 400, 'provider_disabled');
  });

  it('shares a port: the link opens once created, never shows again, stops on revoke and on expiry', async () => {
    const { api } = await signIn(h);
    const anonymous = h.client();
    const share = await api.sandboxShares.create({ sandboxId: 'sbx_checkout_tax', port: 3000, ttl: 60, label: 'shop preview' });
    expect(share).toMatchObject({ sandbox_id: 'sbx_checkout_tax', port: 3000, label: 'shop preview', state: 'active', url: expect.stringMatching(/^\/share\/shr_[\w-]+\/[\w-]+$/) });
    const [, , token, key] = share.url.split('/');
    expect(await anonymous.sharedPorts.open(token, key)).toMatchObject({ port: 3000, body: expect.stringContaining('port 3000') });
    await expectError(anonymous.sharedPorts.open(token, 'wrong-key'), 404, 'share_not_found');
    const listed = await api.sandboxShares.list('sbx_checkout_tax');
    expect(listed.find((s) => s.token === token)).toEqual(expect.not.objectContaining({ url: expect.anything() }));

    advance(61_000);
    expect((await api.sandboxShares.list('sbx_checkout_tax')).find((s) => s.token === token)?.state).toBe('expired');
    await expectError(anonymous.sharedPorts.open(token, key), 410, 'share_expired');

    const second = await api.sandboxShares.create({ sandboxId: 'sbx_checkout_tax', port: 5173 });
    const [, , token2, key2] = second.url.split('/');
    await api.sandboxShares.revoke('sbx_checkout_tax', token2);
    await expectError(anonymous.sharedPorts.open(token2, key2), 410, 'share_revoked');
    await expectError(api.sandboxShares.revoke('sbx_checkout_tax', 'shr_nope'), 404, 'share_not_found');
  });

  it('refuses bad shares: port 7331 and 8080, out of range, a past ttl, an unknown sandbox', async () => {
    const { api } = await signIn(h);
    const s = api.sandboxShares;
    const e7331 = await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 7331 }), 400, 'invalid_request');
    expect(e7331.message).toContain('7331');
    await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 8080 }), 400, 'invalid_request');
    await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 0 }), 400, 'invalid_request');
    await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 70000 }), 400, 'invalid_request');
    await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 3000, ttl: -30 }), 400, 'invalid_request');
    await expectError(s.create({ sandboxId: 'sbx_checkout_tax', port: 3000, ttl: 0 }), 400, 'invalid_request');
    await expectError(s.create({ sandboxId: 'sbx_nowhere', port: 3000 }), 404, 'sandbox_not_found');
    await expectError(s.list('sbx_nowhere'), 404, 'sandbox_not_found');
  });

  it('keeps writes to managers: a member reads but may not build, switch provider or change templates', async () => {
    const member = (await signIn(h, 'member@example.com')).api;
    const p = member.project(P);
    expect((await p.sandbox.snapshots()).length).toBeGreaterThan(0);
    expect((await p.sandbox.providerTransition()).providers.length).toBeGreaterThan(0);
    await expectError(p.sandbox.buildTemplate('node-web'), 403, 'forbidden');
    await expectError(p.sandbox.setProvider('microvm'), 403, 'forbidden');
    await expectError(p.sandbox.createTemplate({ slug: 'mine', image: 'x' }), 403, 'forbidden');
    await expectError(p.sandbox.removeTemplate('browser-tests'), 403, 'forbidden');
  });

  it('opens a session handle from the project handle, with files, ensureReady and runtime', async () => {
    const { api } = await signIn(h);
    const session = api.project(P).sessions.session('ses_manager_notes');
    expect((await session.files.list()).map((e) => e.name)).toContain('README.md');
    expect((await session.files.findText('cartTotal')).length).toBeGreaterThan(0);
    await session.ensureReady();
    expect(await session.runtime.path()).toEqual({ root: '/workspace', directory: '/workspace' });
    expect((await session.health()).ready).toBe(true);
  });
});
