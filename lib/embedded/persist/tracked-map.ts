// Which entries of a Store Map a request may have changed, so that saving costs what the request touched, not what
// the store holds. Handlers change records in place (`store.projects.get(id)!.features[x] = true`), so an entry read
// by a state-changing request counts as touched, as does one set or deleted by anyone. Reads by GET requests (which
// change nothing) are not counted: a list page that reads 10,000 entries does not make the next save re-encode them.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What kind of request the running code serves; no context means background work (timers), whose reads count. */
const requestKind = new AsyncLocalStorage<'read' | 'write'>();

/** Runs `work` as a read-only (GET) or state-changing request, for change tracking. */
export function inRequest<T>(kind: 'read' | 'write', work: () => T): T {
  return requestKind.run(kind, work);
}

/**
 * Runs code that only reads the store (an index built from a whole Map) without counting its reads as touches, even
 * inside a state-changing request: the next save then does not compare every entry it read.
 */
export function readOnly<T>(work: () => T): T {
  return requestKind.run('read', work);
}

const readsCount = () => requestKind.getStore() !== 'read';
const inBackground = () => requestKind.getStore() === undefined;

export interface Touches {
  /** Keys touched since the last `take`; `all` when the whole map must be compared (cleared, or iterated in full). */
  take(): { all: boolean; keys: Set<string> };
}

/** A Map that records the keys touched (see above). It is a Map in every other way. */
export class TrackedMap<V> extends Map<string, V> implements Touches {
  private touched = new Set<string>();
  private all = false;
  /** Called when background work (no request) touches an entry, so that a save is scheduled. */
  onBackgroundTouch: (() => void) | undefined;
  /** Called when an entry is first touched, before anyone can change it (the seed's digest is taken lazily then). */
  onFirstTouch: ((key: string) => void) | undefined;

  private mark(key: string): void {
    if (this.onFirstTouch && !this.touched.has(key)) this.onFirstTouch(key);
    this.touched.add(key);
    if (this.onBackgroundTouch && inBackground()) this.onBackgroundTouch();
  }

  take(): { all: boolean; keys: Set<string> } {
    const out = { all: this.all, keys: this.touched };
    this.touched = new Set();
    this.all = false;
    return out;
  }

  override get(key: string): V | undefined {
    const value = super.get(key);
    if (value !== undefined && typeof value === 'object' && readsCount()) this.mark(key);
    return value;
  }

  override set(key: string, value: V): this {
    // Map's constructor calls set before the fields above exist.
    if (this.touched) this.mark(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    if (super.has(key)) this.mark(key);
    return super.delete(key);
  }

  override clear(): void {
    if (this.size > 0) {
      if (this.onFirstTouch) for (const key of super.keys()) this.onFirstTouch(key);
      this.all = true;
      if (this.onBackgroundTouch && inBackground()) this.onBackgroundTouch();
    }
    super.clear();
  }

  override forEach(callback: (value: V, key: string, map: Map<string, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  override entries(): MapIterator<[string, V]> {
    const inner = super.entries();
    if (!readsCount()) return inner;
    return this.marking(inner, (entry) => entry[0]);
  }

  override values(): MapIterator<V> {
    const inner = super.entries();
    if (!readsCount()) return super.values();
    return mapIterator(this.marking(inner, (entry) => entry[0]), (entry) => entry[1]);
  }

  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  /** Marks each key as the iteration reaches it (a search that stops early marks only what it read). */
  private marking<T>(inner: MapIterator<T>, keyOf: (item: T) => string): MapIterator<T> {
    const mark = (key: string) => this.mark(key);
    const it: MapIterator<T> = {
      next() {
        const step = inner.next();
        if (!step.done) mark(keyOf(step.value));
        return step;
      },
      [Symbol.iterator]() {
        return it;
      },
    } as MapIterator<T>;
    return it;
  }
}

function mapIterator<T, U>(inner: MapIterator<T>, f: (item: T) => U): MapIterator<U> {
  const it = {
    next() {
      const step = inner.next();
      return step.done ? step : { done: false, value: f(step.value) };
    },
    [Symbol.iterator]() {
      return it;
    },
  } as MapIterator<U>;
  return it;
}
