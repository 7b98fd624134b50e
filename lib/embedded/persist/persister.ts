// Saves the embedded platform's state after writes (coalesced) and loads it at start.
import 'server-only';
import type { Store } from '../store';
import { PERSISTED_SLICES } from './slices';
import type { PersistedSlice } from './slice';
import { readStateFile, removeStaleTempFiles, setAsideUnreadable, STATE_FORMAT, STATE_VERSION, writeStateFile } from './state-file';

/** Writes arriving within this window are saved together. */
export const SAVE_DELAY_MS = 150;

export interface Persister {
  /** Called after every successful state-changing request: saves soon, once for a burst of writes. */
  schedule(): void;
  /** Saves now if a save is pending (tests, shutdown). */
  flush(): void;
}

export type LoadOutcome = { kind: 'seed' } | { kind: 'loaded'; slices: string[] } | { kind: 'ignored'; reason: string; setAside?: string };

export interface PersisterOptions {
  slices?: readonly PersistedSlice[];
  log?: (message: string) => void;
  now?: () => number;
}

const pending = new Set<Persister>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled || typeof process === 'undefined' || typeof process.on !== 'function') return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const p of pending) p.flush();
  });
}

/**
 * Applies the stored state of `dataDir` to `store` (freshly seeded; `reseed` gives another when a file is rejected
 * halfway) and returns the persister that keeps the file up to date. The baseline is the seed, taken before loading.
 */
export function openPersistence(
  seeded: Store,
  reseed: () => Store,
  dataDir: string,
  options: PersisterOptions = {},
): { store: Store; persister: Persister; outcome: LoadOutcome } {
  const slices = options.slices ?? PERSISTED_SLICES;
  const log = options.log ?? ((m: string) => console.warn(m));
  const now = options.now ?? Date.now;
  let store = seeded;
  const baselines = new Map(slices.map((s) => [s.name, s.baseline(store)]));

  removeStaleTempFiles(dataDir);
  let outcome: LoadOutcome = { kind: 'seed' };
  const read = readStateFile(dataDir);
  if (read.kind === 'unreadable') {
    const aside = setAsideUnreadable(dataDir, now());
    outcome = { kind: 'ignored', reason: read.reason, setAside: aside };
  } else if (read.kind === 'ok') {
    const applied: string[] = [];
    try {
      for (const slice of slices) {
        if (!(slice.name in read.state.slices)) continue;
        slice.restore(store, read.state.slices[slice.name]);
        applied.push(slice.name);
      }
      store.accessVersion += 1;
      outcome = { kind: 'loaded', slices: applied };
    } catch (error) {
      store = reseed();
      const aside = setAsideUnreadable(dataDir, now());
      outcome = { kind: 'ignored', reason: error instanceof Error ? error.message : String(error), setAside: aside };
    }
  }
  if (outcome.kind === 'ignored') {
    log(`[embedded platform] ignored the saved state in ${dataDir} (${outcome.reason}); starting from the demo data. The old file is kept as ${outcome.setAside}.`);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWritten: string | undefined;
  const persister: Persister = {
    schedule() {
      if (timer) return;
      pending.add(persister);
      installExitHook();
      timer = setTimeout(() => persister.flush(), SAVE_DELAY_MS);
      (timer as { unref?: () => void }).unref?.();
    },
    flush() {
      if (!pending.has(persister)) return;
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.delete(persister);
      try {
        const dumped: Record<string, unknown> = {};
        for (const slice of slices) {
          const data = slice.dump(store, baselines.get(slice.name));
          if (data !== undefined) dumped[slice.name] = data;
        }
        // Sign-ins and other writes of unsaved state change nothing here: no need to rewrite the file.
        const signature = JSON.stringify(dumped);
        if (signature === lastWritten) return;
        writeStateFile(dataDir, { format: STATE_FORMAT, version: STATE_VERSION, saved_at: new Date(now()).toISOString(), slices: dumped });
        lastWritten = signature;
      } catch (error) {
        // A failed save keeps the previous file; the next write tries again.
        log(`[embedded platform] could not save its state to ${dataDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
  return { store, persister, outcome };
}
