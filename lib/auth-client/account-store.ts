import { useSyncExternalStore } from 'react';

// The account the console shows, remembered in localStorage. A few lines instead of zustand's `persist` (~2.5 KB in
// every page's first load); the stored shape is the one `persist` wrote, so an earlier choice is still read.
const KEY = 'console.account';
const listeners = new Set<() => void>();
let cached: { raw: string | null; accountId: string | null } = { raw: null, accountId: null };

/** The account id in a stored value (`{"state":{"accountId":…},"version":0}`); null for anything else. */
export function parseStoredAccountId(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const state: unknown = (value as { state?: unknown }).state;
    if (typeof state !== 'object' || state === null) return null;
    const accountId: unknown = (state as { accountId?: unknown }).accountId;
    return typeof accountId === 'string' && accountId !== '' ? accountId : null;
  } catch {
    return null;
  }
}

function read(): string | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return cached.accountId; // storage disabled: the choice lives for this page only
  }
  if (raw === cached.raw) return cached.accountId;
  cached = { raw, accountId: parseStoredAccountId(raw) };
  return cached.accountId;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function setAccountId(accountId: string): void {
  const raw = JSON.stringify({ state: { accountId }, version: 0 });
  cached = { raw, accountId };
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    // storage disabled: kept in memory (cached) for this page
  }
  for (const listener of listeners) listener();
}

/** The chosen account id; null on the server, while hydrating and until the user has chosen one. */
export function useChosenAccountId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
