'use client';

import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
/** Read by the root layout, which renders it as `<html data-theme>`: the first paint has the chosen theme. */
export const THEME_COOKIE = 'console-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const attribute = (): string | null => (typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-theme'));

export function readThemeChoice(): ThemeChoice {
  const value = attribute();
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Applies a choice now and remembers it for a year (a cookie, so the server renders it: no flash on load). */
export function setThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  document.cookie =
    choice === 'system' ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax` : `${THEME_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const media = typeof window !== 'undefined' ? window.matchMedia?.(DARK_QUERY) : undefined;
  media?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', onChange);
  };
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}

/** The theme in effect: the choice, or the system's when the choice is "system". */
export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => {
      const choice = readThemeChoice();
      if (choice !== 'system') return choice;
      return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
    },
    () => 'light',
  );
}
