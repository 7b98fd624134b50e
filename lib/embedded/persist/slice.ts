import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '../store';
import { decodeValue, encodeValue } from './codec';
import type { Op } from './journal';
import { TrackedMap } from './tracked-map';

/**
 * One area of the embedded platform's state that survives a restart, stored as records (`key → JSON text`) in the
 * journal. Only what differs from the seed is stored (so the 10,000 generated assignments are not written at all, and
 * demo data added to the seed later still appears); loading applies the records to a freshly seeded store. Saving
 * compares only what a request touched, so a write costs what it changed.
 */
export interface PersistedSlice {
  /** Its name in the journal (the prefix of its record keys); keep it stable. */
  name: string;
  /** The `Store` fields it covers (the coverage test checks every field is persisted or listed as not persisted). */
  covers: readonly (keyof Store)[];
  /**
   * Called once, on the freshly seeded store, with the slice's stored records (null: a tombstone): applies them
   * (throwing SliceFormatError on a malformed one; the whole store is then set aside) and starts tracking changes.
   */
  open(store: Store, stored: ReadonlyMap<string, string | null>, context: SliceContext): SliceTracker;
}

export interface SliceContext {
  /** Background work (no request) touched the slice: save soon. */
  scheduleSave(): void;
}

export interface SliceTracker {
  /** The records that changed since the last call; with `full`, compares everything (after a migration). */
  changes(full?: boolean): Op[];
}

type KeysWhere<T> = { [K in keyof Store]: Store[K] extends T ? K : never }[keyof Store];

export class SliceFormatError extends Error {}

export function expect(condition: unknown, slice: string, what: string): asserts condition {
  if (!condition) throw new SliceFormatError(`slice "${slice}": ${what}`);
}

/** The stored text of a value (codec.ts: Maps and Sets tagged). */
export const encodeText = (value: unknown): string => JSON.stringify(encodeValue(value)) ?? 'null';

/** A short digest of a stored text: what is kept in memory to tell whether an entry changed. */
export const digest = (text: string): string => createHash('sha1').update(text).digest('base64');

export function parseText(text: string, slice: string, key: string): unknown {
  try {
    return decodeValue(JSON.parse(text));
  } catch {
    throw new SliceFormatError(`slice "${slice}": the record ${JSON.stringify(key)} is not valid JSON`);
  }
}

const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapKeys = Map.prototype.keys;

/** A Map field, one record per entry; a deleted seeded entry leaves a tombstone. */
export function mapSlice(key: KeysWhere<Map<string, unknown>>, restoreEntry?: (store: Store, k: string, value: unknown, seeded: unknown) => unknown): PersistedSlice {
  return {
    name: key,
    covers: [key],
    open(store, stored, context) {
      const map = store[key] as Map<string, unknown>;
      // The seed's entries, digested when first touched (before a request can change them), not all at start.
      const seeded = new Set(map.keys());
      const pending = new Set(seeded);
      const last = new Map<string, string>();
      for (const [k, text] of stored) {
        pending.delete(k);
        if (text === null) {
          map.delete(k);
          continue;
        }
        const value = parseText(text, key, k);
        map.set(k, restoreEntry ? restoreEntry(store, k, value, map.get(k)) : value);
        last.set(k, digest(text));
      }
      const firstTouch = (k: string) => {
        if (!pending.delete(k)) return;
        last.set(k, digest(encodeText(mapGet.call(store[key], k))));
      };
      let tracked = track(store, key, context, firstTouch);
      return {
        changes(full = false) {
          if (store[key] !== tracked) {
            // Replaced wholesale: entries never touched can no longer be compared with the seed; they are stored.
            pending.clear();
            tracked = track(store, key, context, firstTouch);
            full = true;
          }
          const touched = tracked.take();
          if (full) for (const k of [...pending]) firstTouch(k);
          const keys = full || touched.all ? new Set([...(mapKeys.call(tracked) as Iterable<string>), ...last.keys()]) : touched.keys;
          const ops: Op[] = [];
          for (const k of keys) {
            if (mapHas.call(tracked, k)) {
              const text = encodeText(mapGet.call(tracked, k));
              const d = digest(text);
              if (last.get(k) === d) continue;
              last.set(k, d);
              ops.push([k, text]);
            } else if (last.has(k)) {
              last.delete(k);
              ops.push([k, seeded.has(k) ? null : undefined]);
            }
          }
          return ops;
        },
      };
    },
  };
}

export function track(store: Store, key: keyof Store, context: SliceContext, onFirstTouch?: (key: string) => void): TrackedMap<unknown> {
  const current = store[key] as Map<string, unknown>;
  const tracked = current instanceof TrackedMap ? (current as TrackedMap<unknown>) : new TrackedMap<unknown>(current);
  tracked.onBackgroundTouch = context.scheduleSave;
  tracked.onFirstTouch = onFirstTouch;
  (store as unknown as Record<string, unknown>)[key] = tracked;
  return tracked;
}

/** A Set field: one record per member added to the seed, a tombstone per seeded member removed. */
export function setSlice(key: KeysWhere<Set<string>>): PersistedSlice {
  return {
    name: key,
    covers: [key],
    open(store, stored) {
      const set = store[key] as Set<string>;
      const seeded = new Set(set);
      for (const [member, text] of stored) {
        if (text === null) set.delete(member);
        else set.add(member);
      }
      let last = new Set(set);
      return {
        changes() {
          const now = store[key] as Set<string>;
          const ops: Op[] = [];
          for (const m of now) if (!last.has(m)) ops.push([m, '1']);
          for (const m of last) if (!now.has(m)) ops.push([m, seeded.has(m) ? null : undefined]);
          if (ops.length) last = new Set(now);
          return ops;
        },
      };
    },
  };
}

