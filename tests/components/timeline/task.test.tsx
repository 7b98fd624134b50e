// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, running, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

// Child ids of the embedded platform's seeded "release notes" sessions in proj_storefront.
const FAILED_CHILD = 'ses_release_notes_screens';
const DONE_CHILD = 'ses_release_notes_changelog';

describe('task renderer', () => {
  it('shows description, agent, status and a link to the child session, with the child error', async () => {
    const { container } = await renderParts(
      assistantMessage([
        tool(
          'task',
          completed(
            { description: 'Refresh the screenshots', prompt: 'Take new screenshots.', subagent_type: 'browser' },
            `<task id="${FAILED_CHILD}" state="completed"><task_result>Could not finish.</task_result></task>`,
            { sessionId: FAILED_CHILD },
          ),
        ),
      ]),
    );
    const card = container.querySelector('[data-tool="task"]') as HTMLElement;
    expect(within(card).getByRole('button', { expanded: true }).textContent).toMatch(/Agent \(browser\).*Refresh the screenshots/);
    expect(card.textContent).toContain('Agentbrowser');
    expect(card.textContent).toContain('StatusCompleted');
    expect((await within(card).findByRole('link', { name: 'Open child session' })).getAttribute('href')).toBe(`/projects/proj_storefront/sessions/${FAILED_CHILD}`);
    expect(card.textContent).toContain('Could not finish.');
    // The child's own error, read from the child session's messages on the platform.
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/^The child session failed: .*Incorrect API key/);
  });

  it('shows no error for a child that finished, and works without a child yet', async () => {
    const { container } = await renderParts(
      assistantMessage([
        tool('task', completed({ description: 'Collect the changelog', subagent_type: 'general' }, 'done', { sessionId: DONE_CHILD })),
        tool('task', running({ description: 'Just started', subagent_type: 'general' })),
      ]),
    );
    const [done, started] = [...container.querySelectorAll('[data-tool="task"]')] as HTMLElement[];
    await waitFor(() => expect(within(done).getByRole('link', { name: 'Open child session' })).toBeTruthy());
    // The child session was read (a settled state, not a sleep), and it holds no error.
    await waitFor(() => expect(done.querySelector('[data-child]')?.getAttribute('data-child')).toBe('loaded'));
    expect(within(done).queryByRole('alert')).toBeNull();
    expect(within(started).getByText('No child session yet.')).toBeTruthy();
    expect(started.textContent).toContain('StatusRunning');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("shows the sub-agent's result as Markdown", async () => {
    const { container } = await renderParts(
      assistantMessage([
        tool('task', completed({ description: 'Collect the changelog', subagent_type: 'general' }, '## Changelog\n\n- **Fixed** tax rounding\n- Added [docs](https://example.com/docs)', { sessionId: DONE_CHILD })),
      ]),
    );
    const card = container.querySelector('[data-tool="task"]') as HTMLElement;
    expect(await within(card).findByRole('heading', { name: 'Changelog' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(card).getByText('Fixed', { selector: 'strong' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'docs' }).getAttribute('rel')).toContain('noopener');
  });

  it('offers no link to a child session that does not exist here (an imported parent), and says why', async () => {
    const { container } = await renderParts(
      assistantMessage([tool('task', completed({ description: 'Look around', prompt: 'Explore.', subagent_type: 'explore' }, 'done', { sessionId: 'ses_never_imported' }))]),
    );
    const card = container.querySelector('[data-tool="task"]') as HTMLElement;
    await waitFor(() => expect(card.querySelector('[data-child]')?.getAttribute('data-child')).toBe('error'));
    expect(within(card).getByText(/The child session is not in this project/)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
