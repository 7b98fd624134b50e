import { describe, expect, it } from 'vitest';
import type { Platform } from '@/lib/sdk';
import { failure, repoHarness } from './harness';

const PID = 'proj_storefront';

async function readme(api: Platform) {
  return (await api.project(PID).files.read('README.md')).content;
}

async function openReadmeChange(api: Platform, line = 'A new line.\n', extra: Record<string, unknown> = {}) {
  return api.project(PID).changeRequests.open({ title: 'Explain the preview app', files: [{ path: 'README.md', content: (await readme(api)) + line }], ...extra });
}

describe('change requests: states and transitions', () => {
  it('opens a change request on its own branch, lists it, and diffs it against its base', async () => {
    const h = repoHarness();
    const api = await h.as('member@example.com');
    const before = await readme(api);
    const [head] = await api.project(PID).git.commits();
    const cr = await openReadmeChange(api);
    expect(cr).toMatchObject({ number: 1, state: 'open', author: 'member@example.com', base_sha: head.sha, branch: 'cr/1', files: ['README.md'] });
    expect(cr.created_at).toBe('2026-03-01T12:00:00.000Z');
    expect(cr.head_sha).not.toBe(head.sha);
    expect(await readme(api)).toBe(before);
    expect((await api.project(PID).files.read('README.md', 'cr/1')).content).toBe(`${before}A new line.\n`);
    expect((await api.project(PID).changeRequests.list()).map((c) => c.id)).toEqual([cr.id]);
    expect(await api.project(PID).changeRequests.list({ state: 'merged' })).toEqual([]);
    const { files } = await api.project(PID).changeRequests.diff(cr.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ path: 'README.md', status: 'modified', additions: 1, deletions: 0 });
    expect(files[0].patch).toMatch(/^\+A new line\.$/m);
    expect((await api.project(PID).git.branches()).map((b) => b.name)).toEqual(['main', 'cr/1']);
  });

  it('open → merge → merged: the default branch gets a new commit with the file; merging or closing again is 409', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const cr = await openReadmeChange(manager);
    expect(await manager.project(PID).changeRequests.mergePreview(cr.id)).toMatchObject({ mergeable: true, conflicts: [], reason: null });
    h.clock.now += 60_000;
    const merged = await manager.project(PID).changeRequests.merge(cr.id);
    expect(merged).toMatchObject({ state: 'merged', merged_at: '2026-03-01T12:01:00.000Z', merged_by: 'demo@example.com' });
    const [head, parent] = await manager.project(PID).git.commits();
    expect(head.sha).toBe(merged.merge_sha);
    expect(head.parent).toBe(parent.sha);
    expect(head.parent).toBe(cr.base_sha);
    expect(head.files).toEqual(['README.md']);
    expect(head.created_at).toBe('2026-03-01T12:01:00.000Z');
    expect(head.message).toBe('Explain the preview app (#1)');
    expect(await readme(manager)).toMatch(/A new line\.\n$/);

    const again = await failure(manager.project(PID).changeRequests.merge(cr.id));
    expect([again.status, again.code]).toEqual([409, 'change_request_merged']);
    const close = await failure(manager.project(PID).changeRequests.close(cr.id));
    expect([close.status, close.code]).toEqual([409, 'change_request_merged']);
    const reopen = await failure(manager.project(PID).changeRequests.reopen(cr.id));
    expect([reopen.status, reopen.code]).toEqual([409, 'change_request_merged']);
    expect(await manager.project(PID).changeRequests.mergePreview(cr.id)).toMatchObject({ mergeable: false, reason: 'already_merged' });
  });

  it('open → close → closed → reopen → open, and a closed change request cannot be merged', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const cr = await openReadmeChange(manager);
    const closed = await manager.project(PID).changeRequests.close(cr.id, { comment: 'not now' });
    expect(closed).toMatchObject({ state: 'closed', merged_at: null });
    expect(closed.closed_at).not.toBeNull();
    const merge = await failure(manager.project(PID).changeRequests.merge(cr.id));
    expect([merge.status, merge.code]).toEqual([409, 'change_request_closed']);
    const closeAgain = await failure(manager.project(PID).changeRequests.close(cr.id));
    expect([closeAgain.status, closeAgain.code]).toEqual([409, 'change_request_closed']);
    expect(await manager.project(PID).changeRequests.mergePreview(cr.id)).toMatchObject({ mergeable: false, reason: 'closed' });
    const reopened = await manager.project(PID).changeRequests.reopen(cr.id);
    expect(reopened).toMatchObject({ state: 'open', closed_at: null });
    const reopenOpen = await failure(manager.project(PID).changeRequests.reopen(cr.id));
    expect([reopenOpen.status, reopenOpen.code]).toEqual([409, 'change_request_open']);
    expect((await manager.project(PID).changeRequests.merge(cr.id)).state).toBe('merged');
  });

  it('requestChanges records feedback and leaves the state unchanged', async () => {
    const h = repoHarness();
    const member = await h.as('member@example.com');
    const manager = await h.as('demo@example.com');
    const cr = await openReadmeChange(member, 'x\n', { session_id: 'ses_origin' });
    h.clock.now += 5_000;
    const reviewed = await manager.project(PID).changeRequests.requestChanges(cr.id, { comment: '  Say which port the app uses. ', deliver_to_session: true });
    expect(reviewed.state).toBe('open');
    expect(reviewed.feedback).toEqual([
      { author: 'demo@example.com', comment: 'Say which port the app uses.', created_at: '2026-03-01T12:00:05.000Z', delivered_to_session: 'ses_origin' },
    ]);
    await member.project(PID).changeRequests.requestChanges(cr.id, { comment: 'Noted' });
    const again = await member.project(PID).changeRequests.get(cr.id);
    expect(again.state).toBe('open');
    expect(again.feedback.map((f) => [f.author, f.delivered_to_session])).toEqual([
      ['demo@example.com', 'ses_origin'],
      ['member@example.com', null],
    ]);
    await manager.project(PID).changeRequests.close(cr.id);
    expect((await manager.project(PID).changeRequests.requestChanges(cr.id, { comment: 'for the record' })).state).toBe('closed');
    const empty = await failure(manager.project(PID).changeRequests.requestChanges(cr.id, { comment: '   ' }));
    expect([empty.status, empty.code]).toEqual([400, 'invalid_request']);
  });
});

