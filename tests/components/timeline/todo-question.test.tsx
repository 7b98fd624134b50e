// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assistantMessage, completed, failed, tool } from '@/tests/fixtures/sessions/build';
import { renderParts } from './harness';

afterEach(cleanup);

describe('todo renderer', () => {
  it('shows the checklist with each item status', async () => {
    await renderParts(
      assistantMessage([
        tool(
          'todowrite',
          completed(
            {
              todos: [
                { id: 'a', content: 'Round tax per line', status: 'completed', priority: 'high' },
                { id: 'b', content: 'Update the invoice test', status: 'in_progress', priority: 'medium' },
                { id: 'c', content: 'Ask about currencies', status: 'pending', priority: 'low' },
                { id: 'd', content: 'Old idea', status: 'cancelled', priority: 'low' },
              ],
            },
            '',
          ),
        ),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Todo list' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['completed', 'in_progress', 'pending', 'cancelled']);
    expect(items[0].textContent).toContain('(done)');
    expect(items[1].textContent).toContain('(in progress)');
    expect(items[0].querySelector('.line-through')).toBeTruthy();
    expect(screen.getByText('1 of 4 done')).toBeTruthy();
  });
});

describe('question renderer', () => {
  const questions = [
    { header: 'Currency', question: 'Which currency rounds first?', options: [{ label: 'EUR' }, { label: 'USD', description: 'the default' }] },
    { question: 'Anything else?', options: [], multiple: false },
  ];

  it('shows the questions, their options and the answers chosen', async () => {
    await renderParts(assistantMessage([tool('question', completed({ questions }, 'answered', { answers: [['USD'], ['Ship it on Friday']] }))]));
    expect(screen.getByText('Which currency rounds first?')).toBeTruthy();
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options[0].getAttribute('aria-current')).toBeNull();
    expect(options[1].getAttribute('aria-current')).toBe('true');
    expect(options[1].textContent).toContain('the default');
    expect(screen.getByText('Answer: Ship it on Friday')).toBeTruthy();
  });

  it('says when the questions were dismissed', async () => {
    await renderParts(assistantMessage([tool('question', failed({ questions }, 'The user dismissed this question'))]));
    expect(screen.getByText('The questions were dismissed.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The user dismissed this question');
  });
});
