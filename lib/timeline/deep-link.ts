import { messageParts } from '@/lib/sdk/guards';
import type { Turn } from '@/lib/sdk/turns';
import { prop, str } from '@/lib/sdk/util';

export type DeepLinkTarget = { kind: 'turn'; id: string } | { kind: 'part'; id: string };

const TURN = 'turn-';
const PART = 'part-';

/** The element id of a turn row and the URL fragment that points at it. */
export function turnAnchor(turnId: string): string {
  return `${TURN}${turnId}`;
}

export function partAnchor(partId: string): string {
  return `${PART}${partId}`;
}

/** `#turn-<messageId>` or `#part-<partId>` (with or without the `#`, percent-encoded or not); null otherwise. */
export function parseDeepLink(hash: unknown): DeepLinkTarget | null {
  if (typeof hash !== 'string') return null;
  let value = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    value = decodeURIComponent(value);
  } catch {
    // A stray % stays as typed.
  }
  for (const [prefix, kind] of [
    [TURN, 'turn'],
    [PART, 'part'],
  ] as const) {
    if (value.startsWith(prefix)) {
      const id = value.slice(prefix.length).trim();
      return id === '' ? null : { kind, id };
    }
  }
  return null;
}

/** `#turn-…` / `#part-…` fragment for an id, encoded for a URL. */
export function deepLinkHash(target: DeepLinkTarget): string {
  return `#${encodeURIComponent(target.kind === 'turn' ? turnAnchor(target.id) : partAnchor(target.id))}`;
}

function messagesOf(turn: unknown): unknown[] {
  const assistants = prop(turn, 'assistants');
  const user = prop(turn, 'user');
  return [...(user ? [user] : []), ...(Array.isArray(assistants) ? assistants : [])];
}

export interface LocatedTarget {
  turnIndex: number;
  turnId: string;
  partId?: string;
}

/**
 * Where a deep link points among loaded turns: a turn link matches the turn id or any message id of
 * the turn (so a link to an assistant message works too); a part link matches a part id.
 * Null when the target is not loaded (yet).
 */
export function locateTarget(turns: readonly Turn[] | unknown, target: DeepLinkTarget | null): LocatedTarget | null {
  if (!Array.isArray(turns) || !target) return null;
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i] as unknown;
    const turnId = str(prop(turn, 'id')) ?? '';
    if (target.kind === 'turn' && turnId === target.id) return { turnIndex: i, turnId };
    for (const message of messagesOf(turn)) {
      if (target.kind === 'turn') {
        if (str(prop(prop(message, 'info'), 'id')) === target.id) return { turnIndex: i, turnId };
        continue;
      }
      for (const part of messageParts(message)) {
        if (str(prop(part, 'id')) === target.id) return { turnIndex: i, turnId, partId: target.id };
      }
    }
  }
  return null;
}
