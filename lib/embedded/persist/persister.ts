// Loads the embedded platform's saved state at start and saves each state-changing request before it is answered
// (docs/ARCHITECTURE.md, "Durable demo data").
import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import type { Store } from '../store';
import { Journal, JournalFormatError, type JournalStats, type Op } from './journal';
import { applyStateFile, MIGRATED_FILE, readStateFile, removeStaleTempFiles, setAside, STATE_FILE } from './legacy-state';
import type { PersistedSlice, SliceTracker } from './slice';
import { PERSISTED_SLICES } from './slices';

export interface Persister {
  /** Saves what has changed (what requests touched); resolves once it is on disk. The router awaits it before answering. */
  commit(): Promise<void>;
  /** Saves what has changed now, synchronously (shutdown, tests). */
  flush(): void;
  /** Resolves once nothing is being written or compacted (tests, the bench). */
  idle(): Promise<void>;
  stats(): PersisterStats;
  /** Compacts the journal now, in the background (tests, the bench; it also starts on its own as the file grows). */
  compactNow(): Promise<void>;
  /** Flushes and closes the files (tests; the process exit flushes on its own). */
  close(): void;
}

export interface PersisterStats extends JournalStats {
  /** The longest synchronous part of a save (finding what changed and encoding it), in ms: what a write costs other requests. */
  longestCollectMs: number;
}

export type LoadOutcome =
  | { kind: 'seed' }
  | { kind: 'loaded'; slices: string[]; truncatedBytes: number }
  | { kind: 'migrated'; slices: string[]; keptAs: string }
  | { kind: 'ignored'; reason: string; setAside?: string };

export interface PersisterOptions {
  slices?: readonly PersistedSlice[];
  log?: (message: string) => void;
  now?: () => number;
  /** Journal compaction thresholds (tests). */
  compactRatio?: number;
  compactMinBytes?: number;
}

const SEPARATOR = '\u0000';
/** Background changes (timers, no request) are saved this long after the first one. */
const BACKGROUND_SAVE_MS = 50;

const open = new Set<Persister>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled || typeof process === 'undefined' || typeof process.on !== 'function') return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const p of open) p.flush();
  });
}

/** Journal files moved aside when they cannot be read, so that the platform starts from the seed without losing them. */
function setAsideJournal(dataDir: string, at: number): string {
  const names = readdirSync(dataDir).filter((n) => /^platform-store-\d+\.log$/.test(n));
  for (const name of names) setAside(dataDir, name, `${name.replace(/\.log$/, '')}.unreadable-${at}.log`);
  return names.map((n) => `${n.replace(/\.log$/, '')}.unreadable-${at}.log`).join(', ');
}

/**
 * Applies the saved state of `dataDir` to `seeded` (a freshly seeded store; `reseed` gives another when the saved
 * state is refused halfway) and returns the persister that keeps it saved. A version-1 JSON file is migrated.
 */
export function openPersistence(seeded: Store, reseed: () => Store, dataDir: string, options: PersisterOptions = {}): { store: Store; persister: Persister; outcome: LoadOutcome } {
  const slices = options.slices ?? PERSISTED_SLICES;
  const log = options.log ?? ((m: string) => console.warn(m));
  const now = options.now ?? Date.now;
  const journalOptions = { log, compactRatio: options.compactRatio, compactMinBytes: options.compactMinBytes };
  removeStaleTempFiles(dataDir);
  const migrating = !Journal.exists(dataDir) && existsSync(`${dataDir}/${STATE_FILE}`);

  let store = seeded;
  let outcome: LoadOutcome = { kind: 'seed' };
  let journal: Journal;
  let truncatedBytes = 0;
  try {
    ({ journal, truncatedBytes } = Journal.open(dataDir, journalOptions));
  } catch (error) {
    if (!(error instanceof JournalFormatError)) throw error;
    outcome = { kind: 'ignored', reason: error.message, setAside: setAsideJournal(dataDir, now()) };
    ({ journal } = Journal.open(dataDir, journalOptions));
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const context = {
    scheduleSave() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        persister.commit().catch(failed);
      }, BACKGROUND_SAVE_MS);
      (timer as { unref?: () => void }).unref?.();
    },
  };
  const failed = (error: unknown) => log(`[embedded platform] could not save its state to ${dataDir}: ${error instanceof Error ? error.message : String(error)}`);

  const bySlice = new Map<string, Map<string, string | null>>();
  for (const [key, value] of journal.records) {
    const at = key.indexOf(SEPARATOR);
    if (at < 0) continue;
    const name = key.slice(0, at);
    let records = bySlice.get(name);
    if (!records) bySlice.set(name, (records = new Map()));
    records.set(key.slice(at + 1), value);
  }
  const openSlices = (target: Store, stored: (name: string) => ReadonlyMap<string, string | null>) =>
    slices.map((slice) => ({ slice, tracker: slice.open(target, stored(slice.name), context) as SliceTracker }));

  let trackers: Array<{ slice: PersistedSlice; tracker: SliceTracker }>;
  try {
    trackers = openSlices(store, (name) => bySlice.get(name) ?? new Map());
    const applied = slices.filter((s) => bySlice.has(s.name)).map((s) => s.name);
    if (applied.length) {
      store.accessVersion += 1;
      outcome = { kind: 'loaded', slices: applied, truncatedBytes };
    }
  } catch (error) {
    journal.close();
    store = reseed();
    outcome = { kind: 'ignored', reason: error instanceof Error ? error.message : String(error), setAside: setAsideJournal(dataDir, now()) };
    ({ journal } = Journal.open(dataDir, journalOptions));
    trackers = openSlices(store, () => new Map());
  }

  const collect = (full = false): Op[] => {
    const ops: Op[] = [];
    for (const { slice, tracker } of trackers) for (const [key, value] of tracker.changes(full)) ops.push([`${slice.name}${SEPARATOR}${key}`, value]);
    return ops;
  };

  if (migrating) {
    const read = readStateFile(dataDir);
    if (read.kind === 'unreadable') {
      outcome = { kind: 'ignored', reason: read.reason, setAside: setAside(dataDir, STATE_FILE, `platform-state.unreadable-${now()}.json`) };
    } else if (read.kind === 'ok') {
      try {
        const applied = applyStateFile(store, read.state);
        store.accessVersion += 1;
        journal.appendSync(collect(true));
        outcome = { kind: 'migrated', slices: applied, keptAs: setAside(dataDir, STATE_FILE, MIGRATED_FILE) };
      } catch (error) {
        store = reseed();
        trackers = openSlices(store, () => new Map());
        outcome = { kind: 'ignored', reason: error instanceof Error ? error.message : String(error), setAside: setAside(dataDir, STATE_FILE, `platform-state.unreadable-${now()}.json`) };
      }
    }
  }
  if (outcome.kind === 'ignored') {
    log(`[embedded platform] ignored the saved state in ${dataDir} (${outcome.reason}); starting from the demo data. The old file is kept as ${outcome.setAside}.`);
  }

  let longestCollectMs = 0;
  const persister: Persister = {
    commit() {
      let ops: Op[];
      try {
        const started = performance.now();
        ops = collect();
        longestCollectMs = Math.max(longestCollectMs, performance.now() - started);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return journal.append(ops);
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      try {
        journal.appendSync(collect());
      } catch (error) {
        failed(error);
      }
    },
    idle: () => journal.idle(),
    stats: () => ({ ...journal.stats(), longestCollectMs }),
    compactNow: () => journal.compact(),
    close() {
      persister.flush();
      journal.close();
      open.delete(persister);
    },
  };
  open.add(persister);
  installExitHook();
  return { store, persister, outcome };
}
