'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true after (and on a render in the browser alone):
 * state kept in this browser shows only once the server-rendered page is hydrated, so the two renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
