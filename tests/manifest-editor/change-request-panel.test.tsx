// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChangeRequestDetail, type ChangeRequestDetailProps } from '@/components/manifest/change-request-detail';
import { ChangeRequestPanel } from '@/components/manifest/change-request-panel';
import type { UpdateConflictDetails } from '@/lib/contract/types-repo';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { renderWith, session, useCleanDrafts } from './harness';

type Api = Awaited<ReturnType<typeof session>>['api'];

async function openPortChange(api: Api, port: string, title = `Port ${port}`) {
  const file = await api.project('proj_storefront').files.read('platform.yaml');
  return api.project('proj_storefront').changeRequests.open({ title, files: [{ path: 'platform.yaml', content: file.content.replace('port: 3000', `port: ${port}`) }] });
}

function detail(api: Api, crId: string, props: Partial<ChangeRequestDetailProps> = {}) {
  return renderWith(
    api,
    <ChangeRequestDetail projectId="proj_storefront" crId={crId} canMerge canPropose nameOf={(a) => `name of ${a}`} onDismiss={() => {}} {...props} />,
  );
}

/** Opens the confirmation of `action` inside `scope` and returns the dialog. */
async function confirmation(scope: HTMLElement, action: string) {
  fireEvent.click(await within(scope).findByRole('button', { name: action }));
  return screen.findByRole('alertdialog');
}

describe('ChangeRequestPanel', () => {
  useCleanDrafts();

  it('lists the open change requests of the file and picks one', async () => {
    const { api } = await session();
    const cr = await openPortChange(api, '3100');
    const picks: (string | null)[] = [];
    function Harness() {
      const [selected, setSelected] = useState<string | null>(null);
      return (
        <ChangeRequestPanel
          projectId="proj_storefront"
          path="platform.yaml"
          selectedId={selected}
          onSelect={(id) => {
            picks.push(id);
            setSelected(id);
          }}
        />
      );
    }
    renderWith(api, <Harness />);
    const item = await screen.findByRole('button', { name: '#1 Port 3100' });
    expect(item.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(item);
    fireEvent.click(item);
    expect(picks).toEqual([cr.id, null]);
  });
});

describe('ChangeRequestDetail', () => {
  useCleanDrafts();

  it('shows the author by name and the coloured diff, unified or side by side', async () => {
    const { api } = await session();
    const cr = await openPortChange(api, '3100');
    detail(api, cr.id);
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    expect(within(article).getByText(/Opened by name of demo@example\.com/)).toBeTruthy();
    const diff = await within(article).findByLabelText('Diff of platform.yaml');
    const removed = diff.querySelector('[data-diff="removed"]') as HTMLElement;
    const added = diff.querySelector('[data-diff="added"]') as HTMLElement;
    expect(removed.lastElementChild?.textContent).toBe('    port: 3000');
    expect(removed.className).toMatch(/bg-danger-bg/);
    expect(added.lastElementChild?.textContent).toBe('    port: 3100');

    fireEvent.click(within(article).getByRole('button', { name: 'split' }));
    const split = await within(article).findByLabelText('Side-by-side diff of platform.yaml');
    const changed = [...split.querySelectorAll('[role="row"]')].find((row) => row.textContent?.includes('port: 3000')) as HTMLElement;
    const cells = changed.querySelectorAll('[data-diff]');
    expect([cells[0].getAttribute('data-diff'), cells[0].textContent]).toEqual(['removed', '    port: 3000']);
    expect([cells[1].getAttribute('data-diff'), cells[1].textContent]).toEqual(['added', '    port: 3100']);
  });

  it('merges only after the confirmation; cancelling leaves the change request open', async () => {
    const { api } = await session();
    const cr = await openPortChange(api, '3100');
    detail(api, cr.id);
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    let dialog = await confirmation(article, 'Merge');
    expect(within(dialog).getByText('Merge #1 into the default branch?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await api.project('proj_storefront').changeRequests.get(cr.id)).state).toBe('open');

    dialog = await confirmation(article, 'Merge');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(within(article).getByText('merged')).toBeTruthy());
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/port: 3100/);
    expect(within(article).queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('closes only after the confirmation', async () => {
    const { api } = await session();
    const cr = await openPortChange(api, '3500');
    detail(api, cr.id);
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    const dialog = await confirmation(article, 'Close');
    expect((await api.project('proj_storefront').changeRequests.get(cr.id)).state).toBe('open');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close change request' }));
    await waitFor(() => expect(within(article).getByText('closed')).toBeTruthy());
    expect((await api.project('proj_storefront').changeRequests.get(cr.id)).state).toBe('closed');
  });

  it('tells a member that a manager must merge, with no merge button', async () => {
    const platform = createEmbeddedPlatform();
    const member = await session('member@example.com', platform);
    const cr = await openPortChange(member.api, '3200');
    detail(member.api, cr.id, { canMerge: false });
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    expect(await within(article).findByText('A manager must merge this change request.')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('offers an update from the default branch for a conflicted change request and hands the conflicts over', async () => {
    const { api } = await session();
    const first = await openPortChange(api, '3300', 'First');
    const second = await openPortChange(api, '3400', 'Second');
    await api.project('proj_storefront').changeRequests.merge(first.id);
    const conflicts: UpdateConflictDetails[] = [];
    detail(api, second.id, { onConflict: (_cr, details) => conflicts.push(details) });
    const article = await screen.findByRole('article', { name: 'Change request #2' });
    const alert = await within(article).findByRole('alert');
    expect(alert.textContent).toMatch(/Conflicts with the default branch in platform\.yaml/);
    expect((within(article).getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(article).getByRole('button', { name: 'Update from the default branch' }));
    await waitFor(() => expect(conflicts).toHaveLength(1));
    expect(conflicts[0].files[0].path).toBe('platform.yaml');
    expect(conflicts[0].files[0].content).toMatch(/^<<<<<<< cr\/2 \(change request #2\)\n {4}port: 3400\n=======\n {4}port: 3300\n>>>>>>> main \(default branch\)$/m);
    expect(await within(article).findByText(/the merged text with the conflicts marked is in the editor/)).toBeTruthy();
  });

  it('updates cleanly when the default branch changed other lines, and the merge is enabled again', async () => {
    const { api } = await session();
    const p = api.project('proj_storefront');
    const port = await openPortChange(api, '3600', 'Port');
    const manifest = (await p.files.read('platform.yaml')).content;
    const comment = await p.changeRequests.open({ title: 'Comment', files: [{ path: 'platform.yaml', content: `# Storefront\n${manifest}` }] });
    await p.changeRequests.merge(comment.id);
    const updated: string[] = [];
    detail(api, port.id, { onUpdated: (cr) => updated.push(cr.base_sha) });
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    await within(article).findByRole('alert');
    fireEvent.click(within(article).getByRole('button', { name: 'Update from the default branch' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    await waitFor(() => expect((within(article).getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(false));
    expect(within(article).queryByRole('alert')).toBeNull();
    expect((await p.files.read('platform.yaml', 'cr/1')).content).toBe(`# Storefront\n${manifest.replace('port: 3000', 'port: 3600')}`);
  });
});