describe('change requests: conflicts', () => {
  it('reports a conflict when the file changed on the default branch since the base, and refuses the merge', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const first = await openReadmeChange(manager, 'From the first change.\n');
    const second = await openReadmeChange(manager, 'From the second change.\n');
    expect(second.base_sha).toBe(first.base_sha);
    await manager.project(PID).changeRequests.merge(first.id);
    expect(await manager.project(PID).changeRequests.mergePreview(second.id)).toMatchObject({ mergeable: false, conflicts: ['README.md'], reason: 'conflicts' });
    const refused = await failure(manager.project(PID).changeRequests.merge(second.id));
    expect([refused.status, refused.code]).toEqual([409, 'merge_conflict']);
    expect((refused.body as { conflicts: string[] }).conflicts).toEqual(['README.md']);
    expect(await readme(manager)).toMatch(/From the first change\.\n$/);
    expect((await manager.project(PID).changeRequests.get(second.id)).state).toBe('open');
  });

  it('merges cleanly when the default branch changed other files, keeping both changes', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const readmeChange = await openReadmeChange(manager, 'Docs.\n');
    const agentChange = await manager.project(PID).changeRequests.open({ title: 'Checkout prompt', files: [{ path: 'agents/checkout.md', content: 'Be brief.\n' }] });
    await manager.project(PID).changeRequests.merge(agentChange.id);
    expect(await manager.project(PID).changeRequests.mergePreview(readmeChange.id)).toMatchObject({ mergeable: true, conflicts: [] });
    await manager.project(PID).changeRequests.merge(readmeChange.id);
    expect(await readme(manager)).toMatch(/Docs\.\n$/);
    expect((await manager.project(PID).files.read('agents/checkout.md')).content).toBe('Be brief.\n');
  });

  it('bases a change request on an older default-branch commit when asked (the editor sends the sha it read)', async () => {
    const h = repoHarness();
    const manager = await h.as('demo@example.com');
    const read = await manager.project(PID).files.read('README.md');
    await manager.project(PID).changeRequests.merge((await openReadmeChange(manager, 'Meanwhile.\n')).id);
    const late = await manager.project(PID).changeRequests.open({ title: 'Late edit', base_sha: read.ref, files: [{ path: 'README.md', content: `${read.content}Late.\n` }] });
    expect(late.base_sha).toBe(read.ref);
    expect((await manager.project(PID).changeRequests.mergePreview(late.id)).conflicts).toEqual(['README.md']);
    const unknown = await failure(manager.project(PID).changeRequests.open({ title: 'x', base_sha: 'abcdef1234', files: [{ path: 'README.md', content: 'x' }] }));
    expect([unknown.status, unknown.code]).toEqual([400, 'unknown_base']);
  });
});

