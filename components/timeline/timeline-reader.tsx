'use client';

import { forwardRef, useCallback, useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { groupMessagesIntoTurns, type MessageWithParts, type Turn } from '@/lib/sdk';
import { extendTurns } from '@/lib/timeline/grouped-turns';
import { BULK_PAGE_LIMIT, type SessionMessages } from '@/lib/sdk/react/session-timeline';
import { deepLinkHash, locateTarget, parseDeepLink } from '@/lib/timeline/deep-link';
import { turnNumbers } from '@/lib/sessions/turn-numbers';
import { createIncrementalSearch, createSearchIndexCache, stepHit, type SearchEntry, type SearchHit } from '@/lib/timeline/search';
import { useSetAllTools } from '@/components/code-view/expansion-store';
import { TimelineContext, useTimeline } from './timeline-context';
import { TimelineList, type TimelineListHandle } from './timeline-list';
import { SEARCH_HIGHLIGHT_CSS } from './use-text-highlight';
import { useTimelineShortcuts } from './use-timeline-shortcuts';

const NO_ENTRIES: SearchEntry[] = [];

/** What the page's search bar shows, reported by the reader. */
export interface SearchView {
  /** The query these figures are for. */
  query: string;
  active: number;
  total: number;
  shown: number;
}

export interface TimelineReaderHandle {
  /** Next or previous search hit (the search bar's arrows and Enter). */
  stepSearch: (direction: 1 | -1) => void;
}

export interface TimelineReaderProps {
  items: MessageWithParts[];
  /** Every page is read (no older one). */
  complete: boolean;
  turnCount: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: SessionMessages['loadOlder'];
  loadOlderUntil: SessionMessages['loadOlderUntil'];
  /** The search box's query (deferred), and when it last changed. */
  query: string;
  queryAt: number;
  /** The page's root (shortcuts ignore keys outside it) and its search box. */
  rootRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Off while a modal panel is open. */
  shortcutsEnabled: boolean;
  onToggleHelp: () => void;
  onCloseHelp: () => void;
  onSearchView: (view: SearchView) => void;
  onLinkMissing: (missing: boolean) => void;
  onPlaced: () => void;
}

function hitKey(hit: SearchHit): string {
  return `${hit.turnId}\u0000${hit.partId ?? ''}\u0000${hit.offset}`;
}

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const readHash = () => window.location.hash;
const noHash = () => '';

/** The turns of `items`; an older page prepended is grouped alone and put before the turns already grouped. */
function useGroupedTurns(items: MessageWithParts[]): Turn[] {
  const [grouped, setGrouped] = useState(() => extendTurns(null, items));
  if (grouped.items === items) return grouped.turns;
  const next = extendTurns(grouped, items);
  setGrouped(next);
  return next.turns;
}

/**
 * The session's turns and what reads them: turns grouped from the messages, deep links, search over every turn, the
 * j/k shortcuts and the highlight, around the virtualized list. A chunk of its own, loaded beside the list (the page's
 * first load holds the header, the toolbar and the states; the server's preview shows the newest turns meanwhile).
 */
export const TimelineReader = forwardRef<TimelineReaderHandle, TimelineReaderProps>(function TimelineReader(props, ref) {
  const { items, complete, turnCount, hasOlder, loadingOlder, loadOlder, loadOlderUntil, query, queryAt, rootRef, searchRef } = props;
  const { onToggleHelp, onCloseHelp, onSearchView, onLinkMissing, onPlaced } = props;
  const turns = useGroupedTurns(items);
  const numbers = useMemo(() => turnNumbers(turns, { total: turnCount, complete }), [turns, turnCount, complete]);
  const setAllTools = useSetAllTools();
  const page = useTimeline();

  const listRef = useRef<TimelineListHandle | null>(null);
  // A deep link located before the list mounted is scrolled to once it has.
  const [listMounted, setListMounted] = useState(false);
  const setList = useCallback((handle: TimelineListHandle | null) => {
    listRef.current = handle;
    // Only the first mount matters (the handle is replaced whenever the list's turns change).
    if (handle !== null) setListMounted(true);
  }, []);

  // What to highlight comes from three sources; the most recent action wins (`at`, set in event handlers).
  const [nav, setNav] = useState<{ turnId: string; at: number } | null>(null);

  // Deep links: `#turn-<id>` / `#part-<id>`, on load and on hash changes; older pages are read until found.
  // The hash is read after hydration (the server has none), so server and client render alike.
  const hash = useSyncExternalStore(subscribeHash, readHash, noHash);
  const linkTarget = useMemo(() => parseDeepLink(hash), [hash]);
  const [linkAt, setLinkAt] = useState(0);
  useEffect(() => {
    const onHash = () => setLinkAt(performance.now());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const located = useMemo(() => locateTarget(turns, linkTarget), [turns, linkTarget]);
  const linkMissing = linkTarget !== null && complete && located === null;
  useEffect(() => onLinkMissing(linkMissing), [linkMissing, onLinkMissing]);
  useEffect(() => {
    if (linkTarget && !located && hasOlder) loadOlderUntil((w) => locateTarget(groupMessagesIntoTurns(w.items), linkTarget) !== null).catch(() => {});
  }, [linkTarget, located, hasOlder, loadOlderUntil]);
  const locatedTurnId = located?.turnId;
  const locatedPartId = located?.partId;
  const scrollToTurnId = useEffectEvent((turnId: string, partId: string | undefined) => {
    listRef.current?.scrollToTurn(
      turns.findIndex((t) => t.id === turnId),
      partId,
    );
  });
  useEffect(() => {
    // Only the ids are dependencies: older pages shift the index, not the target.
    if (locatedTurnId && listMounted) scrollToTurnId(locatedTurnId, locatedPartId);
  }, [locatedTurnId, locatedPartId, linkAt, listMounted]);

  // Search: the classified text of every turn (the page reads the older pages while a query is set). The index is kept
  // for the same turns when the query is cleared, and each keystroke that extends the query reads only the entries
  // the previous one matched.
  const searching = query.trim() !== '';
  const [indexOf] = useState(createSearchIndexCache);
  const [search] = useState(createIncrementalSearch);
  const index = useMemo(() => (searching ? indexOf(turns) : NO_ENTRIES), [searching, turns, indexOf]);
  const result = useMemo(() => search(index, query), [search, index, query]);
  const [stepped, setStepped] = useState<{ key: string; at: number } | null>(null);
  // A new query starts again from its first hit.
  const activeKey = stepped !== null && stepped.at >= queryAt ? stepped.key : null;
  const found = activeKey === null ? -1 : result.hits.findIndex((hit) => hitKey(hit) === activeKey);
  // Until the reader steps, the first hit is the active one (it appears once the older pages are read).
  const active = found >= 0 ? found : result.hits.length > 0 ? 0 : -1;
  const activeHit = searching ? result.hits[active] : undefined;
  useEffect(() => onSearchView({ query, active, total: result.total, shown: result.hits.length }), [query, active, result.total, result.hits.length, onSearchView]);
  // The first hit is jumped to once every page is read (earlier hits may still arrive before that).
  const firstHitKey = searching && !hasOlder && activeKey === null && result.hits[0] ? hitKey(result.hits[0]) : null;
  const scrollToFirstHit = useEffectEvent(() => {
    const hit = result.hits[0];
    if (hit) listRef.current?.scrollToTurn(hit.turnIndex, hit.partId);
  });
  useEffect(() => {
    if (firstHitKey !== null) scrollToFirstHit();
  }, [firstHitKey]);
  useImperativeHandle(
    ref,
    () => ({
      stepSearch(direction) {
        const hit = result.hits[stepHit(active, result.hits.length, direction)];
        if (!hit) return;
        setStepped({ key: hitKey(hit), at: performance.now() });
        listRef.current?.scrollToTurn(hit.turnIndex, hit.partId);
      },
    }),
    [result.hits, active],
  );

  const candidates = [
    nav && { turnId: nav.turnId, partId: null, at: nav.at },
    activeHit && { turnId: activeHit.turnId, partId: activeHit.partId, at: stepped && activeKey !== null ? stepped.at : queryAt },
    located && { turnId: located.turnId, partId: located.partId ?? null, at: linkAt },
  ].filter((c): c is { turnId: string; partId: string | null; at: number } => Boolean(c));
  const highlight = candidates.reduce<(typeof candidates)[number] | null>((best, c) => (best === null || c.at >= best.at ? c : best), null);

  const stepTurn = (direction: 1 | -1) => {
    const view = listRef.current?.visible();
    if (!view || turns.length === 0) return;
    const current = highlight ? turns.findIndex((t: Turn) => t.id === highlight.turnId) : -1;
    const inView = current >= view.start && current <= view.end;
    const target = inView ? current + direction : direction === 1 ? view.start + 1 : view.cut ? view.start : view.start - 1;
    const next = Math.min(Math.max(target, 0), turns.length - 1);
    listRef.current?.scrollToTurn(next);
    setNav({ turnId: turns[next].id, at: performance.now() });
    // The address follows the reader (replace, not push: j/k must not fill the history); no hashchange fires.
    window.history.replaceState(window.history.state, '', deepLinkHash({ kind: 'turn', id: turns[next].id }));
  };
  useTimelineShortcuts({
    rootRef,
    enabled: props.shortcutsEnabled,
    onNextTurn: () => stepTurn(1),
    onPreviousTurn: () => stepTurn(-1),
    onExpandAll: () => setAllTools(true),
    onCollapseAll: () => setAllTools(false),
    onFocusSearch: () => searchRef.current?.focus(),
    onToggleHelp,
    onClose: onCloseHelp,
  });

  // A fling toward the top asks for the API's largest page: a third as many arrivals, each regrouping and re-laying out.
  const onNearTop = useCallback(
    (flying: boolean) => {
      loadOlder(flying ? BULK_PAGE_LIMIT : undefined).catch(() => {});
    },
    [loadOlder],
  );

  const highlightTurnId = highlight?.turnId ?? null;
  const highlightPartId = highlight?.partId ?? null;
  const context = useMemo(() => ({ ...page, highlightTurnId, highlightPartId }), [page, highlightTurnId, highlightPartId]);

  return (
    <TimelineContext.Provider value={context}>
      <style href="timeline-search-highlight" precedence="default">
        {SEARCH_HIGHLIGHT_CSS}
      </style>
      <TimelineList
        ref={setList}
        turns={turns}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onNearTop={onNearTop}
        startAtEnd={linkTarget === null}
        numbers={numbers}
        highlightTurnId={highlightTurnId}
        highlightPartId={highlightPartId}
        searchQuery={searching ? query : ''}
        onPlaced={onPlaced}
      />
    </TimelineContext.Provider>
  );
});
