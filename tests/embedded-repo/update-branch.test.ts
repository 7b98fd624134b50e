import { describe, expect, it } from 'vitest';
import type { ChangeRequestConflictFile } from '@/lib/contract/types-repo';
import type { Platform } from '@/lib/sdk';
import { failure, repoHarness } from './harness';

const PID = 'proj_storefront';
const LINES = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}.`);
const text = (lines: string[]) => `${lines.join('\n')}\n`;
const edit = (index: number, value: string, lines = LINES) => lines.map((l, i) => (i === index ? value : l));

/** A manager's client on a README of twelve numbered lines (merged), so edits can touch lines far apart. */
async function numberedReadme() {
  const h = repoHarness();
  const api = await h.as('demo@example.com');
  const setup = await api.project(PID).changeRequests.open({ title: 'Numbered lines', files: [{ path: 'README.md', content: text(LINES) }] });
  await api.project(PID).changeRequests.merge(setup.id);
  return { h, api, p: api.project(PID) };
}

async function change(p: ReturnType<Platform['project']>, title: string, lines: string[]) {
  return p.changeRequests.open({ title, files: [{ path: 'README.md', content: text(lines) }] });
}

describe('change requests: an identical open one is refused', () => {
  it('answers 409 duplicate_change_request naming the open change request; once it is closed the same change may be proposed', async () => {
    const { p } = await numberedReadme();
    const first = await change(p, 'First try', edit(0, 'Changed.'));
    const again = await failure(change(p, 'Second try', edit(0, 'Changed.')));
    expect([again.status, again.code]).toEqual([409, 'duplicate_change_request']);
    expect((again.body as { change_request: unknown }).change_request).toEqual({ id: first.id, number: first.number, title: 'First try' });
    expect(again.message).toMatch(new RegExp(`#${first.number}`));
    expect((await p.changeRequests.list({ state: 'open' })).map((c) => c.id)).toEqual([first.id]);

    // A different change to the same file is not a duplicate.
    await change(p, 'Other', edit(0, 'Changed differently.'));
    await p.changeRequests.close(first.id);
    expect((await change(p, 'Third try', edit(0, 'Changed.'))).state).toBe('open');
  });

  it('refuses a quick action that would propose what an open change request already proposes', async () => {
    const api = await repoHarness().as('demo@example.com');
    const first = await api.project(PID).setAgentScope('catalog', { secrets: ['CATALOG_TOKEN'], connectors: 'none' });
    const again = await failure(api.project(PID).setAgentScope('catalog', { secrets: ['CATALOG_TOKEN'], connectors: 'none' }));
    expect([again.status, again.code]).toEqual([409, 'duplicate_change_request']);
    expect((again.body as { change_request: { id: string } }).change_request.id).toBe(first.id);
  });
});

