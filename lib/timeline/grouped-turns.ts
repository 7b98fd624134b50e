import type { MessageWithParts } from '@/lib/contract/wire';
import { groupMessagesIntoTurns, type Turn } from '@/lib/sdk/turns';
import { prop, str } from '@/lib/sdk/util';

/** The user ids and the parent ids named by other messages in a run of messages. */
interface Keys {
  users: Set<string>;
  parents: Set<string>;
  startsWithUser: boolean;
}

interface Segment {
  items: readonly MessageWithParts[];
  /** Filled in when a page is first prepended to this run. */
  keys: Keys | null;
}

/** Messages grouped into turns, remembered so that an older page prepended costs the page, not the whole session. */
export interface GroupedTurns {
  items: readonly MessageWithParts[];
  turns: Turn[];
  /** Runs of `items`, oldest first, each grouped on its own. */
  segments: Segment[];
}

const info = (message: unknown) => prop(message, 'info');

function keysOf(items: readonly MessageWithParts[]): Keys {
  const users = new Set<string>();
  const parents = new Set<string>();
  for (const message of items) {
    if (str(prop(info(message), 'role')) === 'user') users.add(str(prop(info(message), 'id')) ?? '');
    else {
      const parent = str(prop(info(message), 'parentID'));
      if (parent !== undefined) parents.add(parent);
    }
  }
  return { users, parents, startsWithUser: items.length > 0 && str(prop(info(items[0]), 'role')) === 'user' };
}

function endsWith(items: readonly unknown[], tail: readonly unknown[]): boolean {
  const offset = items.length - tail.length;
  for (let i = 0; i < tail.length; i++) if (items[offset + i] !== tail[i]) return false;
  return true;
}

/**
 * Grouping `head` on its own and putting its turns before the newer runs' gives exactly the turns of grouping all
 * together when they cannot reach into each other: the newer runs start with a user message, the head has a user
 * message (its answers have a turn of their own), no user id is in both (numbering of repeated ids), and no answer
 * names a user message of the other side as its parent.
 */
function independent(head: Keys, newer: Keys[]): boolean {
  if (head.users.size === 0 || !newer[0]?.startsWithUser) return false;
  for (const keys of newer) {
    for (const user of head.users) if (keys.users.has(user) || keys.parents.has(user)) return false;
    for (const parent of head.parents) if (keys.users.has(parent)) return false;
  }
  return true;
}

function whole(items: readonly MessageWithParts[]): GroupedTurns {
  return { items, turns: groupMessagesIntoTurns(items), segments: [{ items, keys: null }] };
}

const isUser = (message: unknown) => str(prop(info(message), 'role')) === 'user';

/**
 * `groupMessagesIntoTurns(items)`, reusing `previous` when `items` is an older page followed by exactly the previous
 * messages (the same objects): only the page is grouped, with the previous messages before their first user message
 * (the rest of a turn the page starts). Any other change (new, replaced or removed messages) groups everything again.
 * The result always equals grouping `items` whole. Never throws.
 */
export function extendTurns(previous: GroupedTurns | null, items: readonly MessageWithParts[] | unknown): GroupedTurns {
  const list = Array.isArray(items) ? (items as MessageWithParts[]) : [];
  if (previous && previous.items === list) return previous;
  const added = list.length - (previous?.items.length ?? 0);
  if (!previous || previous.items.length === 0 || added <= 0 || !endsWith(list, previous.items)) return whole(list);
  const [first, ...others] = previous.segments;
  // The previous messages before their first user message were answers without a turn, put first in the first turn.
  const lead = first ? first.items.findIndex(isUser) : -1;
  if (!first || lead < 0 || previous.turns.length === 0) return whole(list);
  const head = list.slice(0, added + lead);
  const headKeys = keysOf(head);
  const rest: Segment = lead === 0 ? first : { items: first.items.slice(lead), keys: null };
  const newer = [rest, ...others].map((segment) => (segment.keys ??= keysOf(segment.items)));
  if (!independent(headKeys, newer)) return whole(list);
  const [firstTurn, ...laterTurns] = previous.turns;
  const restFirst = lead === 0 ? firstTurn : { ...firstTurn, assistants: firstTurn.assistants.slice(lead) };
  return {
    items: list,
    turns: [...groupMessagesIntoTurns(head), restFirst, ...laterTurns],
    segments: [{ items: head, keys: headKeys }, rest, ...others],
  };
}
