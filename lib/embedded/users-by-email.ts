// Users by lowercase email: sign-in, magic link, reset and invites look an address up in constant time, so an unknown
// address answers as fast as a known one (a scan over every user took 50–240 µs longer for an unknown address).
import 'server-only';
import type { Store, UserRecord } from './store';
import { readOnly } from './persist/tracked-map';

interface EmailIndex {
  users: Map<string, UserRecord>;
  size: number;
  byEmail: Map<string, string>;
}

// Kept beside the store, not in it: nothing to persist, and a loaded or seeded store builds its index on first use.
const indexes = new WeakMap<Store, EmailIndex>();

function rebuild(store: Store): EmailIndex {
  const byEmail = new Map<string, string>();
  // Reads only: a sign-in's save need not compare every user (persist/tracked-map.ts).
  readOnly(() => {
    for (const user of store.users.values()) byEmail.set(user.email.toLowerCase(), user.id);
  });
  const index = { users: store.users, size: store.users.size, byEmail };
  indexes.set(store, index);
  return index;
}

/**
 * The user with this address (case-insensitive), or undefined. Users are only ever added and an address never
 * changes, so the index is current while the map and its size are the ones it was built from; it is rebuilt otherwise.
 */
export function findUserByEmail(store: Store, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  let index = indexes.get(store);
  if (!index || index.users !== store.users || index.size !== store.users.size) index = rebuild(store);
  const user = lookUp(store, index, wanted);
  // A record replaced under the same id (never done today): rebuild once rather than answer a stale entry.
  return user === null ? (lookUp(store, rebuild(store), wanted) ?? undefined) : user;
}

/** The user, undefined when the address is unknown, or null when the entry is stale. */
function lookUp(store: Store, index: EmailIndex, wanted: string): UserRecord | undefined | null {
  const id = index.byEmail.get(wanted);
  if (id === undefined) return undefined;
  const user = store.users.get(id);
  return user?.email.toLowerCase() === wanted ? user : null;
}

/** Adds a new user to the store and to the index (no rebuild). */
export function addUser(store: Store, user: UserRecord): void {
  store.users.set(user.id, user);
  const index = indexes.get(store);
  if (index && index.users === store.users && index.size === store.users.size - 1) {
    index.byEmail.set(user.email.toLowerCase(), user.id);
    index.size = store.users.size;
  }
}
