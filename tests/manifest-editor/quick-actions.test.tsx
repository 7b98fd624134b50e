// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManifestEditor } from '@/components/manifest/manifest-editor';
import { renderWith, session, useCleanDrafts } from './harness';

async function quickActions() {
  return within(await screen.findByRole('region', { name: 'Quick actions' }, { timeout: 3000 }));
}

describe('Quick actions (through the platform operations)', () => {
  useCleanDrafts();

  it('offers only declared, enabled agents as default and commits the change to the default branch (no change request)', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const qa = await quickActions();
    const select = qa.getByLabelText('Default agent') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['checkout', 'catalog']);
    expect(select.value).toBe('checkout');
    const set = qa.getByRole('button', { name: 'Set' });
    expect((set as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'catalog' } });
    fireEvent.click(set);

    const [head] = await (async () => {
      await screen.findByText(/Set the default agent to catalog: committed as/, undefined, { timeout: 3000 });
      return api.project('proj_storefront').git.commits();
    })();
    expect(screen.getByText(/committed as/).textContent).toContain(head.sha.slice(0, 7));
    expect(head.message).toBe('Set the default agent to catalog');
    expect((await api.project('proj_storefront').files.read('platform.yaml')).content).toMatch(/default_agent: catalog/);
    expect(await api.project('proj_storefront').changeRequests.list()).toEqual([]);
  });

  it('tells a member that only someone who may merge sets the default agent', async () => {
    const { api } = await session('member@example.com');
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const qa = await quickActions();
    expect(qa.getByText(/Only someone who may merge change requests sets the default agent/)).toBeTruthy();
    expect(qa.queryByLabelText('Default agent')).toBeNull();
  });

  it("sets an agent's allowed secrets and connectors", async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const qa = await quickActions();
    const form = within(qa.getByRole('form', { name: 'Set agent scope' }));
    fireEvent.change(form.getByLabelText('Agent scope'), { target: { value: 'catalog' } });
    fireEvent.click(form.getByRole('button', { name: 'Propose scope' }));
    expect(form.getByRole('alert').textContent).toMatch(/Choose what to allow/);

    fireEvent.change(form.getByLabelText('Secrets: allow'), { target: { value: 'list' } });
    fireEvent.click(form.getByRole('button', { name: 'Propose scope' }));
    expect(form.getByRole('alert').textContent).toMatch(/Secrets: Name at least one entry/);
    fireEvent.change(form.getByLabelText('Secrets: names'), { target: { value: 'CATALOG_TOKEN, SEARCH_KEY' } });
    fireEvent.change(form.getByLabelText('Connectors: allow'), { target: { value: 'none' } });
    expect(form.getByText('Declared: catalog-api, payments')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Propose scope' }));

    const cr = await screen.findByRole('article', { name: 'Change request #1' }, { timeout: 3000 });
    const diff = await within(cr).findByLabelText('Diff of platform.yaml');
    const added = [...diff.querySelectorAll('[data-diff="added"]')].map((n) => n.lastElementChild?.textContent ?? '');
    expect(added.join('\n')).toMatch(/CATALOG_TOKEN/);
    expect(added.join('\n')).toMatch(/connectors: none/);
    const head = (await api.project('proj_storefront').files.read('platform.yaml', (await api.project('proj_storefront').changeRequests.list())[0].head_sha)).content;
    expect(head).toMatch(/secrets: \[ ?CATALOG_TOKEN, SEARCH_KEY ?\]|secrets:\n\s+- CATALOG_TOKEN\n\s+- SEARCH_KEY/);
  });

  it('shows the platform refusal in words and proposes nothing', async () => {
    const { api } = await session();
    renderWith(api, <ManifestEditor projectId="proj_storefront" />);
    const qa = await quickActions();
    // The agent is removed on the default branch after the page loaded: the platform refuses with agent_not_declared.
    const file = await api.project('proj_storefront').files.read('platform.yaml');
    const cr = await api.project('proj_storefront').changeRequests.open({
      title: 'Drop catalog as default candidate',
      files: [{ path: 'platform.yaml', content: file.content.replace('  catalog:\n    enabled: true', '  catalog:\n    enabled: false') }],
    });
    await api.project('proj_storefront').changeRequests.merge(cr.id);
    fireEvent.change(qa.getByLabelText('Default agent'), { target: { value: 'catalog' } });
    fireEvent.click(qa.getByRole('button', { name: 'Set' }));
    const alert = await qa.findByRole('alert');
    expect(alert.textContent).toMatch(/Request refused/);
    expect(alert.textContent).toMatch(/agent_disabled/);
    expect((await api.project('proj_storefront').changeRequests.list()).filter((c) => c.state === 'open')).toEqual([]);
  });
});
