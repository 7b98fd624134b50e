'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { shortcutFor } from '@/lib/timeline/shortcuts';

export interface TimelineShortcutHandlers {
  rootRef: RefObject<HTMLElement | null>;
  /** Off while a modal panel is open (it owns the keyboard). */
  enabled: boolean;
  onNextTurn: () => void;
  onPreviousTurn: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onFocusSearch: () => void;
  onToggleHelp: () => void;
  onClose: () => void;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** The timeline's keyboard map (lib/timeline/shortcuts.ts) on the document. */
export function useTimelineShortcuts(handlers: TimelineShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const h = latest.current;
      if (!h.enabled || event.defaultPrevented) return;
      const feed = h.rootRef.current?.querySelector('[role="feed"]');
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        editable: isEditable(event.target),
        timelineFocused: feed ? feed.contains(document.activeElement) : false,
      });
      if (!action) return;
      if (action !== 'close') event.preventDefault();
      switch (action) {
        case 'next-turn':
          return h.onNextTurn();
        case 'previous-turn':
          return h.onPreviousTurn();
        case 'expand-all':
          return h.onExpandAll();
        case 'collapse-all':
          return h.onCollapseAll();
        case 'focus-search':
          return h.onFocusSearch();
        case 'toggle-help':
          return h.onToggleHelp();
        case 'close':
          return h.onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
