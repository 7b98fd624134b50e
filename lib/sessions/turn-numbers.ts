// Turn numbers that are true as soon as a turn is on screen: counted from the session's summary (`turnCount`, served
// by the platform), not from the pages loaded so far. Total: malformed input gives fewer numbers, never an exception.
import { isCompactionPart, isUserMessage, messageParts } from '@/lib/sdk/guards';
import { isRecord, num, prop } from '@/lib/sdk/util';

/**
 * A user message starts a numbered turn unless it is the runtime's compaction request (a bookkeeping turn the
 * person did not write; it shows, unnumbered, as "context compacted").
 */
export function isNumberedUserMessage(message: unknown): boolean {
  return isUserMessage(message) && !messageParts(message).some(isCompactionPart);
}

/** The session's turn count as the platform serves it in the summary. */
export function countTurns(messages: readonly unknown[] | unknown): number {
  if (!Array.isArray(messages)) return 0;
  let count = 0;
  for (const message of messages) if (isNumberedUserMessage(message)) count++;
  return count;
}

// Messages are never changed in place (a changed message arrives as a new object), so what a user message is can be
// remembered: a page prepended to thousands of turns then looks at its own turns' parts only.
const numberedUsers = new WeakMap<object, boolean>();

function numberedTurn(user: unknown): boolean {
  if (!isRecord(user)) return false;
  let numbered = numberedUsers.get(user);
  if (numbered === undefined) {
    numbered = isNumberedUserMessage(user);
    numberedUsers.set(user, numbered);
  }
  return numbered;
}

/**
 * 1-based numbers for the turns of a loaded window (oldest first), `null` for unnumbered turns (compaction, or a
 * turn without its user message). `complete`: the window starts at the session's first message, so numbering starts
 * at 1. Otherwise the window ends at the newest message and its last numbered turn is number `total` (the summary's
 * `turnCount`); a summary that lags behind the window (a turn arrived before the next summary) never numbers below 1.
 */
export function turnNumbers(turns: readonly unknown[] | unknown, options: { total?: number | unknown; complete: boolean }): Array<number | null> {
  if (!Array.isArray(turns)) return [];
  const numbered = turns.map((turn) => numberedTurn(prop(turn, 'user')));
  const loaded = numbered.filter(Boolean).length;
  const total = num(options.total);
  const last = options.complete || total === undefined ? loaded : Math.max(loaded, Math.floor(total));
  let next = last - loaded + 1;
  return numbered.map((counted) => (counted ? next++ : null));
}
