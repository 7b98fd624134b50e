// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { SessionList } from '@/components/sessions/session-list';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { addSession } from '@/lib/embedded/sessions/store-sessions';
import { renderWithPlatform } from './harness';

afterEach(cleanup);

// One seeded platform for the read-only tests: building the 2,000-turn session's summary once is enough.
const shared = createEmbeddedPlatform();

function row(id: string): HTMLElement {
  const item = document.querySelector<HTMLElement>(`li[data-session-id="${id}"]`);
  if (!item) throw new Error(`no row ${id}`);
  return item.firstElementChild as HTMLElement;
}

const sessionsList = () => screen.findByRole('list', { name: 'Sessions' });

describe('SessionList against the embedded platform', () => {
  it('shows a loading skeleton, then the seeded sessions with title links, status, agent, model, cost, children and owner', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    expect(screen.getByLabelText('Loading sessions')).toBeTruthy();
    await sessionsList();
    const checkout = row('ses_checkout_tax');
    const link = within(checkout).getByRole('link', { name: 'Fix tax rounding in checkout' });
    expect(link.getAttribute('href')).toBe('/projects/proj_storefront/sessions/ses_checkout_tax');
    expect(within(checkout).getByText('Idle')).toBeTruthy();
    expect(within(checkout).getByText('claude-sonnet-4-5', { exact: false }).textContent).toBe('anthropic/claude-sonnet-4-5');
    expect(within(checkout).getByText('Dana Demo')).toBeTruthy();
    expect(within(checkout).getByText(/^\$\d+\.\d{2}$/)).toBeTruthy();
    expect(within(checkout).getByText(/ago$/).closest('time')?.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(row('ses_provider_auth')).getByText('Error')).toBeTruthy();
    expect(within(row('ses_provider_auth')).getByText(/API key not valid/)).toBeTruthy();
    expect(within(row('ses_live')).getByText(/Running|Retrying|Idle/)).toBeTruthy();
  });

  it('nests child sessions under their parent behind a keyboard-accessible toggle', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await sessionsList();
    const toggle = within(row('ses_release_notes')).getByRole('button', { name: /Show 2 child sessions of Write the 3.2 release notes/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('li[data-session-id="ses_release_notes_changelog"]')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(row('ses_release_notes_changelog')).getByRole('link', { name: /Collect the 3.2 changelog/ })).toBeTruthy());
    const failedChild = row('ses_release_notes_screens').closest('li')!;
    expect(within(failedChild).getByText('Error')).toBeTruthy();
    expect(failedChild.getAttribute('data-depth')).toBe('1');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.querySelector('li[data-session-id="ses_release_notes_changelog"]')).toBeNull());
  });

  it('filters by text (opening parents of matching children) and by status', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    const list = await sessionsList();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'changelog');
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Fix tax rounding in checkout' })).toBeNull());
    expect(within(list).getByRole('link', { name: /Collect the 3.2 changelog/ })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Write the 3.2 release notes' })).toBeTruthy();
    // Issue 27 item 6: the count is of sessions that match (the child), not rows; its parent shows for context only.
    expect(screen.getByTestId('session-count').textContent).toMatch(/^1 of \d+ sessions match$/);

    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'error');
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Fix tax rounding in checkout' })).toBeNull());
    expect(within(list).getByRole('link', { name: 'Translate checkout strings to Italian' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Refresh the release screenshots/ })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'nothing matches this');
    expect(await screen.findByText('No sessions match the filter')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await within(await sessionsList()).findByRole('link', { name: 'Fix tax rounding in checkout' })).toBeTruthy();
  });

  it('gives managers the inventory toggle with lifecycle badges', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await sessionsList();
    expect(document.querySelector('li[data-session-id="ses_warm_standby"]')).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: /Project inventory/ }));
    await waitFor(() => expect(document.querySelector('li[data-session-id="ses_warm_standby"]')).not.toBeNull());
    expect(within(row('ses_warm_standby')).getByText('Warm')).toBeTruthy();
    expect(within(row('ses_nightly_seo')).getByText('Unavailable').getAttribute('title')).toBe('Runtime state: sandbox_evicted');
    expect(within(row('ses_deleted_spike')).getByText('Deleted')).toBeTruthy();
    expect(screen.getByText(/in the project inventory/)).toBeTruthy();
  });

  it('hides the inventory toggle, the import action and private sessions of others from members', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { email: 'member@example.com', platform: shared });
    await sessionsList();
    expect(document.querySelector('li[data-session-id="ses_search_relevance"]')).not.toBeNull();
    expect(document.querySelector('li[data-session-id="ses_manager_notes"]')).toBeNull();
    await screen.findByRole('searchbox', { name: 'Filter' });
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Import session' })).toBeNull();
  });

  it('shows the platform error in words when the project cannot be read', async () => {
    await renderWithPlatform(<SessionList projectId="proj_support" />, { email: 'member@example.com', platform: shared });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No access');
    expect(alert.textContent).toContain('You do not have access to this project');
  });

  it('shows the empty state for a project without sessions', async () => {
    const platform = createEmbeddedPlatform();
    for (const key of [...platform.store.sessions.keys()]) if (key.startsWith('proj_pipelines/')) platform.store.sessions.delete(key);
    await renderWithPlatform(<SessionList projectId="proj_pipelines" />, { platform });
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
  });

  it('one record with an impossible time does not blank the list', async () => {
    const platform = createEmbeddedPlatform();
    addSession(platform.store, { projectId: 'proj_support', info: { id: 'ses_far_future', title: 'From the far future', time: { created: 1e16, updated: 1e16 } }, ownerId: 'usr_demo', agent: 'triage' });
    await renderWithPlatform(<SessionList projectId="proj_support" />, { platform });
    const list = await sessionsList();
    await waitFor(() => expect(within(list).getByText('From the far future')).toBeTruthy());
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(screen.queryByText(/Could not render/)).toBeNull();
  });

  it('keeps filters and sort in the URL, and reads them from it', async () => {
    const updates: string[] = [];
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared, searchParams: '?status=error', onUrlUpdate: (e) => updates.push(e.queryString) });
    const list = await sessionsList();
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('error');
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Fix tax rounding in checkout' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sort by cost' }));
    await waitFor(() => expect(updates.at(-1)).toContain('sort=cost'));
    // desc is the default order, so the URL leaves it out.
    expect(updates.at(-1)).not.toContain('order=');
    expect(updates.at(-1)).toContain('status=error');
    expect(screen.getByRole('button', { name: 'Cost, sorted descending' })).toBeTruthy();
  });

  it('sorts by a column: cost, highest first, then lowest first', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared, searchParams: '?sort=cost&order=desc' });
    await sessionsList();
    const ids = () => [...document.querySelectorAll<HTMLElement>('li[data-depth="0"]')].map((li) => li.dataset.sessionId);
    await waitFor(() => expect(ids()[0]).toBe('ses_long_2000'));
    await userEvent.click(screen.getByRole('button', { name: 'Cost, sorted descending' }));
    await waitFor(() => expect(ids().at(-1)).toBe('ses_long_2000'));
    expect(screen.getByRole('button', { name: 'Cost, sorted ascending' })).toBeTruthy();
  });

  it('says how many sessions there are and how many are top-level', async () => {
    await renderWithPlatform(<SessionList projectId="proj_storefront" />, { platform: shared });
    await sessionsList();
    const rows = document.querySelectorAll('li[data-depth="0"]').length;
    const text = screen.getByTestId('session-count').textContent ?? '';
    const [, total, top, nested] = /^(\d+) sessions \((\d+) top-level, (\d+) nested\)$/.exec(text) ?? [];
    expect(Number(top)).toBe(rows);
    expect(Number(total)).toBe(Number(top) + Number(nested));
  });

  it('pages through thousands of sessions from the platform and renders only the rows near the viewport', async () => {
    const platform = createEmbeddedPlatform();
    for (let i = 0; i < 2_500; i++) {
      const at = Date.UTC(2025, 0, 1) + i * 60_000;
      addSession(platform.store, { projectId: 'proj_pipelines', info: { id: `ses_bulk_${String(i).padStart(4, '0')}`, title: `Bulk session ${i}`, time: { created: at, updated: at } }, ownerId: 'usr_demo', agent: 'etl-fixer' });
    }
    const seen: string[] = [];
    const original = platform.handle.bind(platform);
    platform.handle = (request: Request) => {
      if (new URL(request.url).pathname.endsWith('/sessions')) seen.push(new URL(request.url).search);
      return original(request);
    };
    // jsdom has no layout: rows measure 64 px tall, as in a browser.
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-index') ? 64 : 0;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    });
    await renderWithPlatform(<SessionList projectId="proj_pipelines" />, { platform });
    await screen.findByRole('list', { name: 'Sessions' }, { timeout: 20_000 });
    expect(screen.getByTestId('session-count').textContent).toMatch(/^2,50\d sessions/);
    // Pages of 500 with `after`, and far fewer rows in the DOM than sessions.
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.slice(1).every((q) => q.includes('after='))).toBe(true);
    expect(document.querySelectorAll('li[data-session-id]').length).toBeLessThan(60);
  }, 30_000);
});
