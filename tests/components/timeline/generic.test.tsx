// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

describe('generic renderer (unknown and connector tools)', () => {
  it('renders a tool nobody knows with its humanized name and pretty JSON input and output', async () => {
    const { container } = await renderParts(
      assistantMessage([tool('zz_frobnicate_widget', completed({ widget: 'w-1', force: true }, JSON.stringify({ ok: true, count: 3 })))]),
    );
    const card = container.querySelector('[data-tool="zz_frobnicate_widget"]') as HTMLElement;
    expect(card.getAttribute('data-tool-kind')).toBe('generic');
    fireEvent.click(screen.getByRole('button', { name: /Zz frobnicate widget/, expanded: false }));
    expect(card.textContent).toContain('"widget": "w-1"');
    expect(card.textContent).toContain('"force": true');
    expect(card.textContent).toContain('"count": 3');
    expect(screen.getByText('Input')).toBeTruthy();
    expect(screen.getByText('Output')).toBeTruthy();
  });

  it('keeps plain-text output as text', async () => {
    const { container } = await renderParts(assistantMessage([tool('slack_post_message', completed({ channel: '#eng' }, 'posted to #eng'))]));
    fireEvent.click(screen.getByRole('button', { expanded: false, name: /Slack/ }));
    expect(container.textContent).toContain('posted to #eng');
  });
});
