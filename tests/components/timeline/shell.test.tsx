// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, running, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

const longOutput = Array.from({ length: 45 }, (_, i) => `\u001b[32mline ${i + 1}\u001b[0m ok`).join('\n');

describe('shell renderer', () => {
  it('shows the command, the ANSI-stripped output, a failing exit code and copy buttons', async () => {
    const { container } = await renderParts(
      assistantMessage([tool('bash', completed({ command: 'npm test', description: 'Run the tests' }, '\u001b[31m✗ 1 failed\u001b[0m\n\u001b[32m✓ 4 passed\u001b[0m', { exit: 1 }))]),
    );
    expect(screen.getByText('npm test', { selector: 'pre' })).toBeTruthy();
    expect(screen.getByText('Run the tests')).toBeTruthy();
    expect(container.textContent).toContain('✗ 1 failed');
    expect(container.textContent).not.toContain('\u001b[');
    expect(screen.getByText('Exit code 1').className).toContain('text-danger');
    expect(screen.getByRole('button', { name: 'Copy command' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy output' })).toBeTruthy();
    expect(container.querySelector('[data-tool-kind="shell"]')?.getAttribute('data-status')).toBe('done');
  });

  it('collapses long output, expands it, and offers the full output panel', async () => {
    const { container, outputs } = await renderParts(assistantMessage([tool('bash', completed({ command: 'seq 45' }, longOutput, { exit: 0 }))]));
    expect(container.textContent).toContain('line 8 ok');
    expect(container.textContent).not.toContain('line 9 ok');
    fireEvent.click(screen.getByRole('button', { name: 'Expand output (37 more lines)' }));
    expect(container.textContent).toContain('line 45 ok');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse output' }));
    expect(container.textContent).not.toContain('line 45 ok');
    fireEvent.click(screen.getByRole('button', { name: 'Open full output' }));
    expect(outputs).toHaveLength(1);
    expect(outputs[0].title).toBe('$ seq 45');
    expect(outputs[0].text).toContain('line 45 ok');
    expect(outputs[0].text).not.toContain('\u001b[');
  });

  it('streams a running command from metadata.output', async () => {
    const { container } = await renderParts(assistantMessage([tool('bash', running({ command: 'npm run build' }, { output: '\u001b[33mcompiling…\u001b[0m' }))], { completed: null }));
    const card = container.querySelector('[data-tool-kind="shell"]') as HTMLElement;
    expect(card.getAttribute('data-status')).toBe('running');
    expect(within(card).getByText('running')).toBeTruthy();
    expect(card.textContent).toContain('compiling…');
  });

  it('does not collapse output that is only a little longer than the collapsed view', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `row ${i + 1}`).join('\n');
    const { container } = await renderParts(assistantMessage([tool('bash', completed({ command: 'seq 11' }, eleven, { exit: 0 }))]));
    expect(container.textContent).toContain('row 11');
    expect(screen.queryByRole('button', { name: /Expand output/ })).toBeNull();
  });

  it('the tool card collapses and opens from its header', async () => {
    const { container } = await renderParts(assistantMessage([tool('bash', completed({ command: 'ls' }, 'a\nb', { exit: 0 }))]));
    const header = screen.getByRole('button', { expanded: true, name: /Shell/ });
    fireEvent.click(header);
    expect(container.textContent).not.toContain('Exit code 0');
    fireEvent.click(screen.getByRole('button', { expanded: false, name: /Shell/ }));
    expect(container.textContent).toContain('Exit code 0');
  });
});
