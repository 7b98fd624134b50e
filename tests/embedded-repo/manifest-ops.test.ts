import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { failure, repoHarness } from './harness';

describe('validateManifest (same library as the editor)', () => {
  it('answers the diagnostics of YAML with positions, and picks TOML for a project whose manifest is platform.toml', async () => {
    const api = await repoHarness().as('demo@example.com');
    const source = (await api.project('proj_storefront').files.read('platform.yaml')).content;
    expect(await api.project('proj_storefront').validateManifest(source)).toEqual({ ok: true, version: 2, diagnostics: [], diagnostics_omitted: 0, error_count: 0 });

    const broken = source.replace('port: 3000', 'port: 7331');
    const result = await api.project('proj_storefront').validateManifest(broken);
    expect(result.ok).toBe(false);
    const port = result.diagnostics.find((d) => d.path.join('.') === 'apps.shop-preview.port')!;
    expect(port.severity).toBe('error');
    expect(port.line).toBe(broken.split('\n').findIndex((l) => l.includes('port: 7331')) + 1);
    const local = parseManifest(broken, { format: 'yaml' });
    expect(result).toEqual(
      JSON.parse(JSON.stringify({ ...local, manifest: undefined, diagnostics_omitted: 0, error_count: local.diagnostics.filter((d) => d.severity === 'error').length })),
    );

    const toml = (await api.project('proj_pipelines').files.read('platform.toml')).content;
    expect(await api.project('proj_pipelines').validateManifest(toml)).toMatchObject({ ok: true, version: 1 });
    expect((await api.project('proj_pipelines').validateManifest(toml, 'yaml')).ok).toBe(false);
    const invalidToml = await api.project('proj_pipelines').validateManifest('platform_version = 1\n[[agents]]\nname = "Bad Name"\n');
    expect(invalidToml.ok).toBe(false);
    expect(invalidToml.diagnostics[0].line).toBe(3);
  });

  it('is open to members (file readers) and closed to other projects', async () => {
    const api = await repoHarness().as('member@example.com');
    expect((await api.project('proj_storefront').validateManifest('platform_version: 2\n')).ok).toBe(false);
    expect((await failure(api.project('proj_support').validateManifest('platform_version: 2\n'))).status).toBe(403);
  });
});

