'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  // The user menu's theme choice is the root's `data-theme` attribute (see app/globals.css).
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(onChange);
  observer?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer?.disconnect();
  };
}

function current(): 'light' | 'dark' {
  if (typeof window === 'undefined') return 'light';
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia?.(QUERY).matches ? 'dark' : 'light';
}

/** The console's colour scheme, live: the theme chosen in the user menu, else the OS setting (as the CSS tokens do). */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
