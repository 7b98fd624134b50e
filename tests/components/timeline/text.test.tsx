// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, text } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

const MARKDOWN = [
  '## Plan',
  '',
  '- **first** step',
  '- second step',
  '',
  '| col | value |',
  '| --- | ----- |',
  '| a   | 1     |',
  '',
  '[docs](https://example.com/docs) and [bad](javascript:alert(1))',
  '',
  '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

describe('text renderer', () => {
  it('renders sanitized GitHub-flavoured Markdown with a highlighted code block', async () => {
    const { container } = await renderParts(assistantMessage([text(MARKDOWN)]));
    expect(await screen.findByRole('heading', { name: 'Plan' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('first').tagName).toBe('STRONG');
    expect(screen.getByRole('table')).toBeTruthy();
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs.getAttribute('href')).toBe('https://example.com/docs');
    expect(docs.getAttribute('rel')).toContain('noopener');
    // The javascript: link is not a link; raw HTML never reaches the DOM.
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    // Shiki loads lazily and colours the tokens.
    await waitFor(() => expect(container.querySelector('pre[data-highlighted="true"]')).toBeTruthy(), { timeout: 10_000 });
    const keyword = [...container.querySelectorAll('pre .tok')].find((el) => el.textContent === 'const') as HTMLElement;
    expect(keyword.style.color).not.toBe('');
    expect(keyword.getAttribute('style')).toContain('--shiki-dark');
  });

  it('never loads a remote image: a placeholder names its host and opens it in a new tab', async () => {
    const { container } = await renderParts(assistantMessage([text('![chart](https://tracker.example/p.png?u=1)')]));
    const link = await screen.findByRole('link', { name: /Remote image “chart” from tracker\.example/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('https://tracker.example/p.png?u=1');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders a text that is still streaming as Markdown, its open constructs closed, never raw first', async () => {
    const { container } = await renderParts(assistantMessage([text('Run **npm te', { time: { start: 1 } })]));
    await waitFor(() => expect(container.querySelector('[data-streaming="true"]')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByText('npm te').tagName).toBe('STRONG');
    expect(container.textContent).not.toContain('**');
    cleanup();
    // Once it has ended, the text is rendered as written.
    const done = await renderParts(assistantMessage([text('Run **npm te', { time: { start: 1, end: 2 } })]));
    await waitFor(() => expect(done.container.querySelector('.markdown')).toBeTruthy(), { timeout: 10_000 });
    expect(done.container.querySelector('[data-streaming]')).toBeNull();
    expect(done.container.textContent).toContain('Run **npm te');
  });

  it('shows plain text for turns far from the viewport', async () => {
    const { container } = await renderParts(assistantMessage([text('## Plan\n\n- **first**')]), false);
    expect(container.textContent).toContain('## Plan');
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('strong')).toBeNull();
  });
});
