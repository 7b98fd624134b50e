// The stored form of a value (`JSON.stringify(encodeValue(value))`, codec.ts) produced in pieces, with a pause point
// after every element of every Map, Set, array and object. A save driven by `runSliced` then does a bounded amount
// of work per event-loop turn however large one value is (a repository of many commits is one Map entry).
import 'server-only';
import { createHash } from 'node:crypto';
const TAGS = new Set(['$map', '$set', '$obj']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map) && !(value instanceof Set);

const dropped = (v: unknown) => v === undefined || typeof v === 'function';

function scalar(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return 'null';
}

/** Where pieces go: a string array (tests) or a `PieceBuffer`. */
export interface PieceSink {
  push(...pieces: string[]): unknown;
}

/**
 * Pieces coalesced into 16 KB Buffers. Millions of small strings kept until the write made V8's full collections
 * pause for 100+ ms; a few thousand Buffers (outside the JS heap) do not.
 */
export class PieceBuffer implements PieceSink {
  readonly chunks: Buffer[] = [];
  private current = '';

  push(...pieces: string[]): void {
    for (const piece of pieces) this.current += piece;
    if (this.current.length >= 16 * 1024) this.end();
  }

  /** Moves what is pending into `chunks`; call before reading them. */
  end(): this {
    if (this.current) this.chunks.push(Buffer.from(this.current));
    this.current = '';
    return this;
  }

  /** Appends another buffer's chunks (both ended first). */
  append(other: PieceBuffer): void {
    this.end();
    other.end();
    for (const chunk of other.chunks) this.chunks.push(chunk);
  }
}

/** sha256 of the chunks (base64), fed with a pause point every 64 chunks (about 1 MB). */
export function* digestOf(chunks: readonly Buffer[]): Generator<void, string, void> {
  const hash = createHash('sha256');
  for (let i = 0; i < chunks.length; i += 1) {
    hash.update(chunks[i]);
    if (i % 64 === 63) yield;
  }
  return hash.digest('base64');
}

/** The same digest of a whole string (the seeded baseline, taken once at start). */
export const digestOfText = (text: string): string => createHash('sha256').update(text).digest('base64');

/** Appends the JSON of `value`'s stored form to `out`; yields after each container element. */
export function* jsonPieces(value: unknown, out: PieceSink): Generator<void, void, void> {
  if (value instanceof Map || value instanceof Set) {
    const entries: unknown[] = value instanceof Map ? [...value] : [...value];
    out.push(value instanceof Map ? '{"$map":[' : '{"$set":[');
    let first = true;
    for (const entry of entries) {
      if (!first) out.push(',');
      first = false;
      if (value instanceof Map) {
        const [k, v] = entry as [unknown, unknown];
        out.push('[');
        yield* jsonPieces(k, out);
        out.push(',');
        yield* jsonPieces(v, out);
        out.push(']');
      } else {
        yield* jsonPieces(entry, out);
      }
      yield;
    }
    out.push(']}');
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) out.push(',');
      if (dropped(value[i])) out.push('null');
      else yield* jsonPieces(value[i], out);
      yield;
    }
    out.push(']');
    return;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((k) => !dropped(value[k]));
    const wrapped = keys.length === 1 && TAGS.has(keys[0]);
    out.push(wrapped ? '{"$obj":{' : '{');
    for (let i = 0; i < keys.length; i += 1) {
      out.push(i > 0 ? ',' : '', JSON.stringify(keys[i]), ':');
      yield* jsonPieces(value[keys[i]], out);
      yield;
    }
    out.push(wrapped ? '}}' : '}');
    return;
  }
  out.push(scalar(value));
}

/** Runs `work` to its end in one go (shutdown, tests). */
export function runAll<T>(work: Generator<void, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** How long one turn of a sliced save may run before it lets other requests in. */
export const SAVE_SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `work` in turns of at most about `sliceMs` (checked at each pause point), yielding to the event loop between
 * turns; `turns` counts them (for the bench and tests).
 */
export async function runSliced<T>(work: Generator<void, T, void>, sliceMs = SAVE_SLICE_MS, stats?: { turns: number; longestTurnMs: number }): Promise<T> {
  let turnStart = performance.now();
  for (;;) {
    const step = work.next();
    const elapsed = performance.now() - turnStart;
    if (stats) stats.longestTurnMs = Math.max(stats.longestTurnMs, elapsed);
    if (step.done) return step.value;
    if (elapsed >= sliceMs) {
      if (stats) stats.turns += 1;
      await nextTurn();
      turnStart = performance.now();
    }
  }
}
