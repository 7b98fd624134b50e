import type { MessageWithParts } from '@/lib/contract/wire';
import { isRecord, prop, str } from './util';
import { jsonEqual } from './json-equal';

/** The loaded part of a session's messages: a contiguous window ending at the newest message. */
export interface MessageWindow {
  /** Oldest first. */
  items: MessageWithParts[];
  /** Cursor for the next older page (`before`), or null once the session's first message is loaded. */
  olderCursor: string | null;
}

/** Which request a page answers: the newest page (no cursor), `before` (older) or `after` (newer). */
export type PageKind = 'newest' | 'older' | 'newer';

export interface MessagePage {
  items: MessageWithParts[];
  next_cursor: string | null;
}

export const EMPTY_WINDOW: MessageWindow = { items: [], olderCursor: null };

export function messageId(message: unknown): string | undefined {
  const id = str(prop(prop(message, 'info'), 'id'));
  return id === undefined || id === '' ? undefined : id;
}

/** A page as the API returns it, read defensively: items that are not messages with an id are dropped. */
export function readPage(page: unknown): MessagePage {
  const raw = prop(page, 'items');
  const items = Array.isArray(raw) ? (raw.filter((m) => isRecord(m) && messageId(m) !== undefined) as MessageWithParts[]) : [];
  const cursor = prop(page, 'next_cursor');
  return { items, next_cursor: typeof cursor === 'string' && cursor !== '' ? cursor : null };
}

/** Incoming messages with repeated ids collapsed: the first position wins, the last content wins. */
function dedupe(incoming: MessageWithParts[]): MessageWithParts[] {
  const at = new Map<string, number>();
  const out: MessageWithParts[] = [];
  for (const message of incoming) {
    const id = messageId(message);
    if (id === undefined) continue;
    const seen = at.get(id);
    if (seen === undefined) {
      at.set(id, out.length);
      out.push(message);
    } else out[seen] = message;
  }
  return out;
}

/**
 * Messages of `base` and `incoming` by message id, in session order, without relying on how ids
 * sort: a message present in both is replaced by the incoming version (the same object is kept
 * when the content is equal, so unchanged rows keep their identity); a new message is placed after
 * the known message that precedes it in `incoming` (or before the first known one). When nothing
 * overlaps, `incoming` goes before `base` for older pages and after it otherwise.
 * Returns `base` itself when nothing changed.
 */
export function mergeMessages(base: readonly MessageWithParts[], incomingRaw: readonly MessageWithParts[], direction: 'older' | 'newer'): MessageWithParts[] {
  const baseList = Array.isArray(base) ? base : [];
  const incoming = dedupe(Array.isArray(incomingRaw) ? [...incomingRaw] : []);
  if (incoming.length === 0) return baseList as MessageWithParts[];

  // Positions in base of the incoming ids only: an older page prepended to thousands of messages builds no index of
  // them all.
  const incomingIds = new Set(incoming.map(messageId));
  const position = new Map<string, number>();
  for (let i = 0; i < baseList.length; i++) {
    const id = messageId(baseList[i]);
    if (id !== undefined && incomingIds.has(id) && !position.has(id)) position.set(id, i);
  }

  const current = baseList.slice();
  // insertsAfter[p + 1] holds new messages that go right after base position p (p = -1: before all).
  const insertsAfter = new Map<number, MessageWithParts[]>();
  const add = (after: number, m: MessageWithParts) => {
    const list = insertsAfter.get(after);
    if (list) list.push(m);
    else insertsAfter.set(after, [m]);
  };
  let changed = false;
  let anchor: number | undefined;
  let leading: MessageWithParts[] = [];

  for (const message of incoming) {
    const id = messageId(message) as string;
    const pos = position.get(id);
    if (pos !== undefined) {
      if (!jsonEqual(current[pos], message)) {
        current[pos] = message;
        changed = true;
      }
      if (anchor === undefined && leading.length > 0) {
        for (const m of leading) add(pos - 1, m);
        leading = [];
      }
      anchor = pos;
    } else if (anchor === undefined) leading.push(message);
    else add(anchor, message);
  }

  if (anchor === undefined) {
    // No overlap at all.
    return direction === 'older' ? [...leading, ...baseList] : [...baseList, ...leading];
  }
  if (insertsAfter.size === 0) return changed ? current : (baseList as MessageWithParts[]);

  const out: MessageWithParts[] = [...(insertsAfter.get(-1) ?? [])];
  for (let i = 0; i < current.length; i++) {
    out.push(current[i]);
    const after = insertsAfter.get(i);
    if (after) out.push(...after);
  }
  return out;
}

/** A cached window read defensively: anything malformed counts as empty. */
export function readWindow(window: unknown): MessageWindow {
  const items = prop(window, 'items');
  const cursor = prop(window, 'olderCursor');
  return { items: Array.isArray(items) ? (items as MessageWithParts[]) : [], olderCursor: typeof cursor === 'string' && cursor !== '' ? cursor : null };
}

/** The window after a page arrives. Total: malformed pages count as empty. */
export function applyPage(window: MessageWindow | undefined, page: unknown, kind: PageKind): MessageWindow {
  const read = readPage(page);
  const base = isRecord(window) && Array.isArray(window.items) ? window : readWindow(window);
  if (kind === 'newest' && base.items.length === 0) return { items: read.items, olderCursor: read.next_cursor };
  if (kind === 'older') {
    const items = mergeMessages(base.items, read.items, 'older');
    return { items, olderCursor: read.items.length === 0 ? null : read.next_cursor };
  }
  const items = mergeMessages(base.items, read.items, 'newer');
  return items === base.items ? base : { items, olderCursor: base.olderCursor };
}

/**
 * Whether a newest page leaves a gap after the window: it shares no message with the loaded ones
 * and older messages exist beyond it, so the messages in between must be read with `after`.
 */
export function newestPageHasGap(window: MessageWindow | undefined, page: unknown): boolean {
  const { items } = readWindow(window);
  if (items.length === 0) return false;
  const read = readPage(page);
  if (read.items.length === 0 || read.next_cursor === null) return false;
  const known = new Set(items.map(messageId));
  return !read.items.some((m) => known.has(messageId(m)));
}

/** The id to read newer messages after: the newest loaded message's. */
export function newestId(window: MessageWindow | undefined): string | undefined {
  const { items } = readWindow(window);
  for (let i = items.length - 1; i >= 0; i--) {
    const id = messageId(items[i]);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** The cursor for the next older page (`before`), or null when the first message is loaded. */
export function olderCursorOf(window: MessageWindow | undefined): string | null {
  return readWindow(window).olderCursor;
}
