import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commitToBranch } from '@/lib/embedded/repo/repository';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

async function expectError(promise: Promise<unknown>, status: number, code: string) {
  const error = await rejection(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

describe.each(TRANSPORTS)('public marketplace (%s)', (transport) => {
  const h = useHarness(transport);

  it('lists, searches, filters by kind and pages without a token', async () => {
    const anon = h.client();
    const all = await anon.marketplace.items({ limit: 100 });
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(new Set(all.items.map((i) => i.kind))).toEqual(new Set(['agent', 'skill', 'connector', 'sandbox_template', 'app']));
    const first = await anon.marketplace.items({ limit: 5 });
    const second = await anon.marketplace.items({ limit: 5, offset: first.next_offset! });
    expect([first.items.length, first.next_offset, second.offset]).toEqual([5, 5, 5]);
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
    const sql = await anon.marketplace.items({ search: 'SQL' });
    expect(sql.items.map((i) => i.id).sort()).toEqual(['data-analyst', 'sql-review', 'warehouse-readonly']);
    const connectors = await anon.marketplace.items({ kind: 'connector', search: 'mcp' });
    expect(connectors.items.every((i) => i.kind === 'connector')).toBe(true);
    expect(connectors.items.map((i) => i.id).sort()).toEqual(['issue-tracker', 'warehouse-readonly']);
    expect((await anon.marketplace.featured()).every((i) => i.featured)).toBe(true);
    const markets = await anon.marketplace.marketplaces();
    expect(markets.reduce((n, m) => n + m.item_count, 0)).toBe(all.total);
  });

  it('answers an item with its versions and files, and each file', async () => {
    const anon = h.client();
    const item = await anon.marketplace.item('code-reviewer');
    expect(item.versions.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(item.files.map((f) => f.path)).toEqual(['platform.fragment.yaml', 'agents/code-reviewer.md', 'marketplace/code-reviewer/README.md', 'skills/code-review/SKILL.md']);
    const skill = await anon.marketplace.itemFile('code-reviewer', 'skills/code-review/SKILL.md');
    expect(skill).toMatchObject({ version: '1.1.0', content: expect.stringContaining('migration') });
    const old = await anon.marketplace.itemFile('code-reviewer', 'skills/code-review/SKILL.md', '1.0.0');
    expect(old.content).not.toContain('migration');
  });

  it('answers bad input in the error shape', async () => {
    const anon = h.client();
    const missing = await expectError(anon.marketplace.item('no-such-item'), 404, 'not_found');
    expect(missing.message).toMatch(/no-such-item/);
    await expectError(anon.marketplace.itemFile('code-reviewer', 'nope.md'), 404, 'file_not_found');
    await expectError(anon.marketplace.itemFile('code-reviewer', 'README.md', '9.9.9'), 404, 'version_not_found');
    await expectError(anon.marketplace.items({ kind: 'widget' as never }), 400, 'invalid_request');
    const raw = await h.fetch(`${h.backendUrl}/marketplace/items/no-such-item`);
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ error: expect.any(String), code: 'not_found' });
  });

  it('adds sources by https to public hosts only, for account admins', async () => {
    const { api } = await signIn(h);
    const member = (await signIn(h, 'member@example.com')).api;
    for (const url of ['http://market.example.com', 'https://127.0.0.1/feed', 'https://169.254.169.254/latest', 'https://10.0.0.8/x', 'https://localhost/x', 'not a url']) {
      await expectError(api.marketplace.sources.add({ url }), 400, 'invalid_request');
    }
    await expectError(member.marketplace.sources.add({ url: 'https://market.example.com/feed' }), 403, 'forbidden');
    const source = await api.marketplace.sources.add({ url: 'https://market.example.com/feed', name: 'Team market' });
    expect(source).toMatchObject({ name: 'Team market', url: 'https://market.example.com/feed', account_id: 'acc_demo', item_count: 0 });
    await expectError(api.marketplace.sources.add({ url: 'https://market.example.com/feed' }), 409, 'source_exists');
    expect((await member.marketplace.sources.list()).map((s) => s.id)).toEqual([source.id]);
    await expectError(member.marketplace.sources.remove(source.id), 403, 'forbidden');
    await api.marketplace.sources.remove(source.id);
    expect(await api.marketplace.sources.list()).toEqual([]);
    await expectError(api.marketplace.sources.remove(source.id), 404, 'not_found');
  });
});

describe.each(TRANSPORTS)('project marketplace (%s)', (transport) => {
  const h = useHarness(transport);

  async function freshProject(name: string) {
    const { api } = await signIn(h);
    const { project_id } = await api.projects.provision({ name, starter_template: 'coding-agent' });
    return { api, p: api.project(project_id), projectId: project_id };
  }

  it('installs onto the default branch: manifest, files, lock and history', async () => {
    const { p, projectId } = await freshProject('Install target');
    const before = (await p.files.read('platform.yaml')).content;
    const preview = await p.marketplace.preview('code-reviewer');
    expect(preview).toMatchObject({ action: 'install', from_version: null, to_version: '1.1.0', blocked: null });
    expect(preview.files.find((f) => f.path === 'platform.yaml')?.patch).toContain('+  code-reviewer:');
    const result = await p.marketplace.install('code-reviewer');
    expect(result).toMatchObject({ name: 'code-reviewer', version: '1.1.0', from_version: null, commit_sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const manifest = (await p.files.read('platform.yaml')).content;
    expect(parse(manifest).agents['code-reviewer']).toEqual({ enabled: true, connectors: 'none', secrets: 'none', skills: ['code-review'], workspace: 'branch' });
    expect(manifest.startsWith(before.split('\n')[0])).toBe(true);
    const paths = (await p.files.list()).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['agents/code-reviewer.md', 'skills/code-review/SKILL.md', '.platform/marketplace-lock.json']));
    const [head] = await p.git.commits({ limit: 1 });
    expect([head.sha, head.message]).toEqual([result.commit_sha, 'Install Code reviewer 1.1.0 from the marketplace']);
    expect(head.files).toEqual(expect.arrayContaining(['platform.yaml', 'agents/code-reviewer.md']));
    expect(await p.marketplace.list()).toMatchObject([{ name: 'code-reviewer', version: '1.1.0', update_available: false, installed_by: 'demo@example.com' }]);
    // The alias answers the same.
    expect(await p.registry.list()).toEqual(await p.marketplace.list());
    await expectError(p.marketplace.install('code-reviewer'), 409, 'already_installed');
    await expectError(p.marketplace.install('no-such-item'), 404, 'not_found');
    expect((await rejection(h.client().project(projectId).marketplace.install('no-such-item'))).status).toBe(401);
    await expectError(p.marketplace.install('code-reviewer', { version: '0.0.1' }), 404, 'version_not_found');
  });

  it('shows an update’s version change and diff, applies it, updates all, and removes as a commit', async () => {
    const { p } = await freshProject('Update target');
    const original = parse((await p.files.read('platform.yaml')).content);
    await p.registry.install('code-reviewer', { version: '1.0.0' });
    await p.marketplace.install('python-data', { version: '1.0.0' });
    await p.marketplace.install('issue-tracker', { version: '1.0.0' });
    expect((await p.marketplace.updates()).map((u) => [u.name, u.from_version, u.to_version])).toEqual([
      ['code-reviewer', '1.0.0', '1.1.0'],
      ['issue-tracker', '1.0.0', '2.0.0'],
      ['python-data', '1.0.0', '1.1.0'],
    ]);
    const preview = await p.marketplace.preview('code-reviewer');
    expect(preview).toMatchObject({ action: 'update', from_version: '1.0.0', to_version: '1.1.0', blocked: null });
    const manifestDiff = preview.files.find((f) => f.path === 'platform.yaml')!;
    expect(manifestDiff.patch).toContain('-    workspace: read');
    expect(manifestDiff.patch).toContain('+    workspace: branch');
    const updated = await p.marketplace.update('code-reviewer');
    expect([updated.from_version, updated.version]).toEqual(['1.0.0', '1.1.0']);
    expect((await p.git.commits({ limit: 1 }))[0].message).toBe('Update Code reviewer from 1.0.0 to 1.1.0 (marketplace)');
    await expectError(p.marketplace.update('code-reviewer'), 409, 'up_to_date');
    const all = await p.marketplace.updateAll();
    expect(all.map((c) => [c.name, c.version])).toEqual([['issue-tracker', '2.0.0'], ['python-data', '1.1.0']]);
    const manifest = parse((await p.files.read('platform.yaml')).content);
    expect(manifest.sandbox.templates).toEqual([expect.objectContaining({ slug: 'python-data', memory: 8 })]);
    expect(manifest.connectors).toEqual([expect.objectContaining({ slug: 'issue-tracker', transport: 'http' })]);
    expect(await p.marketplace.updates()).toEqual([]);
    for (const name of ['code-reviewer', 'python-data', 'issue-tracker']) await p.marketplace.remove(name);
    expect(parse((await p.files.read('platform.yaml')).content)).toEqual(original);
    const paths = (await p.files.list()).map((f) => f.path);
    expect(paths.filter((path) => path.includes('code-review') || path.includes('python-data') || path.includes('marketplace'))).toEqual([]);
    expect((await p.git.commits({ limit: 1 }))[0].message).toBe('Remove Issue tracker (MCP) 2.0.0 (marketplace)');
    await expectError(p.marketplace.remove('code-reviewer'), 404, 'not_installed');
  });

  it('refuses an install or removal that would make the manifest invalid, with its diagnostics', async () => {
    const { p, projectId } = await freshProject('Invalid target');
    const repo = h.platform.store.repos.get(projectId)!;
    const v1 = 'platform_version: 1\nagents:\n  - name: helper\n';
    commitToBranch(repo, 'main', { changes: [{ path: 'platform.yaml', content: v1 }], author: 'Test <t@example.com>', message: 'Legacy manifest', created_at: '2026-03-01T00:00:00.000Z' });
    const refused = await expectError(p.marketplace.install('status-dashboard'), 400, 'manifest_invalid');
    expect(refused.body).toMatchObject({ path: 'platform.yaml', diagnostics: [expect.objectContaining({ severity: 'error', message: expect.stringContaining('apps are not available in platform_version 1') })] });
    const preview = await p.marketplace.preview('status-dashboard');
    expect(preview.blocked).toMatchObject({ code: 'manifest_invalid', diagnostics: [expect.objectContaining({ severity: 'error' })] });
    // v1 agents are a list: an agent item cannot be merged into it.
    await expectError(p.marketplace.install('docs-writer'), 409, 'manifest_shape');
    expect((await p.files.read('platform.yaml')).content).toBe(v1);
  });

  it('refuses a removal that would leave default_agent undeclared', async () => {
    const { p, projectId } = await freshProject('Removal target');
    await p.marketplace.install('docs-writer');
    const repo = h.platform.store.repos.get(projectId)!;
    const source = (await p.files.read('platform.yaml')).content.replace('default_agent: builder', 'default_agent: docs-writer');
    commitToBranch(repo, 'main', { changes: [{ path: 'platform.yaml', content: source }], author: 'Test <t@example.com>', message: 'Default agent', created_at: '2026-03-01T00:00:00.000Z' });
    const refused = await expectError(p.marketplace.remove('docs-writer'), 400, 'manifest_invalid');
    expect(JSON.stringify(refused.body)).toContain('default_agent');
  });

  it('lets a member read installs but not change them (403)', async () => {
    const { api } = await signIn(h);
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    expect(await member.marketplace.list()).toEqual([]);
    await expectError(member.marketplace.install('docs-writer'), 403, 'forbidden');
    await expectError(member.marketplace.updateAll(), 403, 'forbidden');
    await api.project('proj_storefront').marketplace.install('docs-writer');
    await expectError(member.marketplace.remove('docs-writer'), 403, 'forbidden');
    await api.project('proj_storefront').marketplace.remove('docs-writer');
  });

  it('provisions a project with marketplace_items and source_item_id, one commit each; unknown items make no project', async () => {
    const { api } = await signIn(h);
    const before = h.platform.store.projects.size;
    await expectError(api.projects.provision({ name: 'Nope', marketplace_items: ['docs-writer', 'ghost'] }), 400, 'unknown_marketplace_item');
    expect(h.platform.store.projects.size).toBe(before);
    const { project_id } = await api.projects.provision({ name: 'From market', starter_template: 'support-desk', source_item_id: 'incident-triage', marketplace_items: ['status-page', 'incident-triage'] });
    const p = api.project(project_id);
    expect((await p.marketplace.list()).map((i) => i.name).sort()).toEqual(['incident-triage', 'status-page']);
    expect((await p.git.commits()).map((c) => c.message)).toEqual([
      'Install Status page 1.0.0 from the marketplace',
      'Install Incident triage 1.0.0 from the marketplace',
      'Start from the Support desk template',
    ]);
    const manifest = parse((await p.files.read('platform.yaml')).content);
    expect(Object.keys(manifest.agents)).toEqual(['triage', 'answer', 'incident-triage']);
  });
});
