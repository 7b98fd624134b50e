import { describe, expect, it } from 'vitest';
import { findTurnError, getChildSessionError, getTurnError, groupMessagesIntoTurns, messageError, unwrapError } from '@/lib/sdk/helpers';
import { abortedSession } from '../fixtures/sessions/aborted';
import { failedChildMessages, runningChildMessages } from '../fixtures/sessions/task-child';

describe('unwrapError', () => {
  it.each([
    ['plain text', 'Something broke', 'Something broke'],
    ['"Error: " prefix', 'Error: Something broke', 'Something broke'],
    ['provider body with type', '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', 'overloaded_error: Overloaded'],
    ['body after a status code', 'Error: 429 {"error":{"message":"Too many requests"}}', 'Too many requests'],
    ['double-encoded JSON', JSON.stringify(JSON.stringify({ message: 'inner' })), 'inner'],
    ['error as string', '{"error":"bad key"}', 'bad key'],
    ['error code only', '{"error":{"code":"quota"}}', 'quota'],
    ['JSON without message keeps the text', '{"status":500}', '{"status":500}'],
    ['gateway envelope', 'x {"gateway":{"code":"c","message":"All failed","candidates":[]}}', 'All failed'],
  ])('%s', (_name, raw, expected) => {
    expect(unwrapError(raw)).toBe(expected);
  });

  it('reads wire errors { name, data: { message } }, unwrapping the message too', () => {
    expect(unwrapError({ name: 'APIError', data: { message: 'Error: {"error":{"message":"nope"}}' } })).toBe('nope');
    expect(unwrapError({ name: 'ProviderAuthError', data: {} })).toBe('ProviderAuthError');
    expect(unwrapError(new Error('thrown'))).toBe('thrown');
  });

  it('empty for nothing; "Unknown error" for an object with nothing readable', () => {
    expect(unwrapError(undefined)).toBe('');
    expect(unwrapError(null)).toBe('');
    expect(unwrapError({})).toBe('Unknown error');
    expect(unwrapError(Object.create(null))).toBe('Unknown error');
  });
});

describe('turn errors', () => {
  const [first, second] = groupMessagesIntoTurns(abortedSession);

  it('getTurnError skips aborts (shown as "Interrupted", not as a failure)', () => {
    expect(getTurnError(first)).toBeUndefined();
    expect(findTurnError(first)).toMatchObject({ aborted: true });
  });

  it('getTurnError unwraps the provider message', () => {
    expect(getTurnError(second)).toBe('overloaded_error: Overloaded');
    expect(getTurnError(abortedSession)).toBe('overloaded_error: Overloaded');
  });

  it('messageError reads one message', () => {
    expect(messageError(abortedSession[1])).toEqual({ name: 'MessageAbortedError', message: 'The operation was aborted.', aborted: true });
    expect(messageError(abortedSession[0])).toBeUndefined();
  });

  it('getChildSessionError surfaces a sub-agent failure', () => {
    expect(getChildSessionError(failedChildMessages)).toBe('Free usage exceeded');
    expect(getChildSessionError(runningChildMessages)).toBeUndefined();
    expect(getChildSessionError(undefined)).toBeUndefined();
  });
});
