import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPart, hasVisibleContent, OUTPUT_PARSE_LIMIT_BYTES } from '@/lib/sdk/helpers';
import { completed, failed, running, tool } from '../fixtures/sessions/build';

const base = { id: 'prt_1', sessionID: 'ses_1', messageID: 'msg_1' };

/** A JSON object output of exactly `bytes` UTF-8 bytes. */
function jsonOfBytes(bytes: number, filler = 'a'): string {
  const empty = JSON.stringify({ data: '' });
  const fillerBytes = new TextEncoder().encode(filler).length;
  return JSON.stringify({ data: filler.repeat((bytes - empty.length) / fillerBytes) });
}

function toolView(state: Parameters<typeof tool>[1], name = 'custom_tool') {
  const part = classifyPart({ ...base, ...tool(name, state, 'call_1') });
  if (part.kind !== 'tool') throw new Error(`expected a tool, got ${part.kind}`);
  return part.tool;
}

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

describe('ToolView', () => {
  it('wire completed is done, with output and outputText', () => {
    const view = toolView(completed({ q: 1 }, 'plain output', {}, 'Title from runtime'));
    expect(view).toEqual({ name: 'custom_tool', title: 'Title from runtime', status: 'done', input: { q: 1 }, output: 'plain output', outputText: 'plain output' });
  });

  it('a completed tool whose JSON output says success:false is error, with the reason', () => {
    const view = toolView(completed({ query: 'x' }, JSON.stringify({ success: false, error: 'quota exhausted' })), 'web_search');
    expect(view.status).toBe('error');
    expect(view.error).toBe('quota exhausted');
    expect(view.outputParsed).toEqual({ success: false, error: 'quota exhausted' });
  });

  it('success:true stays done', () => {
    expect(toolView(completed({}, '{"success":true}')).status).toBe('done');
  });

  it('pending, running and error map one to one; outputText is always a string', () => {
    const pending = toolView({ status: 'pending', input: {} });
    expect(pending.status).toBe('pending');
    expect(pending.outputText).toBe('');
    const run = toolView(running({ command: 'ls' }, { output: 'partial' }), 'bash');
    expect(run).toMatchObject({ status: 'running', outputText: 'partial' });
    const err = toolView(failed({}, 'boom'));
    expect(err).toMatchObject({ status: 'error', error: 'boom', outputText: '' });
  });

  it('falls back to the tool label when the runtime gave no title', () => {
    expect(toolView(completed({}, 'x'), 'bash').title).toBe('Shell');
  });

  it('outputParsed is absent when the output is not JSON', () => {
    expect(toolView(completed({}, 'not json {')).outputParsed).toBeUndefined();
  });

  it('outputParsed: a JSON output of exactly 256KB is parsed', () => {
    const output = jsonOfBytes(OUTPUT_PARSE_LIMIT_BYTES);
    expect(new TextEncoder().encode(output).length).toBe(262_144);
    const view = toolView(completed({}, output));
    expect(view.outputParsed).toEqual(JSON.parse(output));
    expect(view.outputText).toBe(output);
  });

  it('outputParsed: one byte past 256KB is not parsed, outputText still complete', () => {
    const output = jsonOfBytes(OUTPUT_PARSE_LIMIT_BYTES + 1);
    expect(new TextEncoder().encode(output).length).toBe(262_145);
    const view = toolView(completed({}, output));
    expect(view.outputParsed).toBeUndefined();
    expect(view.outputText).toBe(output);
  });

  it('outputParsed: the cap counts UTF-8 bytes, not characters', () => {
    const output = jsonOfBytes(OUTPUT_PARSE_LIMIT_BYTES + 1, 'é');
    expect(new TextEncoder().encode(output).length).toBe(262_145);
    expect(output.length).toBeLessThan(OUTPUT_PARSE_LIMIT_BYTES);
    expect(toolView(completed({}, output)).outputParsed).toBeUndefined();
  });

  it('a tool part without a state is a pending view, not an exception', () => {
    const part = classifyPart({ ...base, type: 'tool', tool: 'bash' });
    expect(part).toMatchObject({ kind: 'tool', tool: { status: 'pending', outputText: '' } });
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
