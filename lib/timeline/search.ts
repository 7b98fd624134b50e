import { classifyPart } from '@/lib/sdk/parts';
import { messageParts } from '@/lib/sdk/guards';
import { getTurnError } from '@/lib/sdk/turn-errors';
import type { Turn } from '@/lib/sdk/turns';
import { isRecord, prop, safeStringify, str } from '@/lib/sdk/util';

/** One searchable piece of a turn: the classified text of one part (or the turn's error). */
export interface SearchEntry {
  turnIndex: number;
  turnId: string;
  /** The wire part id; null for text that belongs to the turn as a whole (its error). */
  partId: string | null;
  /** Lower-cased text. */
  text: string;
}

export interface SearchHit {
  turnIndex: number;
  turnId: string;
  partId: string | null;
  /** Offset of the match in the entry's text. */
  offset: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Every match counted, even past the hit limit. */
  total: number;
  truncated: boolean;
}

export const MAX_HITS = 5000;
// Tool outputs can be huge; past this much text per part the rest is not searched.
const MAX_PART_CHARS = 200_000;

function clip(text: string): string {
  return text.length > MAX_PART_CHARS ? text.slice(0, MAX_PART_CHARS) : text;
}

/** What a reader can see of one wire part, as text; '' when it shows nothing searchable. */
export function partSearchText(raw: unknown): string {
  const part = classifyPart(raw);
  switch (part.kind) {
    case 'text':
      return part.synthetic ? '' : part.text;
    case 'reasoning':
      return part.text;
    case 'tool': {
      const tool = part.tool;
      const input = tool.input && Object.keys(tool.input).length > 0 ? safeStringify(tool.input) : '';
      return [tool.name, tool.title, input, tool.outputText, tool.error ?? ''].filter((s) => s !== '').join('\n');
    }
    case 'file':
      return [part.filename ?? '', part.url.startsWith('data:') ? '' : part.url].join('\n');
    case 'subtask':
      return [part.description, part.agent, part.prompt].join('\n');
    case 'patch':
      return part.files.join('\n');
    case 'retry':
      return part.message;
    default:
      return '';
  }
}

// Per message object: messages keep their identity across merges, so older pages re-index cheaply.
const cache = new WeakMap<object, Array<{ partId: string | null; text: string }>>();

function messageEntries(message: unknown): Array<{ partId: string | null; text: string }> {
  if (!isRecord(message)) return [];
  const hit = cache.get(message);
  if (hit) return hit;
  const entries: Array<{ partId: string | null; text: string }> = [];
  for (const raw of messageParts(message)) {
    const text = partSearchText(raw);
    if (text.trim() === '') continue;
    entries.push({ partId: str(prop(raw, 'id')) ?? null, text: clip(text).toLowerCase() });
  }
  cache.set(message, entries);
  return entries;
}

/** Every searchable entry of every turn, in order. Total on malformed turns. */
export function buildSearchIndex(turns: readonly Turn[] | unknown): SearchEntry[] {
  if (!Array.isArray(turns)) return [];
  const index: SearchEntry[] = [];
  (turns as Turn[]).forEach((turn, turnIndex) => {
    const turnId = str(prop(turn, 'id')) ?? '';
    const messages: unknown[] = [prop(turn, 'user'), ...(Array.isArray(prop(turn, 'assistants')) ? (prop(turn, 'assistants') as unknown[]) : [])];
    for (const message of messages) {
      for (const entry of messageEntries(message)) index.push({ turnIndex, turnId, partId: entry.partId, text: entry.text });
    }
    const error = getTurnError(turn);
    if (error) index.push({ turnIndex, turnId, partId: null, text: error.toLowerCase() });
  });
  return index;
}

function scan(index: readonly unknown[], needle: string, maxHits: number, within: readonly number[] | null): { result: SearchResult; matched: number[] } {
  const result: SearchResult = { hits: [], total: 0, truncated: false };
  const matched: number[] = [];
  const count = within ? within.length : index.length;
  for (let k = 0; k < count; k++) {
    const position = within ? within[k] : k;
    const entry = index[position] as SearchEntry;
    const text = str(prop(entry, 'text'));
    if (text === undefined) continue;
    let from = text.indexOf(needle);
    if (from !== -1) matched.push(position);
    while (from !== -1) {
      result.total++;
      if (result.hits.length < maxHits) result.hits.push({ turnIndex: entry.turnIndex, turnId: entry.turnId, partId: entry.partId, offset: from });
      from = text.indexOf(needle, from + needle.length);
    }
  }
  result.truncated = result.total > result.hits.length;
  return { result, matched };
}

/**
 * `buildSearchIndex` remembering its last answer: the same turns give the same index object, also after the search was
 * cleared in between (the next keystroke does not rebuild it), and no index is built while nobody searches.
 */
export function createSearchIndexCache(): (turns: readonly Turn[] | unknown) => SearchEntry[] {
  let last: { turns: unknown; index: SearchEntry[] } | null = null;
  return (turns) => {
    if (last === null || last.turns !== turns) last = { turns, index: buildSearchIndex(turns) };
    return last.index;
  };
}

/** Case-insensitive substring search over the index; hits in session order. Blank queries find nothing. */
export function searchIndex(index: readonly SearchEntry[] | unknown, query: unknown, maxHits = MAX_HITS): SearchResult {
  if (!Array.isArray(index) || typeof query !== 'string') return { hits: [], total: 0, truncated: false };
  const needle = query.trim().toLowerCase();
  if (needle === '') return { hits: [], total: 0, truncated: false };
  return scan(index, needle, maxHits, null).result;
}

/**
 * `searchIndex` for a search box: while the reader types on (the new query contains the previous one) over the same
 * index, only the entries that matched the previous query are read again, since no other entry can match. The same
 * results as `searchIndex` for any sequence of queries.
 */
export function createIncrementalSearch(): (index: readonly SearchEntry[] | unknown, query: unknown, maxHits?: number) => SearchResult {
  let last: { index: readonly unknown[]; needle: string; matched: number[] } | null = null;
  return (index, query, maxHits = MAX_HITS) => {
    if (!Array.isArray(index) || typeof query !== 'string') return { hits: [], total: 0, truncated: false };
    const needle = query.trim().toLowerCase();
    if (needle === '') return { hits: [], total: 0, truncated: false };
    const within = last !== null && last.index === index && needle.includes(last.needle) ? last.matched : null;
    const { result, matched } = scan(index, needle, maxHits, within);
    last = { index, needle, matched };
    return result;
  };
}

/** The next (or previous) hit index, wrapping around; -1 when there are no hits. */
export function stepHit(current: number, count: number, direction: 1 | -1): number {
  if (!Number.isInteger(count) || count <= 0) return -1;
  if (!Number.isInteger(current) || current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
