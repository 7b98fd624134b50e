import type { MessageWithParts } from '@/lib/contract/wire';
import { messageParts } from './guards';
import { classifyPart } from './parts';
import { getTurnError } from './turn-errors';
import { toolInfo } from './tools';
import { toolViewModel } from './tool-view-model';
import { groupMessagesIntoTurns, type Turn } from './turns';
import { PRETTY_JSON_LIMIT_CHARS } from './limits';
import { isRecord, prop, safeStringify, truncate } from './util';

export interface TranscriptOptions {
  /** First turn to export, 0-based, inclusive (default 0). */
  fromTurn?: number;
  /** Last turn to export, 0-based, inclusive (default the last turn). */
  toTurn?: number;
  /** Include reasoning parts as quoted "Thinking" blocks (default false). */
  includeReasoning?: boolean;
  /** A `# title` line at the top. */
  title?: string;
  /** Longest tool input/output kept per block, in characters (default 4000). */
  maxToolChars?: number;
}

/** A fence longer than any backtick run inside `text`, so the block cannot end early. */
function fence(text: string, lang = ''): string {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${lang}\n${text}\n${marks}`;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function inputOf(part: unknown): unknown {
  return prop(prop(part, 'state'), 'input');
}

function toolBlock(part: unknown, max: number): string {
  const view = classifyPart(part);
  if (view.kind !== 'tool') return '';
  const tool = view.tool;
  const lines = [`**Tool: ${toolInfo(tool.name).label}** (\`${tool.name || 'unknown'}\`, ${tool.status})`];
  const model = toolViewModel(part);
  if (model.kind === 'shell' && model.command) lines.push('', fence(truncate(model.command, max), 'sh'));
  else {
    const input = inputOf(part);
    if (isRecord(input) && Object.keys(input).length > 0) lines.push('', 'Input:', '', fence(truncate(safeStringify(input, 2), max), 'json'));
  }
  if (tool.outputText.trim() !== '') lines.push('', 'Output:', '', fence(truncate(tool.outputText.trimEnd(), max)));
  if (tool.error) lines.push('', `Error: ${tool.error}`);
  return lines.join('\n');
}

function userSection(turn: Turn, max: number): string[] {
  const out: string[] = [];
  for (const raw of messageParts(turn.user)) {
    const part = classifyPart(raw);
    if (part.kind === 'text' && !part.synthetic && part.text.trim() !== '') out.push(part.text.trim());
    else if (part.kind === 'file') out.push(`Attachment: ${part.filename ?? part.url} (${part.mime || 'unknown type'})`);
  }
  if (out.length === 0) {
    // Shell mode: the user's prompt is synthetic; the command is the assistant's bash call.
    const command = prop(inputOf(messageParts(turn.assistants[0])[0]), 'command');
    if (typeof command === 'string') out.push(`Shell: \`${truncate(command, max).replace(/`/g, "'")}\``);
  }
  return out;
}

function assistantSection(turn: Turn, options: Required<Pick<TranscriptOptions, 'includeReasoning' | 'maxToolChars'>>): string[] {
  const out: string[] = [];
  for (const message of turn.assistants) {
    for (const raw of messageParts(message)) {
      const part = classifyPart(raw);
      if (part.kind === 'text' && !part.synthetic && part.text.trim() !== '') out.push(part.text.trim());
      else if (part.kind === 'reasoning' && options.includeReasoning && part.text.trim() !== '') {
        out.push(quote(`**Thinking**\n\n${part.text.trim()}`));
      } else if (part.kind === 'tool') out.push(toolBlock(raw, options.maxToolChars));
      else if (part.kind === 'file') out.push(`Attachment: ${part.filename ?? part.url} (${part.mime || 'unknown type'})`);
      else if (part.kind === 'subtask') out.push(`**Subtask** (${part.agent}): ${part.description}`);
      else if (part.kind === 'retry') out.push(`_Retry ${part.attempt}: ${part.message}_`);
      else if (part.kind === 'compaction') out.push('_Conversation compacted_');
    }
  }
  const error = getTurnError(turn);
  if (error) out.push(`**Error:** ${error}`);
  return out;
}

function index(value: number | undefined, fallback: number, last: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.trunc(value), 0), last);
}

/**
 * Markdown of a conversation: per turn the user's text and the assistant's text, tool calls
 * summarised with their inputs and outputs (cut at `maxToolChars`), reasoning when asked for,
 * errors. `fromTurn`/`toTurn` select a range of the turns of `groupMessagesIntoTurns`.
 */
export function formatTranscript(messages: readonly MessageWithParts[] | unknown, options: TranscriptOptions = {}): string {
  const turns = groupMessagesIntoTurns(messages);
  const blocks: string[] = [];
  if (typeof options.title === 'string' && options.title.trim() !== '') blocks.push(`# ${options.title.trim()}`);
  const last = turns.length - 1;
  if (last >= 0) {
    const from = index(options.fromTurn, 0, last);
    const to = index(options.toTurn, last, last);
    const settings = {
      includeReasoning: options.includeReasoning === true,
      maxToolChars: typeof options.maxToolChars === 'number' && options.maxToolChars > 0 ? options.maxToolChars : PRETTY_JSON_LIMIT_CHARS,
    };
    for (let i = from; i <= to; i++) {
      const turn = turns[i];
      const user = userSection(turn, settings.maxToolChars);
      if (user.length > 0) blocks.push(`## User (turn ${i + 1})`, ...user);
      const assistant = assistantSection(turn, settings);
      if (assistant.length > 0) blocks.push('## Assistant', ...assistant);
    }
  }
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}
