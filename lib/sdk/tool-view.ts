import type { ToolPart } from '@/lib/contract/wire';
import { OUTPUT_PARSE_LIMIT_BYTES } from './limits';
import { toolInfo } from './tools';
import { displayText, fitsInBytes, isRecord, nonEmpty, prop, str, tryParseJson } from './util';

export type ToolViewStatus = 'pending' | 'running' | 'done' | 'error';

/** The spec's ToolView: a tool call as the timeline shows it. */
export interface ToolView {
  name: string;
  title: string;
  status: ToolViewStatus;
  input?: Record<string, unknown>;
  output?: string;
  error?: string;
  /** Parsed JSON of the output when it parses and is at most 256KB. */
  outputParsed?: unknown;
  /** Raw output, always present ('' when there is none). */
  outputText: string;
}

function parseOutput(output: string): { ok: true; value: unknown } | { ok: false } {
  if (output.trim() === '' || !fitsInBytes(output, OUTPUT_PARSE_LIMIT_BYTES)) return { ok: false };
  return tryParseJson(output);
}

/** The message of a JSON result that reports `success: false`, or undefined when it does not. */
function failureMessage(parsed: unknown): string | undefined {
  if (!isRecord(parsed) || prop(parsed, 'success') !== false) return undefined;
  const error = prop(parsed, 'error');
  return (
    nonEmpty(error) ??
    nonEmpty(prop(error, 'message')) ??
    nonEmpty(prop(parsed, 'message')) ??
    'The tool reported a failure'
  );
}

/** ToolView of a wire tool part. Malformed parts give a pending view with empty output. */
export function toToolView(part: ToolPart | unknown): ToolView {
  const name = str(prop(part, 'tool')) ?? '';
  const state = prop(part, 'state');
  const wireStatus = prop(state, 'status');
  const input = prop(state, 'input');
  const metadata = prop(state, 'metadata');
  const title = nonEmpty(prop(state, 'title')) ?? toolInfo(name).label;

  const view: ToolView = { name, title, status: 'pending', outputText: '' };
  if (isRecord(input)) view.input = input;

  if (wireStatus === 'completed') {
    const raw = prop(state, 'output');
    const output = raw === undefined || raw === null ? '' : displayText(raw);
    view.status = 'done';
    view.output = output;
    view.outputText = output;
    const parsed = parseOutput(output);
    if (parsed.ok) {
      view.outputParsed = parsed.value;
      const failure = failureMessage(parsed.value);
      if (failure !== undefined) {
        view.status = 'error';
        view.error = failure;
      }
    }
    return view;
  }
  if (wireStatus === 'error') {
    view.status = 'error';
    view.error = displayText(prop(state, 'error')) || 'Tool failed';
    view.outputText = str(prop(metadata, 'output')) ?? '';
    return view;
  }
  if (wireStatus === 'running') {
    view.status = 'running';
    // A running shell streams its output into metadata.output.
    view.outputText = str(prop(metadata, 'output')) ?? '';
  }
  return view;
}
