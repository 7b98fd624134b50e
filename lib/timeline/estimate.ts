import type { Turn } from '@/lib/sdk/turns';
import { messageParts } from '@/lib/sdk/guards';
import { prop } from '@/lib/sdk/util';

// Rough pixel heights, only until a row is measured; closer guesses mean fewer jumps while scrolling.
const TURN_CHROME = 96;
const LINE = 22;
const CHARS_PER_LINE = 90;
const MAX_TEXT = 640;
const TOOL = 44;
const OPEN_TOOL = 180;
const OPEN_TOOLS = new Set(['bash', 'edit', 'apply_patch', 'todowrite', 'task', 'question', 'web_search', 'image_search']);

function textHeight(text: unknown): number {
  if (typeof text !== 'string' || text.trim() === '') return 0;
  return Math.min(MAX_TEXT, 12 + LINE * Math.ceil(text.length / CHARS_PER_LINE));
}

function partHeight(part: unknown): number {
  switch (prop(part, 'type')) {
    case 'text':
      return prop(part, 'synthetic') === true ? 0 : textHeight(prop(part, 'text'));
    case 'reasoning':
      return 28;
    case 'tool': {
      const tool = prop(part, 'tool');
      return typeof tool === 'string' && OPEN_TOOLS.has(tool) ? OPEN_TOOL : TOOL;
    }
    case 'step-start':
    case 'step-finish':
    case 'snapshot':
      return 0;
    default:
      return 36;
  }
}

function computeTurnHeight(turn: Turn | unknown): number {
  let height = TURN_CHROME;
  for (const part of messageParts(prop(turn, 'user'))) height += prop(part, 'type') === 'text' ? textHeight(prop(part, 'text')) : 0;
  const assistants = prop(turn, 'assistants');
  if (Array.isArray(assistants)) {
    for (const message of assistants) for (const part of messageParts(message)) height += partHeight(part);
  }
  return Number.isFinite(height) ? height : TURN_CHROME;
}

// The virtualizer asks for the estimate of every unmeasured row each time it re-lays out (after each row it measures),
// and turns are regrouped (new objects) whenever a page arrives; messages keep their identity across merges. So an
// estimate is remembered per turn's first message, valid while the turn holds the very same message objects.
const remembered = new WeakMap<object, { user: unknown; assistants: unknown[]; height: number }>();

function sameMessages(cached: unknown[], assistants: unknown[]): boolean {
  if (cached.length !== assistants.length) return false;
  for (let i = 0; i < cached.length; i++) if (cached[i] !== assistants[i]) return false;
  return true;
}

/** Estimated height in pixels of a turn row before it is measured. Always a finite number ≥ 96. */
export function estimateTurnHeight(turn: Turn | unknown): number {
  const known = typeof turn === 'object' && turn !== null ? byTurn.get(turn) : undefined;
  if (known !== undefined) return known;
  const height = estimateByMessages(turn);
  if (typeof turn === 'object' && turn !== null) byTurn.set(turn, height);
  return height;
}

// Grouped turns are never changed once built, and a page prepended keeps the turns after it (lib/timeline/grouped-turns):
// one lookup per turn.
const byTurn = new WeakMap<object, number>();

function estimateByMessages(turn: Turn | unknown): number {
  const user = prop(turn, 'user');
  const list = prop(turn, 'assistants');
  const assistants = Array.isArray(list) ? (list as unknown[]) : [];
  const anchor = typeof user === 'object' && user !== null ? user : assistants[0];
  if (typeof anchor !== 'object' || anchor === null) return computeTurnHeight(turn);
  const hit = remembered.get(anchor);
  if (hit && hit.user === user && sameMessages(hit.assistants, assistants)) return hit.height;
  const height = computeTurnHeight(turn);
  remembered.set(anchor, { user, assistants: assistants.slice(), height });
  return height;
}
