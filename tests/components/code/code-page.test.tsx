// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodePage } from '@/components/code/code-page';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactElement } from 'react';
import type { Platform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { session, useCleanDrafts } from '../../manifest-editor/harness';

/** The page with URL state that remembers its updates (tabs, the picked commit and file live in the URL). */
function renderWith(api: Platform, ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider client={api}>
        <NuqsTestingAdapter hasMemory>{ui}</NuqsTestingAdapter>
      </PlatformProvider>
    </QueryClientProvider>,
  );
}

describe('Code page (against the embedded platform)', () => {
  useCleanDrafts();

  it('shows the newest commit diff, compares two versions, searches files and opens one with its history', async () => {
    const { api } = await session();
    const project = await api.projects.create({ repo_url: 'https://git.demo.example/acme-demo/docs-assistant', account_id: 'acc_demo' });
    renderWith(api, <CodePage projectId={project.id} />);
    const commits = await screen.findByRole('navigation', { name: 'Commits of main' }, { timeout: 5000 });
    expect(within(commits).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(commits).getByRole('button', { name: /Add the style guide/ }));
    const diff = await screen.findByLabelText('Diff of docs/style.md', undefined, { timeout: 5000 });
    expect([...diff.querySelectorAll('[data-diff="added"]')].map((n) => n.lastElementChild?.textContent)).toContain('- Short sentences.');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Compare' }));
    const compare = await waitFor(() => {
      const el = document.querySelector('section[data-compare]');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    }, { timeout: 5000 });
    expect(compare.textContent).toMatch(/1 file changed, \+2 −1/);
    expect(within(compare).getByLabelText('Diff of docs/style.md')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Files' }));
    fireEvent.change(await screen.findByLabelText('Search file contents'), { target: { value: 'QUOTE' } });
    const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 5000 });
    expect(within(results).getAllByRole('button').map((b) => b.getAttribute('data-match'))).toEqual(['agents/answer.md:1', 'docs/style.md:5']);
    fireEvent.click(within(results).getAllByRole('button')[0]);
    const content = await screen.findByRole('group', { name: 'Content of agents/answer.md' }, { timeout: 5000 });
    expect(content.textContent).toMatch(/Follow docs\/style\.md/);
    expect(await screen.findByRole('navigation', { name: 'History of agents/answer.md' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download main/ }).getAttribute('href')).toBe(`/v1/projects/${project.id}/files/archive?ref=main`);
  });

  it('says so for a repository without commits, and shows the platform error for a project the person cannot open', async () => {
    const { api } = await session();
    const empty = await api.projects.create({ repo_url: 'https://git.example.com/elsewhere/app', account_id: 'acc_demo' });
    const view = renderWith(api, <CodePage projectId={empty.id} />);
    expect(await screen.findByText('This repository has no commits yet', undefined, { timeout: 5000 })).toBeTruthy();
    view.unmount();
    const member = await session('member@example.com');
    renderWith(member.api, <CodePage projectId="proj_support" />);
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toMatch(/403|access/i);
  });
});
