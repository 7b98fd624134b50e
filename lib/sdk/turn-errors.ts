import type { MessageWithParts } from '@/lib/contract/wire';
import { isUserMessage } from './guards';
import { isRecord, nonEmpty, prop, str, tryParseJson } from './util';

export interface TurnError {
  /** Wire error name, e.g. `APIError`, `MessageAbortedError`. */
  name: string;
  /** Human-readable message (unwrapped from JSON bodies). */
  message: string;
  /** The user or the runtime stopped the message; the UI shows it as "Interrupted", not as a failure. */
  aborted: boolean;
}

const ABORTED = 'MessageAbortedError';
const MAX_DEPTH = 4;

function parseEmbeddedJson(text: string): unknown {
  const whole = tryParseJson(text);
  if (whole.ok) {
    if (typeof whole.value !== 'string') return whole.value;
    const inner = tryParseJson(whole.value.trim());
    return inner.ok ? inner.value : whole.value;
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  const embedded = tryParseJson(text.slice(start, end + 1));
  return embedded.ok ? embedded.value : undefined;
}

function messageOf(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return unwrapText(value, depth + 1);
  if (!isRecord(value)) return undefined;
  const gateway = prop(value, 'gateway') ?? prop(prop(value, 'error'), 'gateway');
  const gatewayMessage = nonEmpty(prop(gateway, 'message'));
  if (gatewayMessage) return gatewayMessage;
  const error = prop(value, 'error');
  if (isRecord(error)) {
    const type = nonEmpty(prop(error, 'type'));
    const message = nonEmpty(prop(error, 'message'));
    if (type && message) return `${type}: ${message}`;
    if (message) return message;
    if (type) return type;
    const code = nonEmpty(prop(error, 'code'));
    if (code) return code;
  }
  const message = prop(value, 'message');
  if (typeof message === 'string' && message.trim() !== '') return unwrapText(message, depth + 1);
  const dataMessage = prop(prop(value, 'data'), 'message');
  if (typeof dataMessage === 'string' && dataMessage.trim() !== '') return unwrapText(dataMessage, depth + 1);
  if (typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}

function unwrapText(raw: string, depth: number): string {
  const text = raw.replace(/^(?:Error:\s*)+/, '').trim();
  if (text === '') return raw.trim();
  const json = parseEmbeddedJson(text);
  if (typeof json === 'string') return json;
  if (!isRecord(json)) return text;
  return messageOf(json, depth) ?? text;
}

/**
 * A readable message from any error value: strips "Error: ", unwraps JSON bodies (also when they
 * are double-encoded or embedded after a status prefix such as `429 {...}`), reads wire errors
 * `{ name, data: { message } }`, provider bodies `{ error: { type, message } }` and the gateway
 * envelope. '' for null/undefined; the error name, then "Unknown error", when nothing is readable.
 */
export function unwrapError(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return unwrapText(raw, 0);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  const message = messageOf(raw, 0);
  if (message) return message;
  return nonEmpty(prop(raw, 'name')) ?? 'Unknown error';
}

/** Error info of one message, or undefined when it has none. */
export function messageError(message: unknown): TurnError | undefined {
  const error = prop(prop(message, 'info'), 'error');
  if (error === undefined || error === null || error === false) return undefined;
  const name = str(prop(error, 'name')) ?? 'Error';
  return { name, message: unwrapError(error), aborted: name === ABORTED };
}

function assistantsOf(input: unknown): unknown[] {
  if (Array.isArray(input)) return input.filter((m) => !isUserMessage(m));
  const assistants = prop(input, 'assistants');
  if (Array.isArray(assistants)) return assistants;
  return isRecord(input) && 'info' in input && !isUserMessage(input) ? [input] : [];
}

function lastError(messages: unknown[], skipAborted: boolean): TurnError | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const error = messageError(messages[i]);
    if (error && !(skipAborted && error.aborted)) return error;
  }
  return undefined;
}

/** The error of the last assistant message that carries one (aborts included, flagged). */
export function findTurnError(input: unknown): TurnError | undefined {
  return lastError(assistantsOf(input), false);
}

/**
 * The readable error of a turn (a `Turn`, a message list or one message): the last assistant
 * error that is not an abort. Aborts are not failures; `classifyTurn(...).error.aborted` shows them.
 */
export function getTurnError(turn: unknown): string | undefined {
  return lastError(assistantsOf(turn), true)?.message;
}

/** The newest non-abort error among a child session's assistant messages. */
export function getChildSessionError(childMessages: readonly MessageWithParts[] | unknown): string | undefined {
  return Array.isArray(childMessages) ? lastError(childMessages.filter((m) => !isUserMessage(m)), true)?.message : undefined;
}
