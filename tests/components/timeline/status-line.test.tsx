// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupMessagesIntoTurns, type SessionStatus } from '@/lib/sdk';
import { StatusLine } from '@/components/timeline/status-line';
import { assistantMessage, running, tool, userMessage } from '@/tests/fixtures/sessions/build';
import { renderTimelinePiece } from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const turn = groupMessagesIntoTurns([
  userMessage('Run the tests', { id: 'msg_s1' }),
  assistantMessage([tool('bash', running({ command: 'npm test' }))], { parentID: 'msg_s1', completed: null, finish: null }),
])[0];

describe('status line', () => {
  it('says what the running turn is doing (getTurnStatus)', async () => {
    await renderTimelinePiece(<StatusLine status={{ type: 'busy' }} lastTurn={turn} />);
    expect(screen.getByRole('status').textContent).toBe('Running command');
  });

  it('counts down to the next retry and shows the full message and candidates on demand', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    vi.setSystemTime(now);
    const message = `Gateway error: ${JSON.stringify({ gateway: { code: 'rate_limited', message: 'All providers are rate limiting this project right now, please wait', candidates: [{ attempt: 1, provider: 'primary-llm', route_model: 'fast', resolved_model: 'fast-1', stage: 'upstream', status: 429 }] } })}`;
    const status: SessionStatus = { type: 'retry', attempt: 3, message, next: now + 5_000 };
    await renderTimelinePiece(<StatusLine status={status} lastTurn={turn} />);
    const line = screen.getByRole('status');
    expect(line.textContent).toContain('Retrying in 5s');
    expect(line.textContent).toContain('attempt 3');
    // The short message is cut at 60 characters.
    expect(line.textContent).toContain('All providers are rate limiting this project right now, ple…');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(line.textContent).toContain('Retrying in 3s');
    fireEvent.click(within(line).getByRole('button', { name: 'Details' }));
    expect(line.textContent).toContain('please wait');
    expect(within(line).getByRole('table').textContent).toContain('primary-llm');
  });

  it('keeps its place between two steps of a running session (the runtime is idle for a moment)', async () => {
    await renderTimelinePiece(<StatusLine status={{ type: 'idle' }} lastTurn={turn} />);
    const line = screen.getByTestId('session-status');
    expect(line.textContent).toBe('Waiting for the next step');
  });
});