const DIVERGED = '#';

/**
 * What an item is compared with to find in-place changes: a copy of its fields when they are all scalars (a
 * membership; compared field by field, no encoding), else its stored text.
 */
type Snapshot = { flat: Record<string, unknown> } | { text: string };

function snapshotOf(item: unknown, text?: string): Snapshot {
  if (item && typeof item === 'object' && !Array.isArray(item) && Object.getPrototypeOf(item) === Object.prototype) {
    const values = Object.values(item as Record<string, unknown>);
    if (values.every((v) => v === null || typeof v !== 'object')) return { flat: { ...(item as Record<string, unknown>) } };
  }
  return { text: text ?? encodeText(item) };
}

function unchanged(item: unknown, snapshot: Snapshot): boolean {
  if ('text' in snapshot) return encodeText(item) === snapshot.text;
  if (!item || typeof item !== 'object') return false;
  const keys = Object.keys(item);
  if (keys.length !== Object.keys(snapshot.flat).length) return false;
  return keys.every((k) => Object.hasOwn(snapshot.flat, k) && (item as Record<string, unknown>)[k] === snapshot.flat[k]);
}
const seqKey = (n: number) => String(n).padStart(10, '0');

/**
 * An array field. Until it differs from the seed nothing is stored; then a marker and one record per item, keyed by a
 * sequence number: appending stores the new items, dropping the oldest drops their records. Items changed in place
 * are found by comparing their stored form (`appendOnly` skips that for lists whose items never change, the audit
 * stream). Anything else (items removed in the middle) rewrites the list.
 */
export function listSlice(key: KeysWhere<unknown[]>, options: { appendOnly?: boolean } = {}): PersistedSlice {
  return {
    name: key,
    covers: [key],
    open(store, stored) {
      const list = () => store[key] as unknown[];
      let diverged = stored.has(DIVERGED);
      let refs: unknown[];
      let seqs: number[];
      let snapshots: Snapshot[];
      let nextSeq = 0;
      if (diverged) {
        const items = [...stored].filter(([k]) => k !== DIVERGED).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        seqs = items.map(([k]) => Number(k));
        expect(seqs.every((n) => Number.isSafeInteger(n) && n >= 0), key, 'an item key is not a sequence number');
        const values = items.map(([k, text]) => {
          expect(text !== null, key, 'an item is a tombstone');
          return parseText(text, key, k);
        });
        list().splice(0, list().length, ...values);
        snapshots = options.appendOnly ? [] : values.map((v, i) => snapshotOf(v, items[i][1]!));
        nextSeq = (seqs.at(-1) ?? -1) + 1;
      } else {
        seqs = list().map((_, i) => i);
        snapshots = options.appendOnly ? [] : list().map((v) => snapshotOf(v));
      }
      refs = [...list()];
      return {
        changes() {
          const now = list();
          // The current list as: the stored one less its first `dropped` items, then `appended` new items.
          let dropped = 0;
          let same = true;
          if (refs.length > 0) {
            dropped = now.length === 0 ? refs.length : refs.indexOf(now[0]);
            if (dropped < 0) same = false;
          }
          const kept = refs.length - dropped;
          if (same && now.length < kept) same = false;
          for (let i = 0; same && i < kept; i++) if (now[i] !== refs[dropped + i]) same = false;
          const changed: number[] = [];
          if (same && !options.appendOnly) for (let i = 0; i < kept; i++) if (!unchanged(now[i], snapshots[dropped + i])) changed.push(i);
          const appended = same ? now.length - kept : 0;
          if (same && dropped === 0 && appended === 0 && changed.length === 0) return [];
          const ops: Op[] = [];
          if (!diverged || !same) {
            // The first change from the seed, or a change that is not a trim and an append: store the whole list.
            for (const s of seqs.slice(0, diverged ? undefined : 0)) ops.push([seqKey(s), undefined]);
            if (!diverged) ops.push([DIVERGED, '1']);
            diverged = true;
            seqs = [];
            snapshots = [];
            for (const item of now) {
              const text = encodeText(item);
              seqs.push(nextSeq);
              if (!options.appendOnly) snapshots.push(snapshotOf(item, text));
              ops.push([seqKey(nextSeq++), text]);
            }
          } else {
            for (const s of seqs.slice(0, dropped)) ops.push([seqKey(s), undefined]);
            seqs = seqs.slice(dropped);
            if (!options.appendOnly) snapshots = snapshots.slice(dropped);
            for (const i of changed) {
              const text = encodeText(now[i]);
              snapshots[i] = snapshotOf(now[i], text);
              ops.push([seqKey(seqs[i]), text]);
            }
            for (let i = kept; i < now.length; i++) {
              const text = encodeText(now[i]);
              seqs.push(nextSeq);
              if (!options.appendOnly) snapshots.push(snapshotOf(now[i], text));
              ops.push([seqKey(nextSeq++), text]);
            }
          }
          refs = [...now];
          return ops;
        },
      };
    },
  };
}

/** Id counters: restored as the larger of the stored and the seeded value, so new ids never collide. */
export const countersSlice: PersistedSlice = mapSlice('counters', (_store, k, value, seeded) => {
  expect(typeof value === 'number' && Number.isFinite(value), 'counters', `counter ${k} is not a number`);
  return Math.max(value, typeof seeded === 'number' ? seeded : 0);
});
