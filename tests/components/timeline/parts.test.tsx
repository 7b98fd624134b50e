// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, T0 } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

const GATEWAY = JSON.stringify({
  gateway: {
    code: 'all_candidates_failed',
    message: 'Every provider in the route failed',
    request_id: 'req_42',
    final_provider: 'backup-llm',
    candidates: [
      { attempt: 1, provider: 'primary-llm', route_model: 'fast', resolved_model: 'fast-2025', stage: 'upstream', status: 529, code: 'overloaded', message: 'Overloaded' },
      { attempt: 2, provider: 'backup-llm', route_model: 'fast', resolved_model: 'fast-b', stage: 'connect', message: 'timeout' },
    ],
  },
});

describe('retry part', () => {
  it('shows the attempt and message, and the gateway candidates on demand', async () => {
    const { container } = await renderParts(
      assistantMessage([{ type: 'retry', attempt: 2, error: { name: 'APIError', data: { message: `Gateway error: ${GATEWAY}` } }, time: { created: T0 } }]),
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Retry attempt 2');
    expect(note.textContent).toContain('Every provider in the route failed');
    expect(container.querySelector('table')).toBeNull();
    fireEvent.click(within(note).getByRole('button', { name: 'Details' }));
    const table = within(note).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('primary-llm');
    expect(rows[1].textContent).toContain('529');
    expect(rows[1].textContent).toContain('overloaded: Overloaded');
    expect(rows[2].textContent).toContain('fast → fast-b');
    expect(note.textContent).toContain('req_42');
  });

  it('a plain-text retry has no candidates', async () => {
    await renderParts(assistantMessage([{ type: 'retry', attempt: 1, error: { name: 'APIError', data: { message: 'Provider is overloaded' } }, time: { created: T0 } }]));
    expect(screen.getByRole('note').textContent).toContain('Provider is overloaded');
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });
});

describe('compaction, patch, subtask and agent parts', () => {
  it('renders each', async () => {
    const { container } = await renderParts(
      assistantMessage([
        { type: 'compaction', auto: true, overflow: true },
        { type: 'patch', hash: 'abcdef0123456789', files: ['src/a.ts', 'src/b.ts'] },
        { type: 'subtask', prompt: 'Check the links', description: 'Link check', agent: 'general' },
        { type: 'agent', name: 'plan' },
        { type: 'step-start' },
        { type: 'snapshot', snapshot: 'abc' },
      ]),
    );
    expect(screen.getByRole('separator', { name: 'Conversation compacted' }).textContent).toContain('the context overflowed');
    expect(container.textContent).toContain('2 files changed');
    expect(container.textContent).toContain('abcdef01');
    expect(container.textContent).toContain('Subtask · general');
    expect(container.textContent).toContain('Link check');
    expect(container.textContent).toContain('Agent: plan');
    // Bookkeeping parts render nothing.
    expect(container.querySelector('[data-part-kind="step"]')).toBeNull();
    expect(container.querySelector('[data-part-kind="snapshot"]')).toBeNull();
  });
});

describe('file attachments', () => {
  it('previews images, links PDFs, and never links unsafe URLs', async () => {
    const { container } = await renderParts(
      assistantMessage([
        { type: 'file', mime: 'image/png', filename: 'screen.png', url: 'data:image/png;base64,iVBORw0KGgo=' },
        { type: 'file', mime: 'application/pdf', filename: 'invoice.pdf', url: 'https://files.example.com/invoice.pdf' },
        { type: 'file', mime: 'text/html', filename: 'evil.html', url: 'javascript:alert(1)' },
      ]),
    );
    const image = screen.getByRole('img', { name: 'screen.png' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(screen.getByRole('link', { name: /PDF: invoice.pdf/ }).getAttribute('href')).toBe('https://files.example.com/invoice.pdf');
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    expect(container.textContent).toContain('evil.html (text/html)');
  });

  it('opens an image full size in a dialog, which Escape closes', async () => {
    await renderParts(assistantMessage([{ type: 'file', mime: 'image/png', filename: 'screen.png', url: 'data:image/png;base64,iVBORw0KGgo=' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Open screen.png full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'screen.png' });
    expect(within(dialog).getByRole('img', { name: 'screen.png' }).getAttribute('src')).toMatch(/^data:image\/png/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('part links', () => {
  it('every part with content has a copy-link button to `#part-<id>`; empty text has none', async () => {
    const { container } = await renderParts(assistantMessage([{ id: 'prt_answer', type: 'text', text: 'The answer.' }, { id: 'prt_empty', type: 'text', text: '  ' }]));
    expect(container.querySelector('#part-prt_answer')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copy link to this message' })).toHaveLength(1);
  });
});

describe('unknown parts', () => {
  it('degrade gracefully and show their type and data', async () => {
    const { container } = await renderParts(assistantMessage([{ type: 'hologram', beam: 'blue' } as never]));
    const part = container.querySelector('[data-unknown-type="hologram"]') as HTMLElement;
    expect(part.textContent).toContain('Unsupported part: hologram');
    expect(part.textContent).toContain('"beam": "blue"');
  });
});
