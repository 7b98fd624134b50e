// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { ManifestWorkspace } from '@/components/manifest/manifest-workspace';
import { renderWith, session, useCleanDrafts } from './harness';

const editor = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: /editor$/ }, { timeout: 3000 });

/** Clicks `action` (in `scope`), then the confirmation dialog's `confirm` button. */
async function confirmed(scope: HTMLElement, action: string, confirm: string) {
  fireEvent.click(await within(scope).findByRole('button', { name: action }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('ManifestEditor page (against the embedded platform)', () => {
  useCleanDrafts();

  it('loads platform.yaml, shows the version badge and counts, and validates live', async () => {
    const { api } = await session();
    const original = (await api.project('proj_storefront').files.read('platform.yaml')).content;
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const area = await editor();
    expect(area.value).toBe(original);
    // Without a server check (no `initialCheck` here) the badge appears once the parser's chunk has loaded.
    expect(await screen.findByText('v2')).toBeTruthy();
    expect(screen.getByText('0 errors')).toBeTruthy();

    const broken = original.replace('port: 3000', 'port: 7331');
    fireEvent.change(area, { target: { value: broken } });
    const line = broken.split('\n').findIndex((l) => l.includes('port: 7331')) + 1;
    const problem = await screen.findByRole('button', { name: new RegExp(`Line ${line}, column`) });
    expect(problem.textContent).toMatch(/7331/);
    expect(screen.getByText('1 error')).toBeTruthy();
    expect(screen.getByText('Unsaved local edits')).toBeTruthy();

    fireEvent.change(area, { target: { value: original } });
    await screen.findByText(/No problems/);
    expect(screen.queryByText('Unsaved local edits')).toBeNull();
  });

  it('keeps local edits across a remount (reload) until they are discarded', async () => {
    const { api } = await session();
    const first = renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const area = await editor();
    const original = area.value;
    fireEvent.change(area, { target: { value: `${original}# local note\n` } });
    expect(localStorage.getItem('console.manifest-drafts')).toContain('# local note');
    first.unmount();

    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const again = await editor();
    expect(again.value).toBe(`${original}# local note\n`);
    // Discarding asks first; cancelling keeps the edits.
    fireEvent.click(screen.getByRole('button', { name: 'Discard local edits' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect((await editor()).value).toBe(`${original}# local note\n`);
    await confirmed(document.body, 'Discard local edits', 'Discard edits');
    expect((await editor()).value).toBe(original);
    expect(localStorage.getItem('console.manifest-drafts')).not.toContain('# local note');
  });

  it('proposes a change request after the server check, and a manager merges it: the editor shows the new default-branch content', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const area = await editor();
    const edited = area.value.replace('port: 3000', 'port: 3005');
    fireEvent.change(area, { target: { value: edited } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as change request…' }));
    const form = screen.getByRole('form', { name: 'Propose change' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Port 3005' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Propose change request' }));

    const cr = await screen.findByRole('article', { name: 'Change request #1' }, { timeout: 3000 });
    const diff = await within(cr).findByLabelText('Diff of platform.yaml');
    expect([...diff.querySelectorAll('[data-diff="removed"]')].map((n) => n.lastElementChild?.textContent)).toContain('    port: 3000');
    expect([...diff.querySelectorAll('[data-diff="added"]')].map((n) => n.lastElementChild?.textContent)).toContain('    port: 3005');
    expect(screen.getByText(/proposed in a change request/)).toBeTruthy();
    expect((await editor()).value).toBe(edited);

    await confirmed(cr, 'Merge', 'Merge');
    await waitFor(async () => expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toBe(edited));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Change request #1' }).textContent).toMatch(/merged/));
    await waitFor(async () => expect((await editor()).value).toBe(edited));
    await waitFor(() => expect(localStorage.getItem('console.manifest-drafts')).not.toContain('3005'));
    expect(screen.queryByText('Unsaved local edits')).toBeNull();
  });

  it('never loses edits on a failed save: server validation errors and network failures leave the draft', async () => {
    const s = await session();
    renderWith(s.api, <ManifestEditor projectId="proj_storefront" />);
    const area = await editor();
    const invalid = area.value.replace('port: 3000', 'port: 8080');
    fireEvent.change(area, { target: { value: invalid } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as change request…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose change request' }));
    expect((await screen.findByText(/The platform found 1 error/)).textContent).toMatch(/edits are kept/);
    expect(area.value).toBe(invalid);

    const valid = invalid.replace('port: 8080', 'port: 3002');
    fireEvent.change(area, { target: { value: `${valid}# offline edit\n` } });
    s.failWhen.match = (request) => request.method === 'POST' && new URL(request.url).pathname.endsWith('/change-requests');
    fireEvent.click(screen.getByRole('button', { name: 'Propose change request' }));
    expect((await screen.findByText('The platform cannot be reached')).textContent).toBeTruthy();
    expect((await editor()).value).toBe(`${valid}# offline edit\n`);
    expect(screen.getByText('Unsaved local edits')).toBeTruthy();
    expect(await s.api.project('proj_storefront').changeRequests.list()).toEqual([]);
  });

  it('turns edits proposed in a change request that was then closed back into local edits', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const area = await editor();
    const edited = area.value.replace('port: 3000', 'port: 3006');
    fireEvent.change(area, { target: { value: edited } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as change request…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose change request' }));
    const cr = await screen.findByRole('article', { name: 'Change request #1' }, { timeout: 3000 });
    expect(screen.queryByText('Unsaved local edits')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save as change request…' }) as HTMLButtonElement).disabled).toBe(true);
    await confirmed(cr, 'Close', 'Close change request');
    await screen.findByText('Unsaved local edits');
    expect((await editor()).value).toBe(edited);
    expect((screen.getByRole('button', { name: 'Save as change request…' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the legacy platform.toml of a v1 project in TOML mode', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_pipelines" />);
    const area = await editor();
    expect(area.value).toMatch(/^# Legacy manifest/);
    expect(screen.getByText('platform.toml')).toBeTruthy();
    expect(screen.getByText('v1 (legacy)')).toBeTruthy();
    expect(screen.getByText(/default_agent exists only in platform_version 2/)).toBeTruthy();
    fireEvent.change(area, { target: { value: area.value.replace('name = "reporter"', 'name = "Reporter!"') } });
    const problem = await screen.findByRole('button', { name: /Reporter!/ });
    expect(problem.textContent).toMatch(/Line \d+, column/);
  });

  it('explains when the project has no manifest file', async () => {
    const { api } = await session();
    const cr = await api.project('proj_support').changeRequests.open({ title: 'Remove manifest', files: [{ path: 'platform.yaml', content: null }] });
    await api.project('proj_support').changeRequests.merge(cr.id);
    renderWith(api, <ManifestEditor projectId="proj_support" />);
    expect(await screen.findByText('This project has no manifest yet')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the platform error for a project the person cannot open', async () => {
    const { api } = await session('member@example.com');
    renderWith(api, <ManifestEditor projectId="proj_support" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/No access/);
  });

  it('is read-only without project.cr.open: no saving, no quick actions', async () => {
    const { api } = await session();
    const file = await api.project('proj_storefront').files.read('platform.yaml');
    renderWith(api, <ManifestWorkspace projectId="proj_storefront" file={file} permissions={['project.read', 'project.file.read', 'project.gitops.read']} refreshFile={() => {}} />);
    const area = await editor();
    expect(area.readOnly).toBe(true);
    expect(screen.getByRole('note').textContent).toMatch(/Read-only/);
    expect(screen.queryByRole('button', { name: /Save as change request/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick actions' })).toBeNull();
  });

  it('refuses to propose what an open change request already proposes, and shows that one', async () => {
    const { api } = await session();
    const file = await api.project('proj_storefront').files.read('platform.yaml');
    const edited = file.content.replace('port: 3000', 'port: 3007');
    const existing = await api.project('proj_storefront').changeRequests.open({ title: 'Already here', files: [{ path: 'platform.yaml', content: edited }] });
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    fireEvent.change(await editor(), { target: { value: edited } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as change request…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose change request' }));
    const refusal = await screen.findByText(/Change request #1 \(Already here\) already proposes exactly these changes/);
    expect(refusal).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show #1' }));
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    expect(within(article).getByText(/Already here/)).toBeTruthy();
    expect((await api.project('proj_storefront').changeRequests.list()).map((c) => c.id)).toEqual([existing.id]);
  });

  it('resolves an update from the default branch in the editor: conflict markers become problems, then the change request is updated', async () => {
    const { api } = await session();
    const p = api.project('proj_storefront');
    const original = (await p.files.read('platform.yaml')).content;
    const mine = await p.changeRequests.open({ title: 'Mine', files: [{ path: 'platform.yaml', content: original.replace('port: 3000', 'port: 3008') }] });
    const theirs = await p.changeRequests.open({ title: 'Theirs', files: [{ path: 'platform.yaml', content: original.replace('port: 3000', 'port: 3009') }] });
    await p.changeRequests.merge(theirs.id);
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    fireEvent.click(await screen.findByRole('button', { name: '#1 Mine' }));
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    await within(article).findByRole('alert');
    fireEvent.click(within(article).getByRole('button', { name: 'Update from the default branch' }));

    const resolution = await screen.findByRole('region', { name: 'Resolve conflicts of change request #1' });
    expect(within(resolution).getByText('1 conflict left')).toBeTruthy();
    const area = await editor();
    const start = area.value.split('\n').findIndex((l) => l.startsWith('<<<<<<< ')) + 1;
    expect(start).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: new RegExp(`Unresolved conflict \\(lines ${start}–.*Line ${start}, column 1`) })).toBeTruthy();
    const update = within(resolution).getByRole('button', { name: 'Update change request #1' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);

    // Keep both: the port from this change request wins, with the default branch's value noted.
    const resolved = area.value.replace(/<<<<<<< [^\n]*\n( *port: 3008)\n=======\n *port: 3009\n>>>>>>> [^\n]*/, '$1');
    fireEvent.change(area, { target: { value: resolved } });
    await within(resolution).findByText('All conflicts resolved.');
    fireEvent.click(within(resolution).getByRole('button', { name: 'Update change request #1' }));
    await waitFor(async () => expect(await p.changeRequests.mergePreview(mine.id)).toMatchObject({ mergeable: true }));
    expect((await p.files.read('platform.yaml', 'cr/1')).content).toBe(resolved);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Resolve conflicts of change request #1' })).toBeNull());
    expect(await screen.findByText(/proposed in a change request/)).toBeTruthy();
  });
});