describe('change requests: refusals and permissions', () => {
  it('refuses empty, duplicate, unsafe and manifest-breaking changes', async () => {
    const api = await repoHarness().as('demo@example.com');
    const p = api.project(PID);
    const same = await failure(p.changeRequests.open({ title: 'Nothing', files: [{ path: 'README.md', content: await readme(api) }] }));
    expect([same.status, same.code]).toEqual([400, 'no_changes']);
    const dup = await failure(p.changeRequests.open({ title: 'Twice', files: [{ path: 'a.md', content: '1' }, { path: './a.md', content: '2' }] }));
    expect(dup.code).toBe('duplicate_path');
    const unsafe = await failure(p.changeRequests.open({ title: 'Escape', files: [{ path: 'agents/../../x', content: '1' }] }));
    expect(unsafe.code).toBe('invalid_path');
    const gone = await failure(p.changeRequests.open({ title: 'Delete', files: [{ path: 'missing.md', content: null }] }));
    expect(gone.code).toBe('file_not_found');
    const untitled = await failure(p.changeRequests.open({ title: '  ', files: [{ path: 'a.md', content: '1' }] }));
    expect([untitled.status, untitled.code]).toEqual([400, 'invalid_request']);
    const manifest = (await p.files.read('platform.yaml')).content;
    const broken = await failure(p.changeRequests.open({ title: 'Bad port', files: [{ path: 'platform.yaml', content: manifest.replace('port: 3000', 'port: 8080') }] }));
    expect([broken.status, broken.code]).toEqual([400, 'manifest_invalid']);
    expect(broken.message).toMatch(/line \d+/);
    expect((broken.body as { diagnostics: { path: unknown[] }[] }).diagnostics.some((d) => JSON.stringify(d.path) === '["apps","shop-preview","port"]')).toBe(true);
    expect(await p.changeRequests.list()).toEqual([]);
  });

  it('deletes a file through a change request', async () => {
    const api = await repoHarness().as('demo@example.com');
    const cr = await api.project(PID).changeRequests.open({ title: 'Drop the parked agent prompt', files: [{ path: 'agents/search-tuning.md', content: null }] });
    expect((await api.project(PID).changeRequests.diff(cr.id)).files[0].status).toBe('deleted');
    await api.project(PID).changeRequests.merge(cr.id);
    expect((await failure(api.project(PID).files.read('agents/search-tuning.md'))).status).toBe(404);
  });

  it('lets members open change requests but not merge them; they may close and reopen only their own', async () => {
    const h = repoHarness();
    const member = await h.as('member@example.com');
    const manager = await h.as('demo@example.com');
    const own = await openReadmeChange(member);
    const merge = await failure(member.project(PID).changeRequests.merge(own.id));
    expect(merge.status).toBe(403);
    expect((merge.body as { permission: string }).permission).toBe('project.cr.merge');
    expect((await member.project(PID).changeRequests.close(own.id)).state).toBe('closed');
    expect((await member.project(PID).changeRequests.reopen(own.id)).state).toBe('open');
    const theirs = await openReadmeChange(manager, 'manager\n');
    expect((await failure(member.project(PID).changeRequests.close(theirs.id))).status).toBe(403);
    expect((await manager.project(PID).changeRequests.close(own.id)).state).toBe('closed');
    expect((await failure(member.project('proj_support').changeRequests.list())).status).toBe(403);
    const foreign = await failure(manager.project('proj_support').changeRequests.get(own.id));
    expect([foreign.status, foreign.code]).toEqual([404, 'not_found']);
  });
});
