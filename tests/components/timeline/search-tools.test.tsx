// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

describe('search renderer (grep, glob)', () => {
  it('shows the pattern, where, how many matches and the matches', async () => {
    const { container } = await renderParts(
      assistantMessage([tool('grep', completed({ pattern: 'TODO\\(cart\\)', path: 'src' }, 'src/cart.ts:3: // TODO(cart) rounding\nsrc/line.ts:9: // TODO(cart) qty', { matches: 2 }))]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Grep/, expanded: false }));
    const card = container.querySelector('[data-tool="grep"]') as HTMLElement;
    expect(within(card).getByText('TODO\\(cart\\)', { selector: 'code' })).toBeTruthy();
    expect(card.textContent).toContain('in src');
    expect(card.textContent).toContain('2 matches');
    expect(card.textContent).toContain('src/line.ts:9');
  });
});

describe('web-search renderer', () => {
  it('lists results as safe links', async () => {
    const output = JSON.stringify({
      results: [
        { title: 'Rounding money in JS', url: 'https://example.com/money', snippet: 'Use integer cents.' },
        { title: 'Evil', url: 'javascript:alert(1)', snippet: 'nope' },
      ],
    });
    const { container } = await renderParts(assistantMessage([tool('web_search', completed({ query: 'round money javascript' }, output))]));
    const card = container.querySelector('[data-tool="web_search"]') as HTMLElement;
    expect(card.textContent).toContain('round money javascript');
    expect(within(card).getByRole('link', { name: 'Rounding money in JS' }).getAttribute('href')).toBe('https://example.com/money');
    expect(within(card).queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(card.textContent).toContain('Use integer cents.');
  });

  it('shows the error of a search that reported success: false', async () => {
    const { container } = await renderParts(assistantMessage([tool('web_search', completed({ query: 'x' }, JSON.stringify({ success: false, error: 'Search quota exceeded' })))]));
    const card = container.querySelector('[data-tool="web_search"]') as HTMLElement;
    expect(card.getAttribute('data-status')).toBe('error');
    expect(within(card).getByRole('alert').textContent).toBe('Search failed: Search quota exceeded');
  });
});
