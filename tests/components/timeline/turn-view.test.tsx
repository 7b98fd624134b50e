// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { TurnView } from '@/components/timeline/turn-view';
import { assistantMessage, completed, stepFinish, stepStart, T0, text, tool, userMessage } from '@/tests/fixtures/sessions/build';
import { renderTimelinePiece } from './harness';

afterEach(cleanup);

function renderTurn(messages: Parameters<typeof groupMessagesIntoTurns>[0], extra: Partial<Parameters<typeof TurnView>[0]> = {}) {
  const [turn] = groupMessagesIntoTurns(messages);
  return renderTimelinePiece(<TurnView turn={turn} number={5} rich highlighted={false} highlightPartId={null} {...extra} />);
}

describe('turn view', () => {
  it('shows the prompt, the parts, the duration, cost and tokens of the turn', async () => {
    const user = userMessage('Fix the **tax** rounding', { id: 'msg_u1', created: T0 });
    const answer = assistantMessage([stepStart(), text('Done.'), stepFinish(0.05, { input: 1000, output: 500 })], { parentID: 'msg_u1', created: T0 + 1000, completed: T0 + 65_000 });
    const { container } = await renderTurn([user, answer]);
    const article = screen.getByRole('article', { name: 'Turn 5' });
    expect(article.id).toBe('turn-msg_u1');
    // The prompt is Markdown, as the assistant's text is.
    expect((await within(article).findByText('tax', { selector: 'strong' }, { timeout: 10_000 })).closest('#part-' + user.parts[0].id)).toBeTruthy();
    expect(await within(article).findByText('Done.')).toBeTruthy();
    const footer = container.querySelector('footer') as HTMLElement;
    expect(footer.textContent).toContain('1m 5s');
    expect(footer.textContent).toContain('$0.06'); // 0.05 × 1.2
    expect(footer.textContent).toContain('1.5k tokens');
    expect(within(article).getByRole('button', { name: 'Copy link to turn 5' })).toBeTruthy();
  });

  it('shows a message error, and an abort as "Interrupted"', async () => {
    const user = userMessage('Deploy', { id: 'msg_u2' });
    const failedAnswer = assistantMessage([stepStart()], {
      parentID: 'msg_u2',
      error: { name: 'ProviderAuthError', data: { message: 'Incorrect API key provided' } },
      completed: null,
      finish: null,
    });
    await renderTurn([user, failedAnswer]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('ProviderAuthError');
    expect(alert.textContent).toContain('Incorrect API key provided');
    cleanup();
    const aborted = assistantMessage([text('Starting…')], { parentID: 'msg_u2', error: { name: 'MessageAbortedError', data: { message: 'aborted' } } });
    await renderTurn([user, aborted]);
    expect(screen.getByText('Interrupted')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a shell-mode turn as its command, hides todoread, and marks the highlighted part', async () => {
    const user = userMessage('ls -la', { id: 'msg_u3', synthetic: true });
    const bash = assistantMessage([tool('bash', completed({ command: 'ls -la' }, 'total 0', { exit: 0 }))], { parentID: 'msg_u3' });
    const { container } = await renderTurn([user, bash]);
    expect(container.textContent).toContain('Shell: ls -la');
    cleanup();
    const answer = assistantMessage([tool('todoread', completed({}, '[]')), text('Listed.', { id: 'prt_listed' })], { parentID: 'msg_u3' });
    const rendered = await renderTurn([userMessage('What is left?', { id: 'msg_u4' }), { ...answer, info: { ...answer.info, parentID: 'msg_u4' } } as typeof answer], {
      highlighted: true,
      highlightPartId: 'prt_listed',
    });
    expect(rendered.container.querySelector('[data-tool="todoread"]')).toBeNull();
    expect(rendered.container.querySelector('#part-prt_listed')?.className).toContain('ring-2');
  });

  it('shows no number for an unnumbered turn (a compaction request)', async () => {
    await renderTurn([userMessage('hi', { id: 'msg_u5' })], { number: null });
    expect(screen.getByRole('article', { name: 'Turn' })).toBeTruthy();
    expect(screen.queryByText('#5')).toBeNull();
  });
});
