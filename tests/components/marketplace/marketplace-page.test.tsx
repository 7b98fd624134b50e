// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { defaultHead } from '@/lib/embedded/repo/repository';
import { createPlatform } from '@/lib/sdk';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';
const T = { timeout: 10_000 };

describe('Marketplace page against the embedded platform', () => {
  it('searches, filters by kind, opens an item with its README, reviews the install diff and installs it', async () => {
    const urls: string[] = [];
    const { platform } = await renderWithPlatform(<MarketplacePage projectId={P} />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Featured' }, T);
    await user.type(screen.getByLabelText('Search the marketplace'), 'writer');
    await waitFor(() => expect(document.querySelector('[data-item="docs-writer"]')).not.toBeNull(), T);
    await waitFor(() => expect(document.querySelector('[data-item="code-reviewer"]')).toBeNull(), T);
    await user.click(within(screen.getByRole('group', { name: 'Kind' })).getByRole('button', { name: 'Skill' }));
    await screen.findByText('No items match', undefined, T);
    expect(urls.at(-1)).toContain('kind=skill');
    await user.click(within(screen.getByRole('group', { name: 'Kind' })).getByRole('button', { name: 'Agent' }));
    await user.click(await screen.findByRole('button', { name: /^Docs writer/ }, T));

    const detail = await screen.findByRole('heading', { name: 'Docs writer', level: 2 }, T);
    expect(detail).toBeTruthy();
    await screen.findByRole('heading', { name: 'Docs writer', level: 1 }, T); // the README, rendered as Markdown
    await user.click(screen.getByRole('button', { name: 'skills/docs-style/SKILL.md' }));
    await waitFor(() => expect(document.querySelector('[data-item-file="skills/docs-style/SKILL.md"]')?.textContent).toContain('House style'), T);

    await user.click(screen.getByRole('button', { name: 'Review install' }));
    const preview = await waitFor(() => {
      const el = document.querySelector('[data-preview="docs-writer"]');
      if (!el) throw new Error('no preview yet');
      return el as HTMLElement;
    }, T);
    expect(preview.textContent).toContain('platform.yaml');
    expect(preview.textContent).toContain('docs-writer:');
    await user.click(screen.getByRole('button', { name: 'Install 1.0.0' }));
    const done = await screen.findByText(/Installed docs-writer 1.0.0 in commit/, undefined, T);
    const head = defaultHead(platform.store.repos.get(P)!)!;
    expect(done.textContent).toContain(head.sha.slice(0, 7));
    expect(head.tree.get('platform.yaml')).toContain('docs-writer:');
  });

  it('reviews an update’s version change and diff before applying it, then removes the item', async () => {
    const platform = createEmbeddedPlatform();
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
    const anonymous = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => null, fetch });
    const { session } = await anonymous.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
    await createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => session.access_token, fetch }).project(P).marketplace.install('python-data', { version: '1.0.0' });
    await renderWithPlatform(<MarketplacePage projectId={P} />, { platform, searchParams: '?tab=installed' });
    const user = userEvent.setup();
    const review = await screen.findByRole('button', { name: 'Review update to 1.1.0' }, T);
    await user.click(review);
    await screen.findByText((_, el) => el?.tagName === 'P' && /Update python-data from 1\.0\.0 to 1\.1\.0/.test(el.textContent ?? ''), undefined, T);
    expect(document.querySelector('[data-preview="python-data"]')?.textContent).toContain('memory: 8');
    await user.click(screen.getByRole('button', { name: 'Apply update to 1.1.0' }));
    await screen.findByText('Updated python-data from 1.0.0 to 1.1.0.', undefined, T);
    await waitFor(() => expect(document.querySelector('[data-installed="python-data"]')?.getAttribute('data-version')).toBe('1.1.0'), T);
    await user.click(screen.getByRole('button', { name: 'Remove python-data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove python-data?' }, T);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Nothing installed yet', undefined, T);
  });

  it('shows a member no install button and refuses a bad source URL with the reason next to the field', async () => {
    await renderWithPlatform(<MarketplacePage projectId={P} />, { email: 'member@example.com', searchParams: '?item=code-reviewer' });
    await screen.findByText(/needs the project.customize.write permission/, undefined, T);
    expect(screen.queryByRole('button', { name: 'Review install' })).toBeNull();
    cleanup();
    await renderWithPlatform(<MarketplacePage projectId={P} />, { searchParams: '?tab=sources' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Source URL', undefined, T), 'https://127.0.0.1/feed');
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    const field = screen.getByLabelText('Source URL');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), T);
    await user.clear(field);
    await user.type(field, 'https://market.example.com/feed');
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(document.querySelector('[data-source]')?.textContent).toContain('https://market.example.com/feed'), T);
  });
});
