import { classifyPart, isToolPartHidden, type ClassifiedPart } from '@/lib/sdk';
import { messageParts } from '@/lib/sdk/guards';

export interface ShownPart {
  part: ClassifiedPart;
  raw: unknown;
  key: string;
}

// Per message object: merges keep unchanged messages' identity, so rows re-classify only what changed.
const cache = new WeakMap<object, ShownPart[]>();

/** The parts of a message that the timeline shows, classified, with their wire part (synthetic text and hidden tools left out). */
export function shownParts(message: unknown): ShownPart[] {
  if (typeof message !== 'object' || message === null) return [];
  const hit = cache.get(message);
  if (hit) return hit;
  const out: ShownPart[] = [];
  messageParts(message).forEach((raw, i) => {
    const part = classifyPart(raw);
    if (part.kind === 'text' && part.synthetic) return;
    if (part.kind === 'tool' && isToolPartHidden(raw)) return;
    out.push({ part, raw, key: ('id' in part && part.id) || `i${i}` });
  });
  cache.set(message, out);
  return out;
}
