// The state file: `<dataDir>/platform-state.json`, replaced atomically (temp file, fsync, rename) so that a crash
// mid-write leaves the previous state in place.
import 'server-only';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

export const STATE_FILE = 'platform-state.json';
export const STATE_FORMAT = 'platform-console/embedded-state';
/** Bump when a slice's stored shape changes incompatibly; older files are then ignored with a notice. */
export const STATE_VERSION = 1;

export interface StateFile {
  format: typeof STATE_FORMAT;
  version: number;
  saved_at: string;
  slices: Record<string, unknown>;
}

export const statePath = (dataDir: string) => join(dataDir, STATE_FILE);

/** Writes the state file's text in one go (shutdown, tests). */
export function writeStateText(dataDir: string, text: string | Buffer): void {
  mkdirSync(dataDir, { recursive: true });
  const target = statePath(dataDir);
  const temp = `${target}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    if (typeof text === 'string') writeSync(fd, text);
    else writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  syncFolder(dataDir);
}

/** Bytes joined per asynchronous write: a copy of this size takes well under a millisecond. */
const WRITE_BATCH_CHARS = 256 * 1024;

/**
 * Writes `head`, the pieces and `tail` to a temp file with asynchronous writes of about 256 KB, then renames it over
 * the state file unless `stillCurrent()` says a newer save started meanwhile (false: the temp file is removed).
 */
export async function writeStateTextAsync(dataDir: string, head: string, pieces: readonly Buffer[], tail: string, stillCurrent: () => boolean): Promise<boolean> {
  mkdirSync(dataDir, { recursive: true });
  const target = statePath(dataDir);
  const temp = `${target}.${process.pid}.sliced.tmp`;
  const file = await open(temp, 'w');
  try {
    let batch: Buffer[] = [Buffer.from(head)];
    let size = batch[0].length;
    for (const piece of pieces) {
      batch.push(piece);
      size += piece.length;
      if (size >= WRITE_BATCH_CHARS) {
        await file.write(Buffer.concat(batch));
        batch = [];
        size = 0;
      }
    }
    batch.push(Buffer.from(tail));
    await file.write(Buffer.concat(batch));
    await file.sync();
  } finally {
    await file.close();
  }
  if (!stillCurrent()) {
    unlinkSync(temp);
    return false;
  }
  renameSync(temp, target);
  syncFolder(dataDir);
  return true;
}

function syncFolder(dataDir: string): void {
  // The rename itself is durable once the folder is synced (not possible on every platform; best effort).
  try {
    const dir = openSync(dataDir, 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    /* Windows cannot open a folder */
  }
}

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
  if (s.version !== STATE_VERSION) return { kind: 'unreadable', reason: `format version ${String(s.version)}, this build reads version ${STATE_VERSION}` };
  if (!s.slices || typeof s.slices !== 'object' || Array.isArray(s.slices)) return { kind: 'unreadable', reason: 'no slices' };
  return { kind: 'ok', state: s as StateFile };
}

/** Temp files a crashed write left behind; they never hold the current state. */
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

/** Keeps an unreadable file beside the new one instead of overwriting it. */
export function setAsideUnreadable(dataDir: string, at: number): string {
  const aside = join(dataDir, `platform-state.unreadable-${at}.json`);
  renameSync(statePath(dataDir), aside);
  return aside;
}
