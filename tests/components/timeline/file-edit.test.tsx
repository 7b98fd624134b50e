// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, failed, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

const PATCH = [
  'Index: src/app.ts',
  '===================================================================',
  '--- src/app.ts',
  '+++ src/app.ts',
  '@@ -3,4 +3,5 @@',
  " import { start } from './server';",
  '-const port = 3000;',
  '+const port = Number(process.env.PORT ?? 3000);',
  '+const host = "0.0.0.0";',
  ' ',
  ' start(port);',
  '',
].join('\n');

function rowsOf(container: HTMLElement) {
  return [...container.querySelectorAll('[role="row"]')].map((row) => [...row.querySelectorAll('[role="cell"]')].map((c) => c.textContent));
}

describe('file-edit renderer', () => {
  it('shows the unified diff with old/new line numbers, +/- counts, highlighted by extension', async () => {
    const { container } = await renderParts(
      assistantMessage([tool('edit', completed({ filePath: 'src/app.ts', oldString: 'a', newString: 'b' }, 'Edit applied.', { filediff: { file: 'src/app.ts', patch: PATCH, additions: 2, deletions: 1 } }))]),
    );
    expect(screen.getByLabelText('2 added, 1 removed').textContent).toBe('+2 −1');
    expect(rowsOf(container)).toEqual([
      ['3', '3', ' ', "import { start } from './server';"],
      ['4', '', '-', 'const port = 3000;'],
      ['', '4', '+', 'const port = Number(process.env.PORT ?? 3000);'],
      ['', '5', '+', 'const host = "0.0.0.0";'],
      ['5', '6', ' ', ''],
      ['6', '7', ' ', 'start(port);'],
    ]);
    expect(container.querySelectorAll('[data-diff="added"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-diff="removed"]')).toHaveLength(1);
    await waitFor(() => expect(container.querySelectorAll('[role="row"] .tok').length).toBeGreaterThan(6), { timeout: 10_000 });
  });

  it('collapses a long diff and expands it', async () => {
    const before = Array.from({ length: 60 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 60 }, (_, i) => `new ${i}`).join('\n');
    const { container } = await renderParts(assistantMessage([tool('edit', completed({ filePath: 'notes.txt', oldString: before, newString: after }, 'ok', {}))]));
    expect(container.querySelectorAll('[role="row"]')).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 120 diff lines' }));
    expect(container.querySelectorAll('[role="row"]')).toHaveLength(120);
  });

  it('shows each file of a multi-file patch, and a failed edit with its error', async () => {
    const filePatch = (name: string) => `--- ${name}\n+++ ${name}\n@@ -1,1 +1,1 @@\n-a\n+b\n`;
    const { container } = await renderParts(
      assistantMessage([
        tool(
          'apply_patch',
          completed({ patchText: '*** Begin Patch' }, 'Done', {
            files: [
              { filePath: 'one.py', type: 'update', patch: filePatch('one.py'), additions: 1, deletions: 1 },
              { filePath: 'two.go', type: 'add', patch: filePatch('two.go'), additions: 1, deletions: 1 },
            ],
          }),
        ),
        tool('edit', failed({ filePath: 'x.ts', oldString: 'zzz', newString: 'y' }, 'oldString not found in content')),
      ]),
    );
    const patchCard = container.querySelector('[data-tool="apply_patch"]') as HTMLElement;
    expect(within(patchCard).getByText('one.py')).toBeTruthy();
    expect(within(patchCard).getByText('two.go')).toBeTruthy();
    expect(within(patchCard).getByText('add')).toBeTruthy();
    expect(within(patchCard).getAllByRole('table')).toHaveLength(2);
    const failedCard = container.querySelector('[data-tool="edit"]') as HTMLElement;
    expect(within(failedCard).getByRole('alert').textContent).toBe('oldString not found in content');
    expect(within(failedCard).getByText('failed')).toBeTruthy();
  });
});
