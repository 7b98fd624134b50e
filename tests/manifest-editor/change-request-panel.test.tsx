// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChangeRequestPanel } from '@/components/manifest/change-request-panel';
import { createEmbeddedPlatform } from '@/lib/mock';
import { renderWith, session, useCleanDrafts } from './harness';

async function openPortChange(api: Awaited<ReturnType<typeof session>>['api'], port: string, title = `Port ${port}`) {
  const file = await api.project('proj_storefront').files.read('platform.yaml');
  return api.project('proj_storefront').changeRequests.open({ title, files: [{ path: 'platform.yaml', content: file.content.replace('port: 3000', `port: ${port}`) }] });
}

describe('ChangeRequestPanel', () => {
  useCleanDrafts();

  it('lists open change requests of the file, shows the selected one with its coloured diff, and lets a manager merge it', async () => {
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
          canMerge
        />
      );
    }
    renderWith(api, <Harness />);
    expect(screen.queryByRole('article')).toBeNull();
    const item = await screen.findByRole('button', { name: '#1 Port 3100' });
    expect(item.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(item);
    expect(picks).toEqual([cr.id]);
    expect(item.getAttribute('aria-pressed')).toBe('true');
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    const diff = await within(article).findByLabelText('Diff of platform.yaml');
    const removed = diff.querySelector('[data-diff="removed"]') as HTMLElement;
    const added = diff.querySelector('[data-diff="added"]') as HTMLElement;
    expect(removed.lastElementChild?.textContent).toBe('    port: 3000');
    expect(removed.className).toMatch(/bg-danger-bg/);
    expect(added.lastElementChild?.textContent).toBe('    port: 3100');
    expect(added.className).toMatch(/bg-success-bg/);
    expect(within(article).getByText('open')).toBeTruthy();

    fireEvent.click(await within(article).findByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(within(article).getByText('merged')).toBeTruthy());
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/port: 3100/);
    expect(within(article).queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('tells a member that a manager must merge, with no merge button', async () => {
    const platform = createEmbeddedPlatform();
    const member = await session('member@example.com', platform);
    const cr = await openPortChange(member.api, '3200');
    renderWith(member.api, <ChangeRequestPanel projectId="proj_storefront" path="platform.yaml" selectedId={cr.id} onSelect={() => {}} canMerge={false} />);
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    expect(await within(article).findByText('A manager must merge this change request.')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('shows conflicts with the default branch and disables the merge', async () => {
    const { api } = await session();
    const first = await openPortChange(api, '3300', 'First');
    const second = await openPortChange(api, '3400', 'Second');
    await api.project('proj_storefront').changeRequests.merge(first.id);
    renderWith(api, <ChangeRequestPanel projectId="proj_storefront" path="platform.yaml" selectedId={second.id} onSelect={() => {}} canMerge />);
    const article = await screen.findByRole('article', { name: 'Change request #2' });
    const alert = await within(article).findByRole('alert');
    expect(alert.textContent).toMatch(/Conflicts with the default branch in platform\.yaml/);
    expect((within(article).getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '#1 First' })).toBeNull();
    expect(screen.getByRole('button', { name: '#2 Second' })).toBeTruthy();
  });

  it('closes an open change request (manager)', async () => {
    const { api } = await session();
    const cr = await openPortChange(api, '3500');
    renderWith(api, <ChangeRequestPanel projectId="proj_storefront" path="platform.yaml" selectedId={cr.id} onSelect={() => {}} canMerge />);
    const article = await screen.findByRole('article', { name: 'Change request #1' });
    fireEvent.click(await within(article).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(article).getByText('closed')).toBeTruthy());
    expect((await api.project('proj_storefront').changeRequests.get(cr.id)).state).toBe('closed');
  });
});
