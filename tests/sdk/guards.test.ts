import { describe, expect, it } from 'vitest';
import {
  getPartText,
  isAgentPart,
  isCompactionPart,
  isFilePart,
  isPatchPart,
  isReasoningPart,
  isSnapshotPart,
  isTextPart,
  isToolPart,
  unwrapPart,
} from '@/lib/sdk/helpers';

const guards = { text: isTextPart, tool: isToolPart, reasoning: isReasoningPart, file: isFilePart, agent: isAgentPart, compaction: isCompactionPart, snapshot: isSnapshotPart, patch: isPatchPart };

describe('type guards', () => {
  it.each(Object.entries(guards))('%s guard accepts only its own type', (type, guard) => {
    expect(guard({ type })).toBe(true);
    for (const other of Object.keys(guards).filter((t) => t !== type)) expect(guard({ type: other })).toBe(false);
    expect(guard(null)).toBe(false);
    expect(guard(type)).toBe(false);
  });
});

describe('getPartText', () => {
  it('text and reasoning only', () => {
    expect(getPartText({ type: 'text', text: 'a' })).toBe('a');
    expect(getPartText({ type: 'reasoning', text: 'b' })).toBe('b');
    expect(getPartText({ type: 'text' })).toBe('');
    expect(getPartText({ type: 'tool', text: 'c' })).toBeUndefined();
  });
});

describe('unwrapPart', () => {
  it('opens { part, message } pairs and passes parts through', () => {
    const part = { type: 'text', text: 'x' };
    expect(unwrapPart({ part, message: {} })).toBe(part);
    expect(unwrapPart(part)).toBe(part);
  });
});
