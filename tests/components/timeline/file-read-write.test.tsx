// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

const NEW_FORMAT = ['<path>/repo/src/cart.ts</path>', '<type>file</type>', '<content>', '10: export const total = 0;', '11: export const items = [];', '</content>'].join('\n');
const OLD_FORMAT = ['<file>', '00001| # Readme', '00002| Hello', '</file>'].join('\n');

function open(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name, expanded: false }));
}

describe('file-read renderer', () => {
  it('previews what was read, numbered from the first line read (new output format)', async () => {
    const { container } = await renderParts(assistantMessage([tool('read', completed({ filePath: '/repo/src/cart.ts', offset: 10 }, NEW_FORMAT))]));
    // Reads start collapsed.
    expect(container.textContent).not.toContain('export const total');
    open(/Read/);
    expect(container.textContent).toContain('export const total = 0;');
    const numbers = [...container.querySelectorAll('pre code > span.select-none')].map((n) => n.textContent);
    expect(numbers).toEqual(['10', '11']);
  });

  it('reads the old output format too', async () => {
    const { container } = await renderParts(assistantMessage([tool('read', completed({ filePath: 'README.md' }, OLD_FORMAT))]));
    open(/Read/);
    expect(container.textContent).toContain('# Readme');
    expect(container.textContent).not.toContain('00001|');
  });
});

describe('file-write renderer', () => {
  it('shows the path and the content written', async () => {
    const { container } = await renderParts(assistantMessage([tool('write', completed({ filePath: 'src/new.ts', content: 'export const created = true;\n' }, ''))]));
    open(/Write/);
    expect(screen.getAllByText('src/new.ts').length).toBeGreaterThan(0);
    expect(container.textContent).toContain('export const created = true;');
  });
});
