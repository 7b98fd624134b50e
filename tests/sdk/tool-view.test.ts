import { describe, expect, it } from 'vitest';
import { classifyPart, OUTPUT_PARSE_LIMIT_BYTES, toToolView } from '@/lib/sdk/helpers';
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

describe('toToolView on its own', () => {
  it('is what classifyPart puts in a tool part', () => {
    const part = { ...base, ...tool('bash', completed({ command: 'ls' }, 'a\nb'), 'call_2') };
    expect(classifyPart(part)).toEqual({ kind: 'tool', id: 'prt_1', tool: toToolView(part) });
  });
  it('a non-object gives an empty pending view', () => {
    expect(toToolView(null)).toEqual({ name: '', title: 'Tool', status: 'pending', outputText: '' });
  });
});
