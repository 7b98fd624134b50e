import type { MessageWithParts, SessionInfo, ToolPart } from '@/lib/contract/wire';
import { isToolPart, isUserMessage, messageParts } from './guards';
import { SESSION_PIN_WINDOW_MS } from './limits';
import { isToolPartHidden } from './status';
import { num, prop, str } from './util';

/** Anything with the session's `time.updated` (SessionInfo, list rows, inventory rows). */
export interface SortableSession {
  time?: { updated?: number };
}

function updatedAt(session: unknown): number {
  return num(prop(prop(session, 'time'), 'updated')) ?? 0;
}

/**
 * Comparator for `Array.prototype.sort` (which is stable): sessions updated within the last 60 s
 * before `now` (inclusive, or in the future) are pinned on top and keep their incoming order, so
 * a busy list does not reshuffle while you look at it; the rest follow by `time.updated`, newest first.
 */
export function sortSessions(now: number): (a: SortableSession, b: SortableSession) => number {
  const cutoff = now - SESSION_PIN_WINDOW_MS;
  return (a, b) => {
    const ua = updatedAt(a);
    const ub = updatedAt(b);
    const pinnedA = ua >= cutoff;
    const pinnedB = ub >= cutoff;
    if (pinnedA && pinnedB) return 0;
    if (pinnedA) return -1;
    if (pinnedB) return 1;
    return ub - ua;
  };
}

/** Child sessions grouped by their `parentID`, in input order. Sessions without a parent are left out. */
export function childMapByParent<T extends Pick<SessionInfo, 'id' | 'parentID'>>(sessions: readonly T[] | unknown): Map<string, T[]> {
  const map = new Map<string, T[]>();
  if (!Array.isArray(sessions)) return map;
  for (const session of sessions as T[]) {
    const parent = str(prop(session, 'parentID'));
    if (!parent) continue;
    const list = map.get(parent);
    if (list) list.push(session);
    else map.set(parent, [session]);
  }
  return map;
}

/** Ids of every descendant of `id` (children first, breadth-first), without `id`; safe on cycles. */
export function allDescendantIds(map: ReadonlyMap<string, ReadonlyArray<{ id: string }>>, id: string): string[] {
  const result: string[] = [];
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let i = 0; i < queue.length; i++) {
    for (const child of map.get(queue[i]) ?? []) {
      const childId = str(prop(child, 'id'));
      if (childId === undefined || seen.has(childId)) continue;
      seen.add(childId);
      result.push(childId);
      queue.push(childId);
    }
  }
  return result;
}

const TASK_OUTPUT_ID = /<task\b[^>]*\bid="([^"]+)"/;
const LEGACY_TASK_ID = /\btask_id:\s*(ses_[A-Za-z0-9]+)/;

/**
 * The child session a tool call started: `state.metadata.sessionId` (set as soon as the child
 * exists), else the id in a `<task id="…">` output (or the older `task_id: ses_…` line).
 */
export function getChildSessionId(part: ToolPart | unknown): string | undefined {
  if (!isToolPart(part)) return undefined;
  const state = prop(part, 'state');
  const fromMetadata = str(prop(prop(state, 'metadata'), 'sessionId'));
  if (fromMetadata) return fromMetadata;
  const output = str(prop(state, 'output'));
  if (!output) return undefined;
  return TASK_OUTPUT_ID.exec(output)?.[1] ?? LEGACY_TASK_ID.exec(output)?.[1];
}

/** The visible tool parts of a child session's assistant messages, in order (its activity list). */
export function getChildSessionToolParts(childMessages: readonly MessageWithParts[] | unknown): ToolPart[] {
  const result: ToolPart[] = [];
  if (!Array.isArray(childMessages)) return result;
  for (const message of childMessages) {
    if (isUserMessage(message)) continue;
    for (const part of messageParts(message)) {
      if (isToolPart(part) && !isToolPartHidden(part)) result.push(part);
    }
  }
  return result;
}
