import 'server-only';
import type { SandboxFileEntry, SandboxState } from '@/lib/contract/types-sandbox';
import type { Store } from '../store';
import type { SessionRecord } from '../sessions/types';
import { sessionKey } from '../sessions/types';
import { seedTree } from './tree';

export interface Sandbox {
  state: SandboxState;
  files: Map<string, Uint8Array>;
  /** When the agent runtime last started (ms), for its uptime. */
  startedAt?: number;
}

// Kept beside the store rather than in it: a sandbox exists only once something asks for it.
const sandboxes = new WeakMap<Store, Map<string, Sandbox>>();

function initialState(record: SessionRecord): SandboxState {
  if (record.lifecycle === 'deleted' || record.lifecycle === 'unavailable') return 'unavailable';
  if (record.runtimeState === 'sandbox_evicted' || record.runtimeState === 'deleted') return 'unavailable';
  if (record.runtimeState === 'running' || record.runtimeState === 'warm_pool') return 'ready';
  return 'asleep';
}

/** The session's sandbox, created on first use with the seed tree and a state that follows the session's runtime state. */
export function sandboxOf(store: Store, record: SessionRecord, now: number): Sandbox {
  let forStore = sandboxes.get(store);
  if (!forStore) sandboxes.set(store, (forStore = new Map()));
  const key = sessionKey(record.projectId, record.info.id);
  let sandbox = forStore.get(key);
  if (!sandbox) {
    const state = initialState(record);
    sandbox = { state, files: seedTree(record), ...(state === 'ready' ? { startedAt: now } : {}) };
    forStore.set(key, sandbox);
  }
  return sandbox;
}

/** Direct entries of a folder ('' for the root), folders first, then by name. */
export function listFolder(files: Map<string, Uint8Array>, dir: string): SandboxFileEntry[] {
  const prefix = dir ? `${dir}/` : '';
  const entries = new Map<string, SandboxFileEntry>();
  for (const [path, bytes] of files) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (entries.has(name)) continue;
    entries.set(name, slash === -1 ? { path, name, type: 'file', size: bytes.byteLength } : { path: prefix + name, name, type: 'dir' });
  }
  return [...entries.values()].sort((a, b) => (a.type !== b.type ? (a.type === 'dir' ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A folder exists when some file lies below it. */
export function isFolder(files: Map<string, Uint8Array>, dir: string): boolean {
  if (dir === '') return true;
  for (const path of files.keys()) if (path.startsWith(`${dir}/`)) return true;
  return false;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Text when the bytes are valid UTF-8, else base64. */
export function encodeContent(bytes: Uint8Array): { encoding: 'utf8' | 'base64'; content: string } {
  try {
    return { encoding: 'utf8', content: decoder.decode(bytes) };
  } catch {
    return { encoding: 'base64', content: Buffer.from(bytes).toString('base64') };
  }
}
