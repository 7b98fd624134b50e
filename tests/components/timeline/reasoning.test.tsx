// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, T0 } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

describe('reasoning renderer', () => {
  it('is collapsed by default with its duration, and opens on demand', async () => {
    const message = assistantMessage([{ type: 'reasoning', text: '**Checking the imports**\n\nThe cart module imports from a deep path.', time: { start: T0, end: T0 + 3_400 } }]);
    await renderParts(message);
    const toggle = screen.getByRole('button', { name: /Thought for 3s/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/imports from a deep path/)).toBeNull();
    expect(toggle.textContent).toContain('Checking the imports');
    fireEvent.click(toggle);
    expect(screen.getByText(/imports from a deep path/)).toBeTruthy();
  });

  it('says it is still thinking while the reasoning has no end', async () => {
    await renderParts(assistantMessage([{ type: 'reasoning', text: 'hmm', time: { start: T0 } }]));
    expect(screen.getByRole('button', { name: /Thinking…/ })).toBeTruthy();
  });

  it('renders its Markdown once open (sanitized: raw HTML never reaches the DOM)', async () => {
    await renderParts(assistantMessage([{ type: 'reasoning', text: 'Check `cart.ts` first.\n\n- one\n- two\n\n<img src=x onerror=alert(1)>', time: { start: T0, end: T0 + 1_000 } }]));
    fireEvent.click(screen.getByRole('button', { name: /Thought/ }));
    expect(await screen.findByText('cart.ts', { selector: 'code' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(document.querySelector('img')).toBeNull();
  });

  it('stays plain text for turns far from the viewport', async () => {
    await renderParts(assistantMessage([{ type: 'reasoning', text: 'Check `cart.ts` first.', time: { start: T0, end: T0 + 1_000 } }]), false);
    fireEvent.click(screen.getByRole('button', { name: /Thought/ }));
    expect(screen.getByText('Check `cart.ts` first.')).toBeTruthy();
  });
});
