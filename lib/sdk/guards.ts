import type {
  AgentPart,
  CompactionPart,
  FilePart,
  MessageWithParts,
  Part,
  PatchPart,
  ReasoningPart,
  SnapshotPart,
  TextPart,
  ToolPart,
} from '@/lib/contract/wire';
import { isRecord, prop } from './util';

/** A part together with the message that holds it (what `collectTurnParts` returns). */
export interface TurnPart {
  part: Part;
  message: MessageWithParts;
}

/** Helpers that take parts accept wire parts or `{ part, message }` pairs. */
export type PartLike = Part | TurnPart;

function hasType(part: unknown, type: string): boolean {
  return isRecord(part) && prop(part, 'type') === type;
}

export function isTextPart(part: unknown): part is TextPart {
  return hasType(part, 'text');
}
export function isToolPart(part: unknown): part is ToolPart {
  return hasType(part, 'tool');
}
export function isReasoningPart(part: unknown): part is ReasoningPart {
  return hasType(part, 'reasoning');
}
export function isFilePart(part: unknown): part is FilePart {
  return hasType(part, 'file');
}
export function isAgentPart(part: unknown): part is AgentPart {
  return hasType(part, 'agent');
}
export function isCompactionPart(part: unknown): part is CompactionPart {
  return hasType(part, 'compaction');
}
export function isSnapshotPart(part: unknown): part is SnapshotPart {
  return hasType(part, 'snapshot');
}
export function isPatchPart(part: unknown): part is PatchPart {
  return hasType(part, 'patch');
}

/** Text of a text or reasoning part; undefined for every other part. */
export function getPartText(part: unknown): string | undefined {
  if (!isTextPart(part) && !isReasoningPart(part)) return undefined;
  const text = prop(part, 'text');
  return typeof text === 'string' ? text : '';
}

/** The wire part inside a `PartLike` (or the value itself when it is not a pair). */
export function unwrapPart(item: unknown): unknown {
  if (isRecord(item) && !('type' in item) && isRecord(prop(item, 'part'))) return prop(item, 'part');
  return item;
}

export function isUserMessage(message: unknown): boolean {
  return prop(prop(message, 'info'), 'role') === 'user';
}

/** Parts of a message as an array (empty for malformed messages). */
export function messageParts(message: unknown): unknown[] {
  const parts = prop(message, 'parts');
  return Array.isArray(parts) ? parts : [];
}
