import 'server-only';
import type { Store } from '../store';
import { decodeValue, encodeValue, fingerprint } from './codec';
import { digestOf, digestOfText, jsonPieces, PieceBuffer } from './json-pieces';

/**
 * One area of the embedded platform's state that survives a restart. Saving writes only what changed since the seed
 * (so the 10,000 generated assignments are not rewritten on every flag toggle, and demo data added to the seed later
 * still appears); loading applies those changes to a freshly seeded store.
 */
export interface PersistedSlice {
  /** Its name in the state file; keep it stable. */
  name: string;
  /** The `Store` fields it covers (the coverage test checks every field is persisted or listed as not persisted). */
  covers: readonly (keyof Store)[];
  /** Remembers the seeded state. Called once, right after seeding. */
  baseline(store: Store): unknown;
  /** JSON-safe changes since the baseline, or undefined when there are none. */
  dump(store: Store, baseline: unknown): unknown;
  /**
   * `dump` in pieces: appends the JSON of the changes to `out` with pause points (json-pieces.ts) and returns whether
   * there were any. Optional: a slice without it is dumped in one step.
   */
  dumpPieces?(store: Store, baseline: unknown, out: PieceBuffer): Generator<void, boolean, void>;
  /** Applies dumped changes to a freshly seeded store. Throws on a malformed value (the whole file is then ignored). */
  restore(store: Store, data: unknown): void;
}

type KeysWhere<T> = { [K in keyof Store]: Store[K] extends T ? K : never }[keyof Store];

export class SliceFormatError extends Error {}

function expect(condition: unknown, slice: string, what: string): asserts condition {
  if (!condition) throw new SliceFormatError(`slice "${slice}": ${what}`);
}

/** A Map field, diffed entry by entry: `{ set: [[key, value]…], deleted: [key…] }`. */
export function mapSlice(key: KeysWhere<Map<string, unknown>>): PersistedSlice {
  const field = (store: Store) => store[key] as Map<string, unknown>;
  return {
    name: key,
    covers: [key],
    // Digests of the seeded entries' stored form: compared with the digest of each entry's pieces when saving.
    baseline: (store) => new Map([...field(store)].map(([k, v]) => [k, digestOfText(fingerprint(v))])),
    dump(store, baseline) {
      const seeded = baseline as Map<string, string>;
      const map = field(store);
      const set: Array<[string, unknown]> = [];
      for (const [k, v] of map) {
        const encoded = encodeValue(v);
        if (seeded.get(k) !== digestOfText(JSON.stringify(encoded) ?? 'null')) set.push([k, encoded]);
      }
      const deleted = [...seeded.keys()].filter((k) => !map.has(k));
      return set.length || deleted.length ? { set, deleted } : undefined;
    },
    *dumpPieces(store, baseline, out) {
      const seeded = baseline as Map<string, string>;
      const map = field(store);
      let changed = 0;
      out.push('{"set":[');
      for (const [k, v] of [...map]) {
        const entry = new PieceBuffer();
        yield* jsonPieces(v, entry);
        if ((yield* digestOf(entry.end().chunks)) === seeded.get(k)) continue;
        out.push(changed++ ? ',[' : '[', JSON.stringify(k), ',');
        out.append(entry);
        out.push(']');
      }
      const deleted = [...seeded.keys()].filter((k) => !map.has(k));
      out.push('],"deleted":', JSON.stringify(deleted), '}');
      return changed > 0 || deleted.length > 0;
    },
    restore(store, data) {
      const d = data as { set?: unknown; deleted?: unknown };
      expect(d && Array.isArray(d.set) && Array.isArray(d.deleted), key, 'expected { set, deleted }');
      const map = field(store);
      for (const k of d.deleted as unknown[]) {
        expect(typeof k === 'string', key, 'a deleted key is not a string');
        map.delete(k);
      }
      for (const entry of d.set as unknown[]) {
        expect(Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string', key, 'an entry is not [key, value]');
        map.set(entry[0] as string, decodeValue(entry[1]));
      }
    },
  };
}

/** A Set field: `{ added: […], removed: […] }`. */
export function setSlice(key: KeysWhere<Set<string>>): PersistedSlice {
  const field = (store: Store) => store[key] as Set<string>;
  return {
    name: key,
    covers: [key],
    baseline: (store) => new Set(field(store)),
    dump(store, baseline) {
      const seeded = baseline as Set<string>;
      const set = field(store);
      const added = [...set].filter((v) => !seeded.has(v));
      const removed = [...seeded].filter((v) => !set.has(v));
      return added.length || removed.length ? { added, removed } : undefined;
    },
    restore(store, data) {
      const d = data as { added?: unknown; removed?: unknown };
      expect(d && Array.isArray(d.added) && Array.isArray(d.removed), key, 'expected { added, removed }');
      expect([...(d.added as unknown[]), ...(d.removed as unknown[])].every((v) => typeof v === 'string'), key, 'values must be strings');
      const set = field(store);
      for (const v of d.removed as string[]) set.delete(v);
      for (const v of d.added as string[]) set.add(v);
    },
  };
}

/** An array field, stored whole once it differs from the seed (memberships, the audit stream). */
export function listSlice(key: KeysWhere<unknown[]>): PersistedSlice {
  const field = (store: Store) => store[key] as unknown[];
  return {
    name: key,
    covers: [key],
    baseline: (store) => digestOfText(fingerprint(field(store))),
    dump(store, baseline) {
      const encoded = encodeValue(field(store));
      return digestOfText(JSON.stringify(encoded)) === baseline ? undefined : encoded;
    },
    *dumpPieces(store, baseline, out) {
      const pieces = new PieceBuffer();
      yield* jsonPieces(field(store), pieces);
      if ((yield* digestOf(pieces.end().chunks)) === baseline) return false;
      out.append(pieces);
      return true;
    },
    restore(store, data) {
      expect(Array.isArray(data), key, 'expected an array');
      const list = field(store);
      list.splice(0, list.length, ...(decodeValue(data) as unknown[]));
    },
  };
}

/** Id counters: restored as the larger of the stored and the seeded value, so new ids never collide. */
export const countersSlice: PersistedSlice = {
  ...mapSlice('counters'),
  restore(store, data) {
    const seeded = new Map(store.counters);
    mapSlice('counters').restore(store, data);
    for (const [prefix, n] of store.counters) {
      expect(typeof n === 'number' && Number.isFinite(n), 'counters', `counter ${prefix} is not a number`);
      store.counters.set(prefix, Math.max(n, seeded.get(prefix) ?? 0));
    }
  },
};
