import type { MessageWithParts, TextPart, ToolPart } from '@/lib/contract/wire';
import { isTextPart, isToolPart, messageParts, type PartLike, type TurnPart, unwrapPart } from './guards';
import { classifyPart, hasVisibleContent, type ClassifiedPart } from './parts';
import { findTurnError, type TurnError } from './turn-errors';
import { isRecord, prop, str } from './util';

/** One user message and the assistant messages that answer it. */
export interface Turn {
  /** The user message id (the first assistant's id for a turn without a user message). */
  id: string;
  user: MessageWithParts | null;
  assistants: MessageWithParts[];
}

export interface ClassifiedTurn {
  parts: ClassifiedPart[];
  error?: TurnError;
  isEmpty: boolean;
}

function infoOf(message: unknown) {
  return prop(message, 'info');
}

function roleOf(message: unknown): string | undefined {
  return str(prop(infoOf(message), 'role'));
}

function idOf(message: unknown): string {
  return str(prop(infoOf(message), 'id')) ?? '';
}

/**
 * Turns in session order, in linear time. A message whose role is `user` starts a turn; every
 * other message (assistant, missing role, malformed) is an answer: it joins the turn of the user
 * message named by its `parentID`, else the turn of the nearest preceding user message, else
 * (it precedes every user message) the first turn. Every input message lands in exactly one turn.
 * Turn ids are unique: a repeated user id gets a `#2`, `#3`… suffix.
 */
export function groupMessagesIntoTurns(messages: readonly MessageWithParts[] | unknown): Turn[] {
  if (!Array.isArray(messages)) return [];
  const list = messages as MessageWithParts[];
  const turns: Turn[] = [];
  const byUserId = new Map<string, Turn>();
  const usedIds = new Map<string, number>();
  const turnAt: Array<Turn | undefined> = new Array(list.length);

  for (let i = 0; i < list.length; i++) {
    const message = list[i];
    if (roleOf(message) !== 'user') continue;
    const userId = idOf(message);
    const seen = usedIds.get(userId) ?? 0;
    usedIds.set(userId, seen + 1);
    const turn: Turn = { id: seen === 0 ? userId : `${userId}#${seen + 1}`, user: message, assistants: [] };
    turns.push(turn);
    turnAt[i] = turn;
    if (userId !== '' && !byUserId.has(userId)) byUserId.set(userId, turn);
  }

  const orphans: MessageWithParts[] = [];
  let current: Turn | undefined;
  for (let i = 0; i < list.length; i++) {
    const message = list[i];
    const own = turnAt[i];
    if (own) {
      current = own;
      continue;
    }
    const parentId = str(prop(infoOf(message), 'parentID'));
    const parent = parentId !== undefined ? byUserId.get(parentId) : undefined;
    const target = parent ?? current;
    if (target) target.assistants.push(message);
    else orphans.push(message);
  }

  if (orphans.length > 0) {
    if (turns.length > 0) turns[0].assistants = orphans.concat(turns[0].assistants);
    else turns.push({ id: idOf(orphans[0]), user: null, assistants: orphans });
  }
  return turns;
}

function toMessageList(input: unknown): unknown[] {
  if (Array.isArray(input)) return input;
  return isRecord(input) ? [input] : [];
}

/**
 * Classification of the assistant side of a turn: the parts of every given non-user message in
 * order (synthetic text skipped), the turn's error (the last message carrying one) and `isEmpty`.
 */
export function classifyTurn(messages: MessageWithParts | readonly MessageWithParts[] | unknown): ClassifiedTurn {
  const list = toMessageList(messages).filter((m) => roleOf(m) !== 'user');
  const parts: ClassifiedPart[] = [];
  for (const message of list) {
    for (const raw of messageParts(message)) {
      const part = classifyPart(raw);
      if (part.kind === 'text' && part.synthetic) continue;
      parts.push(part);
    }
  }
  const error = findTurnError(list);
  const isEmpty = !error && !parts.some(hasVisibleContent);
  return error ? { parts, error, isEmpty } : { parts, isEmpty };
}

/** Every part of a turn's assistant messages, each with its message. */
export function collectTurnParts(turn: Turn | unknown): TurnPart[] {
  const result: TurnPart[] = [];
  const assistants = prop(turn, 'assistants');
  if (!Array.isArray(assistants)) return result;
  for (const message of assistants as MessageWithParts[]) {
    for (const part of messageParts(message)) {
      if (isRecord(part)) result.push({ part: part as TurnPart['part'], message });
    }
  }
  return result;
}

/** The last non-synthetic text part with visible text (the turn's answer). */
export function findLastTextPart(parts: readonly PartLike[] | unknown): TextPart | undefined {
  if (!Array.isArray(parts)) return undefined;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = unwrapPart(parts[i]);
    if (!isTextPart(part) || prop(part, 'synthetic') === true) continue;
    const text = prop(part, 'text');
    if (typeof text === 'string' && text.trim() !== '') return part;
  }
  return undefined;
}

const STEP_TYPES = new Set(['tool', 'reasoning', 'patch', 'compaction', 'retry', 'subtask', 'file']);

/** Whether a turn has steps to fold under "Show steps": tools, reasoning, patches, retries, subtasks, files. */
export function turnHasSteps(parts: readonly PartLike[] | unknown): boolean {
  if (!Array.isArray(parts)) return false;
  return parts.some((item) => {
    const part = unwrapPart(item);
    const type = prop(part, 'type');
    if (typeof type !== 'string' || !STEP_TYPES.has(type)) return false;
    if (type === 'reasoning') return (str(prop(part, 'text')) ?? '').trim() !== '';
    return true;
  });
}

/**
 * Shell mode: the user typed a shell command. The user message holds only synthetic text parts,
 * and the turn has exactly one assistant message whose only part is a `bash` tool call.
 */
export function isShellMode(turn: Turn | unknown): boolean {
  return getShellModePart(turn) !== undefined;
}

/** The `bash` tool part of a shell-mode turn, or undefined when the turn is not in shell mode. */
export function getShellModePart(turn: Turn | unknown): ToolPart | undefined {
  const userParts = messageParts(prop(turn, 'user'));
  if (userParts.length === 0) return undefined;
  if (!userParts.every((p) => isTextPart(p) && prop(p, 'synthetic') === true)) return undefined;
  const assistants = prop(turn, 'assistants');
  if (!Array.isArray(assistants) || assistants.length !== 1) return undefined;
  const parts = messageParts(assistants[0]);
  if (parts.length !== 1) return undefined;
  const part = parts[0];
  return isToolPart(part) && prop(part, 'tool') === 'bash' ? part : undefined;
}
