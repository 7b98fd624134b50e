// Saves the embedded platform's state after writes (coalesced) and loads it at start.
import 'server-only';
import type { Store } from '../store';
import { digestOf, PieceBuffer, runAll, runSliced } from './json-pieces';
import { PERSISTED_SLICES } from './slices';
import type { PersistedSlice } from './slice';
import { readStateFile, removeStaleTempFiles, setAsideUnreadable, STATE_FORMAT, STATE_VERSION, writeStateText, writeStateTextAsync } from './state-file';

/** Writes arriving within this window are saved together. */
export const SAVE_DELAY_MS = 150;

export interface Persister {
  /** Called after every successful state-changing request: saves soon, once for a burst of writes. */
  schedule(): void;
  /** Saves now if a save is pending (tests, shutdown), in one go. */
  flush(): void;
  /** Resolves once no save is pending or running (tests, the bench). */
  idle(): Promise<void>;
  /** The last scheduled save: how many event-loop turns its serialization took, and the longest one (the bench). */
  readonly lastSave: { turns: number; longestTurnMs: number };
}

/** The `slices` object of the state file, in pieces with pause points; each slice is dumped against its baseline. */
function* slicesPieces(slices: readonly PersistedSlice[], store: Store, baselines: Map<string, unknown>): Generator<void, Buffer[], void> {
  const out = new PieceBuffer();
  out.push('{');
  let count = 0;
  for (const slice of slices) {
    const baseline = baselines.get(slice.name);
    const pieces = new PieceBuffer();
    if (slice.dumpPieces) {
      if (!(yield* slice.dumpPieces(store, baseline, pieces))) continue;
    } else {
      const data = slice.dump(store, baseline);
      if (data === undefined) continue;
      pieces.push(JSON.stringify(data));
      yield;
    }
    out.push(count++ ? ',' : '', JSON.stringify(slice.name), ':');
    out.append(pieces);
  }
  out.push('}');
  return out.end().chunks;
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
  /** Bumped by every save that starts; a sliced save that finds a newer one started does not rename its file. */
  let generation = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let lastSave = { turns: 0, longestTurnMs: 0 };
  const header = () => `{"format":${JSON.stringify(STATE_FORMAT)},"version":${STATE_VERSION},"saved_at":${JSON.stringify(new Date(now()).toISOString())},"slices":`;
  const failed = (error: unknown) =>
    // A failed save keeps the previous file; the next write tries again.
    log(`[embedded platform] could not save its state to ${dataDir}: ${error instanceof Error ? error.message : String(error)}`);

  /** The scheduled save: serialized in turns of a few ms and written asynchronously, so no request waits on it. */
  async function saveSliced(): Promise<void> {
    const mine = ++generation;
    const stats = { turns: 0, longestTurnMs: 0 };
    try {
      const pieces = await runSliced(slicesPieces(slices, store, baselines), undefined, stats);
      const digest = await runSliced(digestOf(pieces), undefined, stats);
      // Sign-ins and other writes of unsaved state change nothing here: no need to rewrite the file.
      if (digest === lastWritten || mine !== generation) return;
      const written = await writeStateTextAsync(dataDir, header(), pieces, '}', () => mine === generation);
      if (written) lastWritten = digest;
    } catch (error) {
      failed(error);
    } finally {
      lastSave = stats;
    }
  }

  const persister: Persister = {
    schedule() {
      pending.add(persister);
      installExitHook();
      if (running) {
        again = true;
        return;
      }
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        pending.delete(persister);
        running = saveSliced().finally(() => {
          running = null;
          if (again) {
            again = false;
            persister.schedule();
          }
        });
      }, SAVE_DELAY_MS);
      (timer as { unref?: () => void }).unref?.();
    },
    flush() {
      if (!pending.has(persister) && !running) return;
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.delete(persister);
      again = false;
      const mine = ++generation;
      try {
        const pieces = runAll(slicesPieces(slices, store, baselines));
        const digest = runAll(digestOf(pieces));
        if (digest === lastWritten) return;
        writeStateText(dataDir, Buffer.concat([Buffer.from(header()), ...pieces, Buffer.from('}')]));
        if (mine === generation) lastWritten = digest;
      } catch (error) {
        failed(error);
      }
    },
    async idle() {
      while (running || timer) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
      }
    },
    get lastSave() {
      return lastSave;
    },
  };
  return { store, persister, outcome };
}
