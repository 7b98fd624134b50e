// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { TRANSITION_STEP_MS } from '@/lib/sandboxes/transition';
import { JOB_LINE_MS } from '@/lib/sandboxes/jobs';
import { ProviderPanel } from '@/components/sandboxes/provider-panel';
import { TemplatesPanel } from '@/components/sandboxes/templates-panel';
import { FilesPanel } from '@/components/session-files/files-panel';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';

function clocked() {
  const clock = { now: Date.now() };
  return { clock, platform: createEmbeddedPlatform({ now: () => clock.now }) };
}

describe('Sandboxes page against the embedded platform', () => {
  it('shows a provider switch step by step until it is activated', async () => {
    const { clock, platform } = clocked();
    await renderWithPlatform(<ProviderPanel projectId={P} canWrite />, { platform });
    const user = userEvent.setup();
    const section = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('section[data-transition-state]');
      if (!el) throw new Error('not yet');
      return el;
    });
    expect(section.dataset.transitionState).toBe('idle');
    await user.selectOptions(screen.getByLabelText('Switch to'), 'microvm');
    await user.click(screen.getByRole('button', { name: 'Switch provider' }));
    await waitFor(() => expect(section.dataset.transitionState).toBe('preparing'));
    expect(section.dataset.serving).toBe('platform');
    expect(screen.getByLabelText('Switch to')).toHaveProperty('disabled', true);
    clock.now += 3 * TRANSITION_STEP_MS;
    await waitFor(() => expect(section.dataset.transitionState).toBe('activated'), { timeout: 5000 });
    expect(section.dataset.serving).toBe('microvm');
    expect([...section.querySelectorAll('[data-step-state]')].map((el) => el.getAttribute('data-step-state'))).toEqual(['done', 'done', 'done']);
  }, 60_000);

  it('refuses bad template input at its field and keeps what was typed; builds with a live log', async () => {
    const { clock, platform } = clocked();
    await renderWithPlatform(<TemplatesPanel projectId={P} canWrite />, { platform });
    const user = userEvent.setup();
    await screen.findByText('node:20-bookworm', { exact: false });
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(dialog).getByLabelText('Slug'), 'Bad Slug');
    await user.type(within(dialog).getByLabelText('Image'), 'python:3.12');
    await user.type(within(dialog).getByLabelText('CPU'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('cpu must be a whole number of at least 1')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('CPU'));
    await user.type(within(dialog).getByLabelText('CPU'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText(/Use lowercase letters/);
    expect((within(dialog).getByLabelText('Image') as HTMLInputElement).value).toBe('python:3.12');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'py-tools');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText(/Added py-tools in commit/);

    const row = await waitFor(() => {
      const li = document.querySelector<HTMLElement>('li[data-template="py-tools"]');
      if (!li) throw new Error('not listed yet');
      return li;
    });
    await user.click(within(row).getByRole('button', { name: 'Build' }));
    await waitFor(() => expect(row.querySelector('[data-job-state="running"]')).not.toBeNull());
    clock.now += 20 * JOB_LINE_MS;
    await waitFor(() => expect(row.querySelector('[data-job-state="succeeded"]')).not.toBeNull(), { timeout: 5000 });
    expect(within(row).getByRole('log').textContent).toContain('snapshot py-tools ready');
  }, 60_000);

  it("browses a session's sandbox files, reads one highlighted and searches", async () => {
    await renderWithPlatform(<FilesPanel projectId={P} sessionId="ses_checkout_tax" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Files' }));
    const folder = await screen.findByRole('button', { name: 'src' });
    await user.click(folder);
    await user.click(await screen.findByRole('button', { name: /cart\.ts/ }));
    expect((await screen.findByRole('group', { name: 'Contents of src/cart.ts' })).textContent).toContain('export function cartTotal');
    await user.type(screen.getByLabelText('Search the files'), 'round');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('src/cart.ts:3')]));
  }, 60_000);
});
