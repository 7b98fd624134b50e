'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true after: state kept in this browser (local drafts, the picked
 * change request) shows only once the server-rendered page is hydrated, so the two renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
