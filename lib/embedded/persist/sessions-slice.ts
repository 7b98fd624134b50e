// Sessions started while the platform runs (from the console, the API or a trigger), one record each: the record's
// fields and how to rebuild its source (sessions/saved-source.ts). Seeded and generated sessions are made again at
// start, and imports are saved as files (sessions/persist.ts), so neither is stored here.
import 'server-only';
import type { SessionInfo } from '@/lib/contract/wire';
import type { Store } from '../store';
import { restoreSource, saveSource, type SavedSource } from '../sessions/saved-source';
import type { SessionRecord } from '../sessions/types';
import type { Op } from './journal';
import { digest, encodeText, expect, parseText, track, type PersistedSlice } from './slice';

const NAME = 'sessions';
const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapKeys = Map.prototype.keys;

type StoredSession = Omit<SessionRecord, 'source'> & { source: SavedSource };

export const sessionsSlice: PersistedSlice = (() => {
  const now = () => Date.now();
  return {
    name: NAME,
    covers: ['sessions'],
    open(store: Store, stored, context) {
      const seeded = new Set(store.sessions.keys());
      const last = new Map<string, string>();
      for (const [key, text] of stored) {
        expect(text !== null, NAME, `${key} is a tombstone`);
        const value = parseText(text, NAME, key) as Partial<StoredSession>;
        expect(value && typeof value === 'object' && typeof value.projectId === 'string' && value.info && typeof (value.info as SessionInfo).id === 'string' && value.source, NAME, `${key} is not a session`);
        const source = restoreSource((value.info as SessionInfo).id, value.source as SavedSource);
        expect(source, NAME, `${key} has a source that cannot be rebuilt`);
        store.sessions.set(key, { ...(value as StoredSession), source });
        last.set(key, digest(text));
      }
      let tracked = track(store, 'sessions', context);
      const saved = (record: SessionRecord) => !record.imported && !seeded.has(`${record.projectId}/${record.info.id}`);
      return {
        changes(full = false) {
          if (store.sessions !== tracked) {
            tracked = track(store, 'sessions', context);
            full = true;
          }
          const touched = tracked.take();
          const keys = full || touched.all ? new Set([...(mapKeys.call(tracked) as Iterable<string>), ...last.keys()]) : touched.keys;
          const ops: Op[] = [];
          for (const key of keys) {
            const record = mapHas.call(tracked, key) ? (mapGet.call(tracked, key) as SessionRecord) : undefined;
            if (!record || !saved(record)) {
              if (last.delete(key)) ops.push([key, undefined]);
              continue;
            }
            const text = encodeText({ ...record, source: saveSource(record.source, now()) });
            const d = digest(text);
            if (last.get(key) === d) continue;
            last.set(key, d);
            ops.push([key, text]);
          }
          return ops;
        },
      };
    },
  };
})();
