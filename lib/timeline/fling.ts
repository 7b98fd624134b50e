import { messageParts } from '@/lib/sdk/guards';
import { prop, truncate } from '@/lib/sdk/util';

/** The rows in view at one scroll event: indexes into the turns as they are now, first ≤ last. */
export interface Span {
  first: number;
  last: number;
}

export interface Flight {
  /** No row in view now was in view at the previous scroll event. */
  flying: boolean;
  /** How many scroll events in a row have been flying. */
  streak: number;
}

export const STILL: Flight = { flying: false, streak: 0 };

/** Two flying scroll events in a row: a fling or a dragged scrollbar, not a single jump (Home, a deep link, a search hit). */
export const SKIM_STREAK = 2;

const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function validSpan(span: Span | null | undefined): span is Span {
  return !!span && isIndex(span.first) && isIndex(span.last) && span.first <= span.last;
}

/**
 * Whether the list flew between two scroll events, judged by the rows in view rather than by pixels: an older page
 * prepended above moves scrollTop by its whole height while the reader sees the same rows, which is not flying.
 * `previous` is the previous event's span mapped to today's indexes (null when none of its rows is known any more).
 */
export function nextFlight(state: Flight, previous: Span | null, current: Span | null): Flight {
  if (!validSpan(previous) || !validSpan(current)) return STILL;
  // The same rows in view: the scroll position was only corrected (an older page prepended, a row measured), which
  // neither starts nor ends a fling.
  if (current.first === previous.first && current.last === previous.last) return validFlight(state);
  const flying = current.first > previous.last || current.last < previous.first;
  if (!flying) return STILL;
  const streak = validFlight(state).streak + 1;
  return { flying: true, streak: Math.min(streak, 1_000) };
}

function validFlight(state: Flight): Flight {
  if (!state || typeof state.flying !== 'boolean' || !Number.isInteger(state.streak) || state.streak < 0) return STILL;
  return state.flying === state.streak > 0 ? state : STILL;
}

export const isSkimming = (flight: Flight): boolean => flight.flying && flight.streak >= SKIM_STREAK;

const FIRST_LINE_MAX = 200;

/**
 * The line a skimmed row shows: the first line of the user's first text, else of the first assistant text, trimmed
 * (at most 200 characters; empty when the turn has no text). Never throws on a malformed turn.
 */
export function turnFirstLine(turn: unknown): string {
  const assistants = prop(turn, 'assistants');
  const messages = [prop(turn, 'user'), ...(Array.isArray(assistants) ? assistants.slice(0, 4) : [])];
  for (const message of messages) {
    for (const part of messageParts(message)) {
      if (prop(part, 'type') !== 'text' || prop(part, 'synthetic') === true) continue;
      const text = prop(part, 'text');
      if (typeof text !== 'string') continue;
      const line = text.trimStart().split('\n', 1)[0]?.trim() ?? '';
      if (line) return truncate(line, FIRST_LINE_MAX);
    }
  }
  return '';
}