describe('change requests: update from the default branch', () => {
  it('merges three ways when the default branch changed other lines: the change request moves onto the head and merges', async () => {
    const { h, p } = await numberedReadme();
    const top = await change(p, 'Top', edit(0, 'Top changed.'));
    const bottom = await change(p, 'Bottom', edit(11, 'Bottom changed.'));
    await p.changeRequests.merge(top.id);
    expect(await p.changeRequests.mergePreview(bottom.id)).toMatchObject({ mergeable: false, conflicts: ['README.md'] });
    const [head] = await p.git.commits();

    h.clock.now += 60_000;
    const updated = await p.changeRequests.updateBranch(bottom.id);
    expect(updated).toMatchObject({ id: bottom.id, state: 'open', base_sha: head.sha, updated_at: '2026-03-01T12:01:00.000Z' });
    expect(updated.head_sha).not.toBe(bottom.head_sha);
    expect((await p.git.commit(updated.head_sha)).parent).toBe(head.sha);
    expect(await p.changeRequests.mergePreview(bottom.id)).toMatchObject({ mergeable: true, conflicts: [] });
    const { files } = await p.changeRequests.diff(bottom.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ additions: 1, deletions: 1 });
    expect(files[0].patch).toMatch(/^\+Bottom changed\.$/m);
    expect(files[0].patch).not.toMatch(/Top changed/);

    await p.changeRequests.merge(bottom.id);
    expect((await p.files.read('README.md')).content).toBe(text(edit(11, 'Bottom changed.', edit(0, 'Top changed.'))));
  });

  it('answers 409 update_conflict with the marked regions, refuses unresolved or outdated resolutions, then takes the resolved text', async () => {
    const { p } = await numberedReadme();
    const mine = await change(p, 'Mine', edit(5, 'Line six, mine.'));
    const theirs = await change(p, 'Theirs', edit(5, 'Line six, theirs.'));
    await p.changeRequests.merge(theirs.id);
    const [head] = await p.git.commits();

    const refused = await failure(p.changeRequests.updateBranch(mine.id));
    expect([refused.status, refused.code]).toEqual([409, 'update_conflict']);
    const body = refused.body as { default_head: string; files: ChangeRequestConflictFile[] };
    expect(body.default_head).toBe(head.sha);
    expect(body.files).toHaveLength(1);
    const [file] = body.files;
    expect(file).toMatchObject({ path: 'README.md', reason: 'content', default_blob: (await p.files.read('README.md')).sha });
    const lines = file.content.split('\n');
    expect(file.regions).toEqual([{ start: 6, separator: 8, end: 10 }]);
    expect(lines.slice(5, 10)).toEqual([
      `<<<<<<< cr/${mine.number} (change request #${mine.number})`,
      'Line six, mine.',
      '=======',
      'Line six, theirs.',
      '>>>>>>> main (default branch)',
    ]);
    expect(lines.slice(0, 5)).toEqual(LINES.slice(0, 5));
    // Nothing moved.
    expect((await p.changeRequests.get(mine.id)).head_sha).toBe(mine.head_sha);

    const unresolved = await failure(p.changeRequests.updateBranch(mine.id, { resolutions: [{ path: 'README.md', content: file.content }], expected_default_head: head.sha }));
    expect([unresolved.status, unresolved.code]).toEqual([400, 'unresolved_conflict']);
    const outside = await failure(p.changeRequests.updateBranch(mine.id, { resolutions: [{ path: 'other.md', content: 'x' }] }));
    expect([outside.status, outside.code]).toEqual([400, 'invalid_path']);

    const resolved = text(edit(5, 'Line six, both.'));
    const stale = await failure(p.changeRequests.updateBranch(mine.id, { resolutions: [{ path: 'README.md', content: resolved }], expected_default_head: mine.base_sha }));
    expect([stale.status, stale.code]).toEqual([409, 'default_branch_moved']);

    const updated = await p.changeRequests.updateBranch(mine.id, { resolutions: [{ path: 'README.md', content: resolved }], expected_default_head: head.sha });
    expect(updated.base_sha).toBe(head.sha);
    expect(await p.changeRequests.mergePreview(mine.id)).toMatchObject({ mergeable: true });
    await p.changeRequests.merge(mine.id);
    expect((await p.files.read('README.md')).content).toBe(resolved);
  });

  it('leaves an up-to-date change request as it is; refuses merged ones, and members updating others’ change requests', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const member = await h.as('member@example.com');
    const cr = await manager.project(PID).changeRequests.open({ title: 'Doc', files: [{ path: 'docs.md', content: 'x\n' }] });
    const same = await manager.project(PID).changeRequests.updateBranch(cr.id);
    expect([same.head_sha, same.base_sha, same.updated_at]).toEqual([cr.head_sha, cr.base_sha, cr.updated_at]);
    const forbidden = await failure(member.project(PID).changeRequests.updateBranch(cr.id));
    expect(forbidden.status).toBe(403);
    await manager.project(PID).changeRequests.merge(cr.id);
    const merged = await failure(manager.project(PID).changeRequests.updateBranch(cr.id));
    expect([merged.status, merged.code]).toEqual([409, 'change_request_merged']);
  });

  it('merges platform.yaml three ways: a comment added on the default branch and a port changed here both stay', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project(PID);
    const manifest = (await p.files.read('platform.yaml')).content;
    const port = manifest.split('\n').findIndex((l) => /^\s+port: 3000$/.test(l));
    expect(port).toBeGreaterThan(0);
    const mine = await p.changeRequests.open({ title: 'Port', files: [{ path: 'platform.yaml', content: manifest.replace('port: 3000', 'port: 3100') }] });
    const other = await p.changeRequests.open({ title: 'Comment', files: [{ path: 'platform.yaml', content: `# Storefront\n${manifest}` }] });
    await p.changeRequests.merge(other.id);
    const updated = await p.changeRequests.updateBranch(mine.id);
    expect((await p.files.read('platform.yaml', updated.branch)).content).toBe(`# Storefront\n${manifest.replace('port: 3000', 'port: 3100')}`);
  });
});
