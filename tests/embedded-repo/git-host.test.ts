import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform, type EmbeddedPlatform } from '@/lib/embedded';
import { ApiError, createPlatform, type Platform } from '@/lib/sdk';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { failure } from './harness';

const ACC = 'acc_demo';
const DOCS = 'https://git.demo.example/acme-demo/docs-assistant';

type Transport = 'in-process' | 'http';

/** The same operations in-process (Request → handler) and over real HTTP (node:http in front of the platform). */
function transportHarness(transport: Transport) {
  let platform: EmbeddedPlatform;
  let server: NodeServer | undefined;
  let base = 'http://embedded.invalid/v1';
  const fetchFor = (): typeof fetch => (transport === 'http' ? fetch : (input, init) => platform.handle(new Request(input, init)));
  const client = (getToken: () => string | null) => createPlatform({ backendUrl: base, getToken, fetch: fetchFor() });
  return {
    async start() {
      platform = createEmbeddedPlatform({ now: () => Date.parse('2026-03-01T12:00:00.000Z') });
      if (transport === 'http') {
        server = await serveFetchHandler((req) => platform.handle(req));
        base = `${server.url}/v1`;
      }
    },
    async stop() {
      await server?.close();
    },
    async as(email: string): Promise<Platform> {
      const { session } = await client(() => null).auth.signInWithPassword({ email, password: 'demo-password' });
      return client(() => session.access_token);
    },
    raw: (path: string, init: RequestInit & { token?: string } = {}) =>
      fetchFor()(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } }),
  };
}

