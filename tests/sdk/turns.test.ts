import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageWithParts } from '@/lib/contract/wire';
import {
  classifyTurn,
  collectTurnParts,
  findLastTextPart,
  getShellModePart,
  groupMessagesIntoTurns,
  isShellMode,
  turnHasSteps,
} from '@/lib/sdk/helpers';
import { abortedSession, emptyAssistant } from '../fixtures/sessions/aborted';
import { assistantMessage, completed, reasoning, stepFinish, stepStart, text, tool, userMessage } from '../fixtures/sessions/build';
import { editSession } from '../fixtures/sessions/edit-diffs';
import { runningBashSession } from '../fixtures/sessions/running-bash';

const ids = (messages: MessageWithParts[]) => messages.map((m) => m.info.id);

describe('groupMessagesIntoTurns', () => {
  it('links assistants to their user message by parentID', () => {
    const u1 = userMessage('one', { id: 'u1' });
    const u2 = userMessage('two', { id: 'u2' });
    const a1 = assistantMessage([text('a')], { id: 'a1', parentID: 'u1' });
    const a2 = assistantMessage([text('b')], { id: 'a2', parentID: 'u2' });
    // a late answer to u1 arrives after u2: parentID wins over order
    const a1late = assistantMessage([text('c')], { id: 'a1late', parentID: 'u1' });
    const turns = groupMessagesIntoTurns([u1, a1, u2, a2, a1late]);
    expect(turns.map((t) => t.id)).toEqual(['u1', 'u2']);
    expect(ids(turns[0].assistants)).toEqual(['a1', 'a1late']);
    expect(ids(turns[1].assistants)).toEqual(['a2']);
  });

  it('falls back to order when parentID is missing or names no user message', () => {
    const turns = groupMessagesIntoTurns([
      userMessage('one', { id: 'u1' }),
      assistantMessage([], { id: 'a1' }),
      userMessage('two', { id: 'u2' }),
      assistantMessage([], { id: 'a2', parentID: 'nope' }),
    ]);
    expect(ids(turns[0].assistants)).toEqual(['a1']);
    expect(ids(turns[1].assistants)).toEqual(['a2']);
  });

  it('attaches an orphan assistant that precedes every user message to the first turn', () => {
    const turns = groupMessagesIntoTurns([
      assistantMessage([text('session init failed')], { id: 'orphan' }),
      userMessage('one', { id: 'u1' }),
      assistantMessage([], { id: 'a1', parentID: 'u1' }),
      userMessage('two', { id: 'u2' }),
    ]);
    expect(turns).toHaveLength(2);
    expect(ids(turns[0].assistants)).toEqual(['orphan', 'a1']);
    expect(turns[1].assistants).toEqual([]);
  });

  it('messages without a role (stream captures) are answers; with no user at all they form one turn', () => {
    const loose = [{ info: { id: 'm1', sessionID: 's' }, parts: [] }, { info: { id: 'm2', sessionID: 's' }, parts: [] }] as unknown as MessageWithParts[];
    const turns = groupMessagesIntoTurns(loose);
    expect(turns).toEqual([{ id: 'm1', user: null, assistants: loose }]);
  });

  it('gives repeated user ids unique turn ids', () => {
    const u = userMessage('x', { id: 'dup' });
    expect(groupMessagesIntoTurns([u, u]).map((t) => t.id)).toEqual(['dup', 'dup#2']);
  });

  it('returns [] for anything that is not an array', () => {
    expect(groupMessagesIntoTurns(undefined)).toEqual([]);
    expect(groupMessagesIntoTurns({ info: {} })).toEqual([]);
  });

  it('groups the fixture sessions', () => {
    expect(groupMessagesIntoTurns(editSession)).toHaveLength(1);
    expect(groupMessagesIntoTurns(editSession)[0].assistants).toHaveLength(5);
    expect(groupMessagesIntoTurns(abortedSession).map((t) => t.id)).toEqual(['msg_abort_user1', 'msg_abort_user2']);
  });
});

