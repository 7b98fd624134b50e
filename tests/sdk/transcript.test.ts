import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTranscript } from '@/lib/sdk/helpers';
import { abortedSession } from '../fixtures/sessions/aborted';
import { assistantMessage, completed, reasoning, text, tool, userMessage } from '../fixtures/sessions/build';
import { editSession } from '../fixtures/sessions/edit-diffs';
import { runningBashSession } from '../fixtures/sessions/running-bash';

describe('formatTranscript', () => {
  it('renders user and assistant text per turn, with a title', () => {
    const md = formatTranscript(runningBashSession, { title: 'Test run' });
    expect(md.startsWith('# Test run\n\n## User (turn 1)\n\nRun the test suite and tell me what fails.\n\n## Assistant\n\nRunning the unit tests first.')).toBe(true);
  });

  it('summarises tool calls with their input and output', () => {
    const md = formatTranscript(runningBashSession);
    expect(md).toContain('**Tool: Shell** (`bash`, done)\n\n```sh\nnpm run lint\n```\n\nOutput:\n\n```\nNo problems.\n```');
    expect(md).toContain('**Tool: Shell** (`bash`, running)');
    const edit = formatTranscript(editSession);
    expect(edit).toContain('**Tool: Edit** (`edit`, done)\n\nInput:\n\n```json\n{\n  "filePath": "/workspace/app/src/greeting.ts"');
    expect(edit).toContain('Error: No changes to apply: oldString and newString are identical.');
  });

  it('reasoning only when asked for', () => {
    const messages = [userMessage('q', { id: 'u' }), assistantMessage([reasoning('secret plan'), text('answer')], { parentID: 'u' })];
    expect(formatTranscript(messages)).not.toContain('secret plan');
    expect(formatTranscript(messages, { includeReasoning: true })).toContain('> **Thinking**\n>\n> secret plan');
  });

  it('exports a range of turns (0-based, inclusive)', () => {
    const md = formatTranscript(abortedSession, { fromTurn: 1, toTurn: 1 });
    expect(md).not.toContain('Refactor the parser.');
    expect(md).toContain('## User (turn 2)\n\nTry again, smaller steps.');
    expect(md).toContain('**Error:** overloaded_error: Overloaded');
    expect(formatTranscript(abortedSession, { toTurn: 0 })).not.toContain('Try again');
  });

  it('out-of-range bounds are clamped', () => {
    expect(formatTranscript(abortedSession, { fromTurn: -5, toTurn: 99 })).toBe(formatTranscript(abortedSession));
  });

  it('a fence longer than any backtick run keeps outputs intact', () => {
    const messages = [userMessage('q'), assistantMessage([tool('custom', completed({}, 'has ``` inside'))])];
    expect(formatTranscript(messages)).toContain('````\nhas ``` inside\n````');
  });

  it('cuts long tool outputs', () => {
    const messages = [userMessage('q'), assistantMessage([tool('custom', completed({}, 'y'.repeat(10_000)))])];
    const md = formatTranscript(messages, { maxToolChars: 100 });
    expect(md).toContain('y'.repeat(99) + '…');
    expect(md).not.toContain('y'.repeat(101));
  });

  it('shell-mode turns show the command', () => {
    const messages = [
      userMessage('The user ran a command', { id: 'su', synthetic: true }),
      assistantMessage([tool('bash', completed({ command: 'git status' }, 'clean'))], { parentID: 'su' }),
    ];
    expect(formatTranscript(messages)).toContain('## User (turn 1)\n\nShell: `git status`');
  });

  it('empty input gives an empty string; arbitrary input never throws', () => {
    expect(formatTranscript([])).toBe('');
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof formatTranscript(value)).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});
