// The previous stored format (version 1): one JSON file, `<dataDir>/platform-state.json`, holding each slice's
// changes since the seed. Read once, on the first start of this version, and migrated into the journal
// (persister.ts); the file is then kept beside it as `platform-state.v1-migrated.json`.
import 'server-only';
import { existsSync, readdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../store';
import { decodeValue } from './codec';
import { expect } from './slice';

export const STATE_FILE = 'platform-state.json';
export const STATE_FORMAT = 'platform-console/embedded-state';
export const STATE_VERSION = 1;
export const MIGRATED_FILE = 'platform-state.v1-migrated.json';

export interface StateFile {
  format: typeof STATE_FORMAT;
  version: number;
  saved_at: string;
  slices: Record<string, unknown>;
}

export const statePath = (dataDir: string) => join(dataDir, STATE_FILE);

export type ReadResult = { kind: 'none' } | { kind: 'ok'; state: StateFile } | { kind: 'unreadable'; reason: string };

export function readStateFile(dataDir: string): ReadResult {
  const file = statePath(dataDir);
  if (!existsSync(file)) return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { kind: 'unreadable', reason: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const s = json as Partial<StateFile> | null;
  if (!s || typeof s !== 'object' || s.format !== STATE_FORMAT) return { kind: 'unreadable', reason: 'not an embedded-platform state file' };
  if (s.version !== STATE_VERSION) return { kind: 'unreadable', reason: `format version ${String(s.version)}, this build migrates version ${STATE_VERSION}` };
  if (!s.slices || typeof s.slices !== 'object' || Array.isArray(s.slices)) return { kind: 'unreadable', reason: 'no slices' };
  return { kind: 'ok', state: s as StateFile };
}

/**
 * Applies a version-1 file's slices to a seeded store, by the shape each field has: a Map took `{ set, deleted }`, a
 * Set `{ added, removed }`, an array was stored whole; counters keep the larger of the stored and seeded value.
 * Throws SliceFormatError on a malformed slice. Returns the fields applied.
 */
export function applyStateFile(store: Store, state: StateFile): string[] {
  const applied: string[] = [];
  for (const [name, data] of Object.entries(state.slices)) {
    if (!Object.hasOwn(store, name)) continue;
    const field = (store as unknown as Record<string, unknown>)[name];
    if (field instanceof Map) {
      const d = data as { set?: unknown; deleted?: unknown };
      expect(d && Array.isArray(d.set) && Array.isArray(d.deleted), name, 'expected { set, deleted }');
      for (const k of d.deleted as unknown[]) {
        expect(typeof k === 'string', name, 'a deleted key is not a string');
        field.delete(k);
      }
      for (const entry of d.set as unknown[]) {
        expect(Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string', name, 'an entry is not [key, value]');
        const value = decodeValue(entry[1]);
        if (name === 'counters') {
          expect(typeof value === 'number' && Number.isFinite(value), name, `counter ${entry[0] as string} is not a number`);
          field.set(entry[0], Math.max(value, (field.get(entry[0]) as number | undefined) ?? 0));
        } else field.set(entry[0], value);
      }
    } else if (field instanceof Set) {
      const d = data as { added?: unknown; removed?: unknown };
      expect(d && Array.isArray(d.added) && Array.isArray(d.removed), name, 'expected { added, removed }');
      expect([...(d.added as unknown[]), ...(d.removed as unknown[])].every((v) => typeof v === 'string'), name, 'values must be strings');
      for (const v of d.removed as string[]) field.delete(v);
      for (const v of d.added as string[]) field.add(v);
    } else if (Array.isArray(field)) {
      expect(Array.isArray(data), name, 'expected an array');
      field.splice(0, field.length, ...(decodeValue(data) as unknown[]));
    } else continue;
    applied.push(name);
  }
  return applied;
}

/** Temp files a crashed write of the old format left behind; they never held the current state. */
export function removeStaleTempFiles(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(`${STATE_FILE}.`) && name.endsWith('.tmp')) {
      try {
        unlinkSync(join(dataDir, name));
      } catch {
        /* another process may own it */
      }
    }
  }
}

/** Moves a file aside (an unreadable or migrated one) instead of overwriting or deleting it. */
export function setAside(dataDir: string, name: string, as: string): string {
  const aside = join(dataDir, as);
  renameSync(join(dataDir, name), aside);
  return aside;
}