const role = fc.constantFrom<unknown>('user', 'assistant', undefined, 'system', 7);
const smallId = fc.constantFrom('a', 'b', 'c', 'd', '');
const messageArb = fc.oneof(
  fc.record({ info: fc.record({ id: smallId, role, parentID: fc.option(smallId, { nil: undefined }) }), parts: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
  fc.anything(),
);

describe('groupMessagesIntoTurns properties', () => {
  it('every message lands in exactly one turn, in a valid place', () => {
    fc.assert(
      fc.property(fc.array(messageArb, { maxLength: 40 }), (messages) => {
        const turns = groupMessagesIntoTurns(messages);
        const placed = turns.flatMap((t) => (t.user ? [t.user, ...t.assistants] : t.assistants));
        expect(placed).toHaveLength(messages.length);
        const seen = new Set(placed);
        expect(seen.size).toBe(new Set(messages).size);
        for (const m of messages) expect(seen.has(m as MessageWithParts)).toBe(true);
        // Each turn's user message is a user; assistants never are.
        for (const t of turns) {
          if (t.user) expect((t.user.info as { role?: unknown }).role).toBe('user');
          for (const a of t.assistants) expect((a as { info?: { role?: unknown } })?.info?.role).not.toBe('user');
        }
        expect(new Set(turns.map((t) => t.id)).size).toBe(turns.length);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary JSON or values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.anything({ withNullPrototype: true }))), (value) => {
        expect(Array.isArray(groupMessagesIntoTurns(value))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('classifyTurn', () => {
  it('takes the parts of all given assistant messages in order and skips synthetic text', () => {
    const a1 = assistantMessage([text('first'), text('injected', { synthetic: true })], { id: 'a1' });
    const a2 = assistantMessage([tool('bash', completed({ command: 'ls' }, 'x'))], { id: 'a2' });
    const turn = classifyTurn([userMessage('q'), a1, a2]);
    expect(turn.parts.map((p) => p.kind)).toEqual(['text', 'tool']);
    expect(turn.isEmpty).toBe(false);
    expect(turn.error).toBeUndefined();
  });

  it('accepts a single message', () => {
    expect(classifyTurn(assistantMessage([text('only')])).parts).toHaveLength(1);
  });

  it('an aborted message with only reasoning is not empty: it has an error flagged as aborted', () => {
    const turn = classifyTurn(abortedSession[1]);
    expect(turn.error).toEqual({ name: 'MessageAbortedError', message: 'The operation was aborted.', aborted: true });
    expect(turn.isEmpty).toBe(false);
  });

  it('the error comes from the last message that carries one and is unwrapped', () => {
    const turn = classifyTurn([abortedSession[1], abortedSession[3]]);
    expect(turn.error).toEqual({ name: 'APIError', message: 'overloaded_error: Overloaded', aborted: false });
  });

  it('isEmpty when there is no error and nothing visible', () => {
    expect(classifyTurn(emptyAssistant).isEmpty).toBe(true);
    expect(classifyTurn([]).isEmpty).toBe(true);
    expect(classifyTurn(assistantMessage([text('   '), stepStart(), stepFinish(0)])).isEmpty).toBe(true);
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything({ withNullPrototype: true })), (value) => {
        const turn = classifyTurn(value as MessageWithParts[]);
        expect(typeof turn.isEmpty).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('turn part helpers', () => {
  const turn = groupMessagesIntoTurns(runningBashSession)[0];

  it('collectTurnParts pairs every assistant part with its message', () => {
    const parts = collectTurnParts(turn);
    expect(parts).toHaveLength(6);
    expect(parts[0].message.info.id).toBe('msg_run_a1');
    expect(parts[5].message.info.id).toBe('msg_run_a2');
  });

  it('findLastTextPart finds the last non-empty, non-synthetic text', () => {
    const parts = [text('first'), text('last real'), text('  '), text('synthetic', { synthetic: true })];
    const message = assistantMessage(parts);
    expect(findLastTextPart(message.parts)?.text).toBe('last real');
    expect(findLastTextPart(collectTurnParts(turn))?.text).toBe('Running the unit tests first.');
    expect(findLastTextPart([])).toBeUndefined();
  });

  it('turnHasSteps: tools and non-empty reasoning are steps; text and step markers are not', () => {
    expect(turnHasSteps(collectTurnParts(turn))).toBe(true);
    expect(turnHasSteps(assistantMessage([text('x'), stepStart(), stepFinish(0)]).parts)).toBe(false);
    expect(turnHasSteps(assistantMessage([reasoning('  ')]).parts)).toBe(false);
    expect(turnHasSteps(assistantMessage([reasoning('hmm')]).parts)).toBe(true);
  });
});

describe('shell mode', () => {
  const shellTurn = groupMessagesIntoTurns([
    userMessage('The user ran a shell command', { id: 'su', synthetic: true }),
    assistantMessage([tool('bash', completed({ command: 'git status' }, 'clean'))], { parentID: 'su' }),
  ])[0];

  it('a synthetic user prompt answered by exactly one bash part is shell mode', () => {
    expect(isShellMode(shellTurn)).toBe(true);
    expect(getShellModePart(shellTurn)?.state.input).toEqual({ command: 'git status' });
  });

  it('a real prompt, a second part or another tool is not', () => {
    const normal = groupMessagesIntoTurns([userMessage('run git status', { id: 'n' }), shellTurn.assistants[0]])[0];
    expect(isShellMode(normal)).toBe(false);
    const extra = { ...shellTurn, assistants: [assistantMessage([tool('bash', completed({ command: 'x' }, '')), text('done')])] };
    expect(isShellMode(extra)).toBe(false);
    const other = { ...shellTurn, assistants: [assistantMessage([tool('read', completed({ filePath: 'a' }, ''))])] };
    expect(getShellModePart(other)).toBeUndefined();
  });
});
