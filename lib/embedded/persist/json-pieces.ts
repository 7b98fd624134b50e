// The stored form of a value (`JSON.stringify(encodeValue(value))`, codec.ts) produced in pieces, with a pause point
// after every element of every Map, Set, array and object. A save driven by `runSliced` then does a bounded amount
// of work per event-loop turn however large one value is (a repository of many commits is one Map entry).
const TAGS = new Set(['$map', '$set', '$obj']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map) && !(value instanceof Set);

const dropped = (v: unknown) => v === undefined || typeof v === 'function';

function scalar(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return 'null';
}

/** Appends the JSON of `value`'s stored form to `out`; yields after each container element. */
export function* jsonPieces(value: unknown, out: string[]): Generator<void, void, void> {
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
export async function runSliced<T>(work: Generator<void, T, void>, sliceMs = SAVE_SLICE_MS, stats?: { turns: number }): Promise<T> {
  let turnStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - turnStart >= sliceMs) {
      if (stats) stats.turns += 1;
      await nextTurn();
      turnStart = performance.now();
    }
  }
}
