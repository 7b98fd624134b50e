import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPart, hasVisibleContent } from '@/lib/sdk/helpers';
import { running, tool } from '../fixtures/sessions/build';

const base = { id: 'prt_1', sessionID: 'ses_1', messageID: 'msg_1' };

describe('classifyPart: each kind with exactly its fields', () => {
  it('text keeps the synthetic flag (false when absent)', () => {
    expect(classifyPart({ ...base, type: 'text', text: 'hi' })).toEqual({ kind: 'text', id: 'prt_1', text: 'hi', synthetic: false });
    expect(classifyPart({ ...base, type: 'text', text: 'x', synthetic: true })).toMatchObject({ synthetic: true });
  });

  it('reasoning', () => {
    expect(classifyPart({ ...base, type: 'reasoning', text: 'thinking', metadata: { openai: {} } })).toEqual({ kind: 'reasoning', id: 'prt_1', text: 'thinking' });
  });

  it('file flags images and PDFs', () => {
    expect(classifyPart({ ...base, type: 'file', mime: 'image/png', url: 'data:image/png;base64,AA', filename: 'a.png' })).toEqual({
      kind: 'file', id: 'prt_1', filename: 'a.png', mime: 'image/png', url: 'data:image/png;base64,AA', isImage: true, isPdf: false,
    });
    expect(classifyPart({ ...base, type: 'file', mime: 'application/pdf', url: 'file:///a.pdf' })).toEqual({
      kind: 'file', id: 'prt_1', mime: 'application/pdf', url: 'file:///a.pdf', isImage: false, isPdf: true,
    });
  });

  it('subtask', () => {
    expect(
      classifyPart({ ...base, type: 'subtask', prompt: 'p', description: 'd', agent: 'explore', model: { providerID: 'openai', modelID: 'gpt-5' } }),
    ).toEqual({ kind: 'subtask', id: 'prt_1', description: 'd', agent: 'explore', prompt: 'p', model: { providerID: 'openai', modelID: 'gpt-5' } });
  });

  it('patch counts its files', () => {
    expect(classifyPart({ ...base, type: 'patch', hash: 'abc', files: ['a.ts', 'b.ts'] })).toEqual({
      kind: 'patch', id: 'prt_1', hash: 'abc', files: ['a.ts', 'b.ts'], fileCount: 2,
    });
  });

  it('snapshot and agent', () => {
    expect(classifyPart({ ...base, type: 'snapshot', snapshot: 'sha' })).toEqual({ kind: 'snapshot', id: 'prt_1', snapshot: 'sha' });
    expect(classifyPart({ ...base, type: 'agent', name: 'plan' })).toEqual({ kind: 'agent', id: 'prt_1', name: 'plan' });
  });

  it('retry takes message from error.data.message and createdAt from time.created', () => {
    expect(
      classifyPart({ ...base, type: 'retry', attempt: 2, error: { name: 'APIError', data: { message: 'Overloaded' } }, time: { created: 42 } }),
    ).toEqual({ kind: 'retry', id: 'prt_1', attempt: 2, message: 'Overloaded', createdAt: 42 });
  });

  it('compaction maps tail_start_id to tailStartId and defaults overflow to false', () => {
    expect(classifyPart({ ...base, type: 'compaction', auto: true, tail_start_id: 'msg_9' })).toEqual({
      kind: 'compaction', id: 'prt_1', auto: true, overflow: false, tailStartId: 'msg_9',
    });
  });

  it('step-start and step-finish become kind step with a phase', () => {
    expect(classifyPart({ ...base, type: 'step-start', snapshot: 'sha1' })).toEqual({ kind: 'step', id: 'prt_1', phase: 'start', snapshot: 'sha1' });
    expect(
      classifyPart({ ...base, type: 'step-finish', reason: 'stop', cost: 0.5, tokens: { input: 10, output: 5, cache: { read: 1, write: 0 } } }),
    ).toEqual({ kind: 'step', id: 'prt_1', phase: 'finish', reason: 'stop', cost: 0.5, tokens: { input: 10, output: 5, cache: { read: 1, write: 0 } } });
  });

  it('drops a snapshot that is not a string (schema drift) instead of passing it on', () => {
    expect(classifyPart({ ...base, type: 'step-start', snapshot: { title: 'x' } })).toEqual({ kind: 'step', id: 'prt_1', phase: 'start' });
  });

  it('an unknown part type is kept as unknown with the raw part', () => {
    const raw = { ...base, type: 'hologram', beam: 3 };
    expect(classifyPart(raw)).toEqual({ kind: 'unknown', raw });
  });

  it('non-objects are unknown', () => {
    for (const raw of [null, undefined, 3, 'text', [1, 2]]) expect(classifyPart(raw)).toEqual({ kind: 'unknown', raw });
  });
});

describe('hasVisibleContent', () => {
  it('blank text, synthetic text, steps and snapshots are not visible; tools are', () => {
    expect(hasVisibleContent(classifyPart({ ...base, type: 'text', text: '  ' }))).toBe(false);
    expect(hasVisibleContent(classifyPart({ ...base, type: 'text', text: 'x', synthetic: true }))).toBe(false);
    expect(hasVisibleContent(classifyPart({ ...base, type: 'step-start' }))).toBe(false);
    expect(hasVisibleContent(classifyPart({ ...base, type: 'snapshot', snapshot: 's' }))).toBe(false);
    expect(hasVisibleContent(classifyPart({ ...base, ...tool('bash', running({ command: 'ls' })) }))).toBe(true);
  });
});

describe('classifyPart properties', () => {
  it('never throws on arbitrary values and always returns a known kind', () => {
    const kinds = ['text', 'reasoning', 'tool', 'file', 'subtask', 'patch', 'snapshot', 'agent', 'retry', 'compaction', 'step', 'unknown'];
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true }), (value) => {
        expect(kinds).toContain(classifyPart(value).kind);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on JSON objects that claim a known type', () => {
    const type = fc.constantFrom('text', 'reasoning', 'tool', 'file', 'subtask', 'patch', 'snapshot', 'agent', 'retry', 'compaction', 'step-start', 'step-finish');
    fc.assert(
      fc.property(type, fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (t, extra, state) => {
        const part = classifyPart({ ...extra, type: t, state, tokens: state, error: state, time: state });
        expect(part.kind).not.toBe('unknown');
      }),
      { numRuns: 500 },
    );
  });
});
