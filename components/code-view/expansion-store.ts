'use client';

import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/**
 * UI state that must survive a turn scrolling out of the virtualized list and back: which tool
 * cards and long outputs are open. `allTools` is set by "expand/collapse all"; a card's own toggle
 * overrides it until the next expand/collapse all.
 */
export interface ExpansionState {
  allTools: boolean | null;
  open: Record<string, boolean>;
  toggle: (key: string, fallback: boolean) => void;
  setAll: (open: boolean) => void;
}

export function createExpansionStore(): StoreApi<ExpansionState> {
  return createStore<ExpansionState>((set, get) => ({
    allTools: null,
    open: {},
    toggle: (key, fallback) => set({ open: { ...get().open, [key]: !(get().open[key] ?? fallback) } }),
    setAll: (open) => set({ allTools: open, open: {} }),
  }));
}

export const ExpansionContext = createContext<StoreApi<ExpansionState> | null>(null);

const fallbackStore = createExpansionStore();

function useExpansionStore(): StoreApi<ExpansionState> {
  return useContext(ExpansionContext) ?? fallbackStore;
}

/** Whether a tool card is open: its own toggle, else expand/collapse all, else its kind's default. */
export function useToolOpen(partId: string, kindDefault: boolean): [boolean, () => void] {
  const store = useExpansionStore();
  const own = useStore(store, (s) => s.open[partId]);
  const all = useStore(store, (s) => s.allTools);
  const toggle = useStore(store, (s) => s.toggle);
  const open = own ?? all ?? kindDefault;
  return [open, () => toggle(partId, open)];
}

/** Whether a long block (an output, a diff) shows in full. Not affected by expand/collapse all. */
export function useBlockOpen(key: string): [boolean, () => void] {
  const store = useExpansionStore();
  const open = useStore(store, (s) => s.open[key] ?? false);
  const toggle = useStore(store, (s) => s.toggle);
  return [open, () => toggle(key, open)];
}

export function useSetAllTools(): (open: boolean) => void {
  return useStore(useExpansionStore(), (s) => s.setAll);
}