describe.each(['in-process', 'http'] as const)('git host (%s)', (transport) => {
  const h = transportHarness(transport);
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('shows the seeded installation and the demo repositories with their branches', async () => {
    const api = await h.as('demo@example.com');
    const installation = await api.github.getInstallation(ACC);
    expect(installation).toMatchObject({ id: 'inst_demo', host: 'git.demo.example', owner: 'acme-demo', repositories: 'all' });
    expect((await api.github.listInstallations(ACC)).map((i) => i.id)).toEqual(['inst_demo']);
    const repos = await api.github.listRepositories(ACC);
    expect(repos.map((r) => r.full_name)).toEqual(['acme-demo/docs-assistant', 'acme-demo/oncall-runbooks', 'acme-demo/release-notes']);
    expect(repos[0]).toMatchObject({ url: DOCS, default_branch: 'main', installation_id: 'inst_demo', project_id: null });
    expect((await api.github.listRepositories(ACC, { query: 'release' })).map((r) => r.full_name)).toEqual(['acme-demo/release-notes']);
    const branches = await api.github.listRepositoryBranches(ACC, 'acme-demo/docs-assistant');
    expect(branches.map((b) => [b.name, b.default])).toEqual([['main', true], ['tone-guide', false]]);
    expect(branches[0].sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('creates a project from a demo repository with its history and branches; a second one is 409 repo_in_use', async () => {
    const api = await h.as('demo@example.com');
    const project = await api.projects.create({ repo_url: `${DOCS}.git`, account_id: ACC });
    expect(project).toMatchObject({ name: 'docs-assistant', repo_url: DOCS });
    const p = api.project(project.id);
    const commits = await p.git.commits();
    expect(commits.map((c) => c.message)).toEqual(['Add an editor agent that fixes outdated pages on a branch', 'Add the style guide the answers follow', 'Start the docs assistant']);
    expect((await p.git.branches()).map((b) => b.name).sort()).toEqual(['main', 'tone-guide']);
    expect((await p.files.read('docs/style.md', 'tone-guide')).content).toMatch(/friendly/);
    const compare = await p.git.versionDiff('main', 'tone-guide');
    expect(compare.files.map((f) => f.path)).toEqual(['docs/style.md']);
    expect((await api.github.listRepositories(ACC, { query: 'docs' }))[0].project_id).toBe(project.id);
    const again = await failure(api.projects.create({ repo_url: DOCS, account_id: ACC }));
    expect([again.status, again.code, (again.body as { project_id: string }).project_id]).toEqual([409, 'repo_in_use', project.id]);
    // Bring-your-own repository: the platform issues no git token for it.
    const token = await failure(p.gitToken());
    expect([token.status, token.code]).toEqual([409, 'bring_your_own_repo']);
  });

  it('creates a repository on the git host (createRepo), then a project from it', async () => {
    const api = await h.as('demo@example.com');
    const repo = await api.projects.createRepo({ account_id: ACC, name: `agents-${transport}`, description: 'Fresh' });
    expect(repo).toMatchObject({ full_name: `acme-demo/agents-${transport}`, url: `https://git.demo.example/acme-demo/agents-${transport}`, private: true });
    const dup = await failure(api.projects.createRepo({ account_id: ACC, name: `agents-${transport}` }));
    expect([dup.status, dup.code]).toEqual([409, 'repo_exists']);
    const project = await api.projects.create({ repo_url: repo.url, account_id: ACC, name: 'Fresh agents' });
    const manifest = await api.project(project.id).files.read('platform.yaml');
    expect(manifest.content).toMatch(/default_agent: assistant/);
    expect((await api.project(project.id).validateManifest(manifest.content)).ok).toBe(true);
  });

  it('answers 404 for a demo repository no installation reaches, and after the installation is removed', async () => {
    const api = await h.as('demo@example.com');
    const missing = await failure(api.projects.create({ repo_url: 'https://git.demo.example/acme-demo/nope', account_id: ACC }));
    expect([missing.status, missing.code]).toEqual([404, 'repository_not_found']);
    const other = await api.github.saveInstallation(ACC, { owner: 'other-org' });
    expect(other).toMatchObject({ owner: 'other-org', repositories: 'all', host: 'git.demo.example' });
    expect((await api.github.listRepositories(ACC, { installationId: other.id }))).toEqual([]);
    await api.github.deleteInstallation(ACC, other.id);
    expect((await api.github.listInstallations(ACC)).map((i) => i.id)).toEqual(['inst_demo']);
    const gone = await failure(api.github.deleteInstallation(ACC, other.id));
    expect(gone.status).toBe(404);
  });

  it('refuses bad input with the error shape, writes without account.update, and strangers', async () => {
    const api = await h.as('demo@example.com');
    for (const call of [
      () => api.github.saveInstallation(ACC, { owner: 'has spaces' }),
      () => api.github.saveInstallation(ACC, { owner: 'x', host: 'github.com' }),
      () => api.github.listRepositoryBranches(ACC, 'not-a-full-name'),
      () => api.github.linkRepository(ACC, { project_id: 'proj_storefront' } as never),
      () => api.projects.createRepo({ account_id: ACC, name: '../etc' }),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(400);
      expect(typeof (error.body as { error: unknown }).error).toBe('string');
      expect(typeof error.code).toBe('string');
    }
    const member = await h.as('member@example.com');
    expect((await failure(member.github.saveInstallation(ACC, { owner: 'x' }))).status).toBe(403);
    expect((await failure(member.github.deleteInstallation(ACC))).status).toBe(403);
    expect((await failure(member.projects.createRepo({ account_id: ACC, name: 'x' }))).status).toBe(403);
    expect((await failure(api.github.listRepositories('acc_nope'))).status).toBe(404);
    const anonymous = await h.raw(`/accounts/${ACC}/git-host/installations`);
    expect(anonymous.status).toBe(401);
  });

  it('links a bring-your-own project with an empty copy to a demo repository; a managed project is 409', async () => {
    const api = await h.as('demo@example.com');
    const elsewhere = await api.projects.create({ repo_url: `https://git.example.com/team/app-${transport}`, account_id: ACC });
    expect(await api.project(elsewhere.id).git.commits()).toEqual([]);
    const linked = await api.github.linkRepository(ACC, { project_id: elsewhere.id, repository: 'acme-demo/release-notes', branch: 'weekly-digest' });
    expect(linked.repo_url).toBe('https://git.demo.example/acme-demo/release-notes');
    expect((await api.project(elsewhere.id).files.read('notes/DIGEST.md')).content).toMatch(/one minute/);
    const managed = await failure(api.github.linkRepository(ACC, { project_id: 'proj_storefront', repository: 'acme-demo/oncall-runbooks' }));
    expect([managed.status, managed.code]).toEqual([409, 'managed_repo']);
    const branch = await failure(api.github.linkRepository(ACC, { project_id: elsewhere.id, repository: 'acme-demo/release-notes', branch: 'nope' }));
    expect([branch.status, branch.code]).toEqual([404, 'ref_not_found']);
  });

  it('issues a short-lived git token for a managed repository to a manager, never to a member', async () => {
    const api = await h.as('demo@example.com');
    const token = await api.project('proj_storefront').gitToken();
    expect(token.token).toMatch(/^pgt_[A-Za-z0-9_-]{20,}$/);
    expect(Date.parse(token.expires_at) - Date.parse('2026-03-01T12:00:00.000Z')).toBe(3600_000);
    const second = await api.project('proj_storefront').gitToken();
    expect(second.token).not.toBe(token.token);
    const member = await h.as('member@example.com');
    const refused = await failure(member.project('proj_storefront').gitToken());
    expect(refused.status).toBe(403);
    expect(refused).toBeInstanceOf(ApiError);
  });

  it('open with stale_check: 409 file_changed names the open change request or the commit that changed the file', async () => {
    const api = await h.as('demo@example.com');
    const project = await api.projects.create({ repo_url: 'https://git.demo.example/acme-demo/oncall-runbooks', account_id: ACC });
    const p = api.project(project.id);
    const read = await p.files.read('README.md');
    const first = await p.changeRequests.open({ title: 'First tab', base_sha: read.ref, files: [{ path: 'README.md', content: `${read.content}First.\n` }], stale_check: {} });
    const second = await failure(p.changeRequests.open({ title: 'Second tab', base_sha: read.ref, files: [{ path: 'README.md', content: `${read.content}Second.\n` }], stale_check: {} }));
    expect([second.status, second.code]).toEqual([409, 'file_changed']);
    const body = second.body as { error: string; files: Array<{ path: string; base_content: string; current_content: string; by: { kind: string; number?: number } }> };
    expect(body.error).toMatch(/README\.md changed since you opened it/);
    expect(body.files[0]).toMatchObject({ path: 'README.md', base_content: read.content, current_content: `${read.content}First.\n`, by: { kind: 'change_request', number: first.number } });
    // Knowing of it (after a rebase), the proposal opens; without stale_check it opens as before.
    const known = await p.changeRequests.open({ title: 'Second tab, rebased', base_sha: read.ref, files: [{ path: 'README.md', content: `${read.content}First.\nSecond.\n` }], stale_check: { known_change_requests: [first.id] } });
    expect(known.state).toBe('open');

    await p.changeRequests.merge(first.id);
    const third = await failure(p.changeRequests.open({ title: 'Third', base_sha: read.ref, files: [{ path: 'README.md', content: `${read.content}Third.\n` }], stale_check: { known_change_requests: [first.id, known.id] } }));
    expect([third.status, third.code]).toEqual([409, 'file_changed']);
    const [head] = await p.git.commits();
    expect((third.body as { default_head: string; files: Array<{ by: { kind: string; sha: string } }> })).toMatchObject({ default_head: head.sha, files: [{ by: { kind: 'commit', sha: head.sha } }] });
    const bad = await failure(p.changeRequests.open({ title: 'x', files: [{ path: 'README.md', content: 'x' }], stale_check: { known_change_requests: 'cr_1' } as never }));
    expect([bad.status, typeof (bad.body as { error: unknown }).error]).toEqual([400, 'string']);
  });

  it('records requested changes (delivered to the originating session when asked) and reopens a closed change request', async () => {
    const api = await h.as('demo@example.com');
    const p = api.project('proj_support');
    const read = await p.files.read('README.md');
    const cr = await p.changeRequests.open({ title: `Docs ${transport}`, files: [{ path: 'README.md', content: `${read.content}${transport}\n` }], session_id: 'ses_from_agent' });
    const asked = await p.changeRequests.requestChanges(cr.id, { comment: '  Shorter, please.  ', deliver_to_session: true });
    expect(asked.state).toBe('open');
    expect(asked.feedback).toEqual([{ author: 'demo@example.com', comment: 'Shorter, please.', created_at: '2026-03-01T12:00:00.000Z', delivered_to_session: 'ses_from_agent' }]);
    const quiet = await p.changeRequests.requestChanges(cr.id, { comment: 'Also a link.' });
    expect(quiet.feedback[1].delivered_to_session).toBeNull();
    const empty = await failure(p.changeRequests.requestChanges(cr.id, { comment: '   ' }));
    expect([empty.status, (empty.body as { code: string }).code]).toEqual([400, 'invalid_request']);
    await p.changeRequests.close(cr.id);
    const reopened = await p.changeRequests.reopen(cr.id);
    expect(reopened).toMatchObject({ state: 'open', closed_at: null });
    const again = await failure(p.changeRequests.reopen(cr.id));
    expect(again.status).toBe(409);
  });
});