describe('setDefaultAgent', () => {
  it('commits default_agent to the default branch (no change request) for a declared, enabled agent', async () => {
    const h = repoHarness();
    const api = await h.as('demo@example.com');
    const [before] = await api.project('proj_storefront').git.commits();
    const commit = await api.project('proj_storefront').setDefaultAgent('catalog');
    expect(commit).toMatchObject({ parent: before.sha, files: ['platform.yaml'], message: 'Set the default agent to catalog', author: 'Dana Demo <demo@example.com>' });
    const [head] = await api.project('proj_storefront').git.commits();
    expect(head.sha).toBe(commit.sha);
    const { files } = await api.project('proj_storefront').git.commitDiff(commit.sha);
    expect(files[0].patch).toMatch(/^-default_agent: checkout$/m);
    expect(files[0].patch).toMatch(/^\+default_agent: catalog$/m);
    expect(files[0]).toMatchObject({ additions: 1, deletions: 1 });
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/default_agent: catalog/);
    expect(await api.project('proj_storefront').changeRequests.list()).toEqual([]);
  });

  it('refuses an undeclared agent, a disabled agent, the current default and a v1 manifest with 400 and a code', async () => {
    const h = repoHarness();
    const api = await h.as('demo@example.com');
    const [head] = await api.project('proj_storefront').git.commits();
    const undeclared = await failure(api.project('proj_storefront').setDefaultAgent('ghost'));
    expect([undeclared.status, undeclared.code]).toEqual([400, 'agent_not_declared']);
    expect(undeclared.message).toMatch(/ghost/);
    const disabled = await failure(api.project('proj_storefront').setDefaultAgent('search-tuning'));
    expect([disabled.status, disabled.code]).toEqual([400, 'agent_disabled']);
    const same = await failure(api.project('proj_storefront').setDefaultAgent('checkout'));
    expect([same.status, same.code]).toEqual([400, 'no_changes']);
    const legacy = await failure(api.project('proj_pipelines').setDefaultAgent('etl-fixer'));
    expect([legacy.status, legacy.code]).toEqual([400, 'unsupported_version']);
    const empty = await failure(api.project('proj_storefront').setDefaultAgent(''));
    expect([empty.status, typeof empty.body === 'object' && empty.body !== null && 'error' in empty.body]).toEqual([400, true]);
    expect((await api.project('proj_storefront').git.commits())[0].sha).toBe(head.sha);
  });

  it('is refused to a member (committing to the default branch takes project.cr.merge)', async () => {
    const api = await repoHarness().as('member@example.com');
    const refused = await failure(api.project('proj_storefront').setDefaultAgent('catalog'));
    expect(refused.status).toBe(403);
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/default_agent: checkout/);
  });

  it('the default branch then names the new default agent', async () => {
    const api = await repoHarness().as('demo@example.com');
    await api.project('proj_support').setDefaultAgent('answer');
    const content = (await api.project('proj_support').files.read('platform.yaml')).content;
    const result = parseManifest(content);
    expect(result.ok && (result.manifest as { default_agent: string }).default_agent).toBe('answer');
  });

  it('answers 404 manifest_not_found when the manifest was deleted', async () => {
    const api = await repoHarness().as('demo@example.com');
    await api.project('proj_support').changeRequests.merge(
      (await api.project('proj_support').changeRequests.open({ title: 'Remove manifest', files: [{ path: 'platform.yaml', content: null }] })).id,
    );
    const error = await failure(api.project('proj_support').setDefaultAgent('answer'));
    expect([error.status, error.code]).toEqual([404, 'manifest_not_found']);
  });
});

describe('setAgentScope', () => {
  it("opens a change request with the agent's new secrets and connectors (YAML and TOML)", async () => {
    const api = await repoHarness().as('demo@example.com');
    const cr = await api.project('proj_storefront').setAgentScope('catalog', { secrets: ['CATALOG_TOKEN'], connectors: 'none' });
    const head = (await api.project('proj_storefront').files.read('platform.yaml', cr.head_sha)).content;
    const result = parseManifest(head);
    const catalog = result.ok ? (result.manifest as { agents: Record<string, { secrets: unknown; connectors: unknown }> }).agents.catalog : null;
    expect(catalog).toMatchObject({ secrets: ['CATALOG_TOKEN'], connectors: 'none' });

    const legacy = await api.project('proj_pipelines').setAgentScope('reporter', { connectors: ['warehouse'] });
    const toml = (await api.project('proj_pipelines').files.read('platform.toml', legacy.head_sha)).content;
    const parsed = parseManifest(toml, { format: 'toml' });
    expect(parsed.ok && (parsed.manifest as { agents: { name: string; connectors: unknown }[] }).agents[1].connectors).toEqual(['warehouse']);
  });

  it('refuses an undeclared agent, an empty scope and a member of another project', async () => {
    const h = repoHarness();
    const api = await h.as('demo@example.com');
    const ghost = await failure(api.project('proj_storefront').setAgentScope('ghost', { secrets: 'none' }));
    expect([ghost.status, ghost.code]).toEqual([400, 'agent_not_declared']);
    const empty = await failure(api.project('proj_storefront').setAgentScope('catalog', {}));
    expect([empty.status, empty.code]).toEqual([400, 'invalid_scope']);
    const badList = await failure(api.project('proj_storefront').setAgentScope('catalog', { secrets: [''] }));
    expect([badList.status, badList.code]).toEqual([400, 'invalid_request']);
    const member = await h.as('member@example.com');
    expect((await failure(member.project('proj_support').setAgentScope('triage', { secrets: 'none' }))).status).toBe(403);
  });
});
