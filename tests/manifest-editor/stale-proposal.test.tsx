// @vitest-environment jsdom
// Two tabs on the same manifest: this editor is the second tab; the first tab's proposal reaches the platform through
// the same user's API (as it does from another tab). The second to propose is told, compares and rebases.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { renderWith, session, useCleanDrafts } from './harness';

const PID = 'proj_storefront';
const editor = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: /editor$/ }, { timeout: 3000 });

async function propose(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Save as change request…' }));
  const form = screen.getByRole('form', { name: 'Propose change' });
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: title } });
  fireEvent.click(within(form).getByRole('button', { name: 'Propose change request' }));
  return form;
}

describe('two tabs editing the same manifest', () => {
  useCleanDrafts();

  it('tells the second to propose that an open change request changed the file, compares, rebases and then proposes on top', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId={PID} />);
    const area = await editor();
    const original = area.value;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as change request…' })).toBeTruthy());
    // The first tab proposes a change to the port.
    const first = await api.project(PID).changeRequests.open({ title: 'Port 3005 (first tab)', files: [{ path: 'platform.yaml', content: original.replace('port: 3000', 'port: 3005') }] });
    // This tab changes another line and proposes.
    fireEvent.change(area, { target: { value: original.replace('default_agent: checkout', 'default_agent: catalog') } });
    const form = await propose('Catalog by default (second tab)');

    const stale = await within(form).findByRole('alert', undefined, { timeout: 3000 });
    expect(stale.textContent).toMatch(/platform\.yaml changed since you opened it/);
    expect(stale.textContent).toMatch(/change request #1/);
    expect((await api.project(PID).changeRequests.list()).map((c) => c.id)).toEqual([first.id]);

    fireEvent.click(within(stale).getByRole('button', { name: 'Compare' }));
    const theirs = within(stale).getAllByLabelText('Diff of platform.yaml')[0];
    expect([...theirs.querySelectorAll('[data-diff="added"]')].map((n) => n.lastElementChild?.textContent)).toEqual(['    port: 3005']);

    fireEvent.click(within(stale).getByRole('button', { name: 'Rebase my edits' }));
    await waitFor(async () => expect((await editor()).value).toBe(original.replace('port: 3000', 'port: 3005').replace('default_agent: checkout', 'default_agent: catalog')));
    expect(screen.getByText(/rebased onto the current version\. Check them/)).toBeTruthy();

    fireEvent.click(within(screen.getByRole('form', { name: 'Propose change' })).getByRole('button', { name: 'Propose change request' }));
    await screen.findByRole('article', { name: 'Change request #2' }, { timeout: 3000 });
    const second = (await api.project(PID).changeRequests.list()).find((c) => c.number === 2)!;
    const proposed = (await api.project(PID).files.read('platform.yaml', second.branch)).content;
    expect(proposed).toContain('port: 3005');
    expect(proposed).toContain('default_agent: catalog');
  });

  it('after the first tab merged, rebases onto the new default-branch head and proposes a change request that merges cleanly', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId={PID} />);
    const area = await editor();
    const original = area.value;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as change request…' })).toBeTruthy());
    fireEvent.change(area, { target: { value: original.replace('port: 3000', 'port: 3010') } });
    const first = await api.project(PID).changeRequests.open({ title: 'Catalog', files: [{ path: 'platform.yaml', content: original.replace('default_agent: checkout', 'default_agent: catalog') }] });
    await api.project(PID).changeRequests.merge(first.id);

    const form = await propose('Port 3010');
    const stale = await within(form).findByRole('alert', undefined, { timeout: 3000 });
    expect(stale.textContent).toMatch(/in commit [0-9a-f]{7}/);
    fireEvent.click(within(stale).getByRole('button', { name: 'Rebase my edits' }));
    fireEvent.click(within(await screen.findByRole('form', { name: 'Propose change' })).getByRole('button', { name: 'Propose change request' }));
    await screen.findByRole('article', { name: 'Change request #2' }, { timeout: 3000 });
    const [head] = await api.project(PID).git.commits();
    const cr = (await api.project(PID).changeRequests.list()).find((c) => c.number === 2)!;
    expect(cr.base_sha).toBe(head.sha);
    expect(await api.project(PID).changeRequests.mergePreview(cr.id)).toMatchObject({ mergeable: true });
  });
});
