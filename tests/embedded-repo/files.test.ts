import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '@/lib/manifest';
import { failure, repoHarness } from './harness';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('repository files and history (embedded platform, through the SDK)', () => {
  it('seeds a valid v2 platform.yaml in storefront and support, and a legacy v1 platform.toml in pipelines', async () => {
    const api = await repoHarness().as('demo@example.com');
    for (const [projectId, path, format, version] of [
      ['proj_storefront', 'platform.yaml', 'yaml', 2],
      ['proj_support', 'platform.yaml', 'yaml', 2],
      ['proj_pipelines', 'platform.toml', 'toml', 1],
    ] as const) {
      const file = await api.project(projectId).files.read(path);
      const result = parseManifest(file.content, { format });
      expect(result.diagnostics.filter((d) => d.severity === 'error'), projectId).toEqual([]);
      expect(result.version).toBe(version);
      const paths = (await api.project(projectId).files.list()).map((e) => `${e.type}:${e.path}`);
      expect(paths).toContain('file:README.md');
      expect(paths).toContain('dir:agents');
      expect(paths.some((p) => p.startsWith('file:agents/'))).toBe(true);
    }
    const storefront = (await api.project('proj_storefront').files.read('platform.yaml')).content;
    expect(storefront).toMatch(/default_agent: checkout/);
    expect(storefront).toMatch(/enabled: false/);
    expect(storefront).toMatch(/port: 3000/);
    expect(storefront).toMatch(/templates:/);
    expect(storefront).toMatch(/triggers:/);
  });

  it('reads a file with its blob sha (git-style sha-1) and the commit it was read at', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project('proj_storefront');
    const file = await p.files.read('README.md');
    const [head] = await p.git.commits();
    expect(file.ref).toBe(head.sha);
    expect(file.sha).toBe(sha1(`blob ${Buffer.byteLength(file.content)}\0${file.content}`));
    expect(file.size).toBe(Buffer.byteLength(file.content));
  });

  it('keeps a history of commits with parents, authors and changed files; reads older versions by ref', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project('proj_storefront');
    const commits = await p.git.commits();
    expect(commits).toHaveLength(3);
    expect(commits[0].parent).toBe(commits[1].sha);
    expect(commits[1].parent).toBe(commits[2].sha);
    expect(commits[2].parent).toBeNull();
    expect(new Set(commits.map((c) => c.sha)).size).toBe(3);
    expect(commits.every((c) => /^[0-9a-f]{40}$/.test(c.sha) && c.author.includes('@') && c.message)).toBe(true);
    expect(commits[2].files).toContain('README.md');
    expect(Date.parse(commits[0].created_at)).toBeGreaterThan(Date.parse(commits[1].created_at));

    const history = await p.files.history('platform.yaml');
    expect(history.map((c) => c.sha)).toEqual(commits.map((c) => c.sha));
    expect((await p.files.history('README.md')).map((c) => c.sha)).toEqual([commits[2].sha]);

    const first = await p.files.read('platform.yaml', commits[2].sha);
    expect(first.content).not.toMatch(/apps:/);
    expect((await p.files.read('platform.yaml', commits[2].sha.slice(0, 8))).content).toBe(first.content);
    expect((await p.git.commit(commits[1].sha)).message).toBe(commits[1].message);
    expect((await p.git.commits({ limit: 1 })).map((c) => c.sha)).toEqual([commits[0].sha]);
  });

  it('diffs a commit against its parent as a unified patch with counts', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project('proj_storefront');
    const [head, previous] = await p.git.commits();
    const { files } = await p.git.commitDiff(head.sha);
    const manifest = files.find((f) => f.path === 'platform.yaml')!;
    expect(manifest.status).toBe('modified');
    expect(manifest.patch).toMatch(/^--- a\/platform\.yaml/m);
    expect(manifest.patch).toMatch(/^\+\+\+ b\/platform\.yaml/m);
    expect(manifest.patch).toMatch(/^\+ {4}port: 3000$/m);
    expect(manifest.additions).toBe(manifest.patch.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++')).length);
    expect(manifest.deletions).toBe(0);
    const added = files.find((f) => f.path === 'sandbox/browser-tests.Dockerfile')!;
    expect(added.status).toBe('added');
    expect(added.patch).toMatch(/^--- \/dev\/null/m);
    const compare = await p.git.versionDiff(previous.sha, head.sha);
    expect(compare.files.map((f) => f.path)).toEqual(files.map((f) => f.path));
    const root = await p.git.commitDiff((await p.git.commits()).at(-1)!.sha);
    expect(root.files.every((f) => f.status === 'added')).toBe(true);
  });

  it('lists a folder, searches contents, lists branches and serves a tarball', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project('proj_support');
    expect((await p.files.list({ path: 'agents' })).map((e) => e.path)).toEqual(['agents/answer.md', 'agents/escalation.md', 'agents/triage.md']);
    const matches = await p.files.search('help-center');
    expect(matches.length).toBeGreaterThan(1);
    expect(matches.every((m) => m.text.toLowerCase().includes('help-center') && m.line >= 1)).toBe(true);
    expect(await p.git.branches()).toEqual([{ name: 'main', sha: (await p.git.commits())[0].sha, default: true }]);
    const archive = await p.files.archive();
    expect(archive.headers.get('content-type')).toBe('application/gzip');
    const tar = gunzipSync(Buffer.from(await archive.arrayBuffer())).toString('utf8');
    expect(tar).toContain('proj_support-');
    expect(tar).toContain('default_agent: triage');
  });

  it('answers 404 for a missing file or ref, 400 for a path that leaves the tree', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project('proj_storefront');
    const missing = await failure(p.files.read('nope.txt'));
    expect([missing.status, missing.code]).toEqual([404, 'file_not_found']);
    const ref = await failure(p.files.read('README.md', 'no-such-branch'));
    expect([ref.status, ref.code]).toEqual([404, 'ref_not_found']);
    const commit = await failure(p.git.commit('deadbeefdeadbeef'));
    expect([commit.status, commit.code]).toEqual([404, 'ref_not_found']);
    const escape = await failure(p.files.read('../etc/passwd'));
    expect([escape.status, escape.code]).toEqual([400, 'invalid_path']);
  });

  it('lets a member read files and history of their project, and nothing of other projects', async () => {
    const api = await repoHarness().as('member@example.com');
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/platform_version: 2/);
    expect((await api.project('proj_storefront').git.commits()).length).toBe(3);
    const other = await failure(api.project('proj_support').files.read('platform.yaml'));
    expect(other.status).toBe(403);
    expect(other.message).toBe('You do not have access to this project');
  });
});
