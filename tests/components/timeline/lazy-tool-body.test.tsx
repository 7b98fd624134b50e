// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toToolView, toolViewModel, type ToolViewModelKind } from '@/lib/sdk';
import { assistantMessage, completed, tool } from '@/tests/fixtures/sessions/build';
import { preloadToolBody, ToolBody } from '@/components/timeline/renderers/lazy-tool-body';
import { TOOL_RENDERERS } from '@/components/timeline/renderers/registry';
import type { ToolRendererProps } from '@/components/timeline/renderers/types';
import { renderTimelinePiece } from './harness';

afterEach(cleanup);

// One call of every tool kind, as a session records it.
const CALLS = [
  tool('bash', completed({ command: 'npm test', description: 'Run the tests' }, '✓ 4 passed', { exit: 0 })),
  tool('edit', completed({ filePath: 'src/app.ts', oldString: 'const port = 3000;', newString: 'const port = 8080;' }, 'ok')),
  tool('read', completed({ filePath: 'src/app.ts' }, '<file>\n00001| const port = 3000;\n</file>')),
  tool('write', completed({ filePath: 'notes.md', content: '# Notes\nround per line' }, 'ok')),
  tool('grep', completed({ pattern: 'TODO', path: 'src' }, 'src/cart.ts:3: // TODO rounding', { matches: 1 })),
  tool('websearch', completed({ query: 'rounding money' }, JSON.stringify({ results: [{ title: 'Cents', url: 'https://example.com/cents', snippet: 'Use cents.' }] }))),
  tool('task', completed({ description: 'Check totals', prompt: 'Check the totals', subagent_type: 'general' }, 'All totals match.')),
  tool('todowrite', completed({ todos: [{ id: 'a', content: 'Round tax', status: 'completed', priority: 'high' }] }, '')),
  tool('question', completed({ questions: [{ question: 'Which currency?', options: [{ label: 'EUR' }] }] }, 'answered', { answers: [['EUR']] })),
  tool('acme-crm.create_ticket', completed({ subject: 'Totals drift' }, JSON.stringify({ status: 'open' }))),
];
const PARTS = assistantMessage(CALLS).parts.filter((p) => p.type === 'tool');

function Call({ raw, Body }: { raw: unknown; Body: ComponentType<ToolRendererProps> }) {
  return <Body view={toToolView(raw)} model={toolViewModel(raw)} raw={raw} partId="part_1" rich={false} />;
}

describe('ToolBody (each tool kind renderer as a chunk of its own)', () => {
  it('covers every tool kind of the registry', () => {
    expect(new Set(PARTS.map((raw) => toolViewModel(raw).kind))).toEqual(new Set(Object.keys(TOOL_RENDERERS)));
  });

  for (const raw of PARTS) {
    const kind = toolViewModel(raw).kind as ToolViewModelKind;
    it(`draws a ${kind} call exactly as the timeline's renderer does`, async () => {
      const eager = await renderTimelinePiece(<Call raw={raw} Body={TOOL_RENDERERS[kind].component as ComponentType<ToolRendererProps>} />);
      const expected = eager.container.innerHTML;
      expect(expected).not.toBe('');
      cleanup();
      const lazy = await renderTimelinePiece(
        <Suspense fallback={<p data-loading />}>
          <Call raw={raw} Body={ToolBody} />
        </Suspense>,
      );
      await waitFor(() => expect(lazy.container.querySelector('[data-loading]')).toBeNull());
      expect(lazy.container.innerHTML).toBe(expected);
    });
  }

  it('draws a preloaded kind at once, without suspending', async () => {
    await preloadToolBody('todo');
    const raw = PARTS.find((p) => toolViewModel(p).kind === 'todo')!;
    const { container } = await renderTimelinePiece(
      <Suspense fallback={<p data-loading />}>
        <Call raw={raw} Body={ToolBody} />
      </Suspense>,
    );
    expect(container.querySelector('[data-loading]')).toBeNull();
    expect(container.querySelector('[aria-label="Todo list"]')).not.toBeNull();
  });
});
