'use client';

import { RenderBoundary } from '@/components/ui/render-boundary';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Suspense, forwardRef, startTransition, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import type { Turn } from '@/lib/sdk';
import { estimateTurnHeight } from '@/lib/timeline/estimate';
import { partAnchor } from '@/lib/timeline/deep-link';
import { lazyTurnView } from './lazy-turn-view';
import type { TurnViewProps } from './turn-view';
import { preloadMarkdown } from './rich-text';
import { useTextHighlight } from './use-text-highlight';
import { useHydrated } from '@/components/ui/use-hydrated';
import { STILL, isSkimming, nextFlight, type Flight, type Span } from '@/lib/timeline/fling';
import { SkimRow } from './skim-row';

// The server HTML already shows the newest turns; the rows' code is a chunk loaded with the list. (Declared as a
// function: with a component taken from an object, the React Compiler's lint stops analyzing the list below.)
function TurnView(props: TurnViewProps) {
  const Loaded = lazyTurnView.Component;
  return <Loaded {...props} />;
}

export interface TimelineListHandle {
  /** Scrolls a turn to the top of the view (and then a part of it into view). */
  scrollToTurn: (index: number, partId?: string | null) => void;
  /** The turns in view; `cut` when the first one's top is scrolled past. */
  visible: () => { start: number; end: number; cut: boolean } | null;
  focus: () => void;
}

export interface TimelineListProps {
  turns: Turn[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The reader is near the oldest loaded turn; `flying`: it got there in a fling, so a larger page is worth asking for. */
  onNearTop: (flying: boolean) => void;
  /** Start at the newest turn (false when a deep link decides where to start). */
  startAtEnd: boolean;
  /** Each turn's number (turnNumbers: true from the first page on, from the summary's turn count). */
  numbers: ReadonlyArray<number | null>;
  highlightTurnId: string | null;
  highlightPartId: string | null;
  searchQuery: string;
  /** Called in the frame the list is placed and shown (the page then removes the server preview in the same commit). */
  onPlaced?: () => void;
}

// Rows this far (in rows) beyond the visible ones still render Markdown and highlighting.
const RICH_MARGIN = 1;

const NEAR_TOP_ROWS = 3;
const OVERSCAN = 3;
const FLYING_SETTLE_MS = 150;

/**
 * The turns, virtualized: only rows near the viewport are in the DOM, measured as they render.
 * Anchored to the end: while the reader is at the bottom, new turns and growing turns keep it
 * there; older pages prepended above keep the reader's place.
 */
export const TimelineList = forwardRef<TimelineListHandle, TimelineListProps>(function TimelineList(
  { turns, hasOlder, loadingOlder, onNearTop, startAtEnd, numbers, highlightTurnId, highlightPartId, searchQuery, onPlaced },
  ref,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => turns[index]?.id ?? index, [turns]);
  // The virtualizer asks for the estimate of every unmeasured row on each re-layout (once a frame while scrolling):
  // one array read each instead of a lookup per turn.
  const estimates = useMemo(() => turns.map(estimateTurnHeight), [turns]);
  const estimateSize = useCallback((index: number) => estimates[index] ?? estimateTurnHeight(turns[index]), [estimates, turns]);
  // Flying: no row in view at a scroll event was in view at the one before (a fling, a dragged scrollbar, a jump).
  // Rows beyond the view would be gone before they were seen, so none are rendered ahead. Flying two events in a row
  // (a fling or a dragged scrollbar, not one jump), the rows in view are skimmed: number and first line at the row's
  // known height, no Markdown, tools or highlighting. Both end when a scroll event moves less, or 150 ms after the last.
  const [flight, setFlight] = useState<Flight>(STILL);
  const skimming = isSkimming(flight);
  // The app does not use the React Compiler; the virtualizer drives this component's renders itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: flight.flying ? 0 : OVERSCAN,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 32,
    // Rows measured while scrolling re-render once per batch instead of synchronously each (flushSync per row was a
    // quarter of the main thread while scrolling fast through 10,000 turns).
    useFlushSync: false,
  });

  const hydrated = useHydrated();
  // The rows' code (turn rendering and Markdown) is loaded before the list is shown, so the rows it shows first are
  // the final ones: no plain-text row that grows or shrinks once Markdown arrives.
  const [chunksReady, setChunksReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: the first render of the rows (Markdown, highlighting) yields to the browser between rows instead
    // of being one long task; the list is hidden until placed, so nothing waits on screen for it.
    const ready = () => {
      if (live) startTransition(() => setChunksReady(true));
    };
    Promise.all([lazyTurnView.preload(), preloadMarkdown()]).then(ready, ready);
    return () => {
      live = false;
    };
  }, []);
  // First data: start at the newest turn, once; older pages load only once the reader is placed. Until then the list
  // lays out hidden under the server preview, and both swap in one frame: nothing that was on screen moves.
  const started = useRef(false);
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    if (!hydrated || !chunksReady || placed || turns.length === 0) return;
    if (!started.current) {
      started.current = true;
      if (startAtEnd) virtualizer.scrollToEnd();
    }
    // A turn arriving meanwhile (a live session) cancels these frames and asks for two more.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        setPlaced(true);
        onPlaced?.();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [hydrated, chunksReady, placed, turns.length, startAtEnd, virtualizer, onPlaced]);

  const range = virtualizer.range;
  const firstVisible = range?.startIndex ?? 0;
  useEffect(() => {
    if (placed && hasOlder && !loadingOlder && turns.length > 0 && firstVisible < NEAR_TOP_ROWS) onNearTop(flight.flying);
  }, [placed, firstVisible, hasOlder, loadingOlder, onNearTop, turns.length, flight.flying]);

  const pendingPart = useRef<{ partId: string; frames: number; lastDelta: number | null } | null>(null);
  const settlePart = useCallback(() => {
    const pending = pendingPart.current;
    const container = scrollRef.current;
    if (!pending || !container) return;
    const element = document.getElementById(partAnchor(pending.partId));
    if (element && container.contains(element)) {
      const delta = element.getBoundingClientRect().top - container.getBoundingClientRect().top - 12;
      // Done when in place, or when the last adjustment moved nothing (the edge of the list).
      if (Math.abs(delta) <= 2 || (pending.lastDelta !== null && Math.abs(delta - pending.lastDelta) < 1)) {
        pendingPart.current = null;
        return;
      }
      pending.lastDelta = delta;
      container.scrollTop += delta;
    }
    pending.frames -= 1;
    if (pending.frames <= 0) pendingPart.current = null;
    else requestAnimationFrame(settlePart);
  }, []);

  // A scroll request follows its turn by id for a moment: older pages prepended meanwhile shift
  // indexes, and the virtualizer's own reconciliation would otherwise land on the wrong turn.
  const target = useRef<{ turnId: string; until: number } | null>(null);
  useLayoutEffect(() => {
    const pending = target.current;
    if (!pending) return;
    if (performance.now() > pending.until) {
      target.current = null;
      return;
    }
    const index = turns.findIndex((t) => t.id === pending.turnId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [turns, virtualizer]);

  // Keep the newest turn in view when the scroll area itself changes size (a status line comes
  // and goes) while the reader is at the end.
  const atEnd = useRef(startAtEnd);
  // Scrolled away from the end: "Jump to latest", with the turns that arrived since (counted from the turn that was
  // newest when the reader left; older pages prepended meanwhile do not count).
  const [away, setAway] = useState<{ lastId: string | undefined } | null>(null);
  const lastIdRef = useRef<string | undefined>(undefined);
  lastIdRef.current = turns[turns.length - 1]?.id;
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // The previous scroll event's rows in view, by turn id: indexes shift when an older page is prepended.
    let lastSeen: { first: string; last: string } | null = null;
    let state = STILL;
    let ids: { turns: Turn[]; index: Map<string, number> } | null = null;
    const indexOf = (id: string) => {
      const list = turnsRef.current;
      if (ids?.turns !== list) ids = { turns: list, index: new Map(list.map((t, i) => [t.id, i])) };
      return ids.index.get(id);
    };
    const update = (next: Flight) => {
      if (next.flying === state.flying && isSkimming(next) === isSkimming(state)) {
        state = next;
        return;
      }
      state = next;
      setFlight(next);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const top = element.scrollTop;
      const firstItem = virtualizer.getVirtualItemForOffset(top);
      const lastItem = virtualizer.getVirtualItemForOffset(top + Math.max(0, element.clientHeight - 1));
      const current: Span | null = firstItem && lastItem ? { first: firstItem.index, last: lastItem.index } : null;
      const before = lastSeen && indexOf(lastSeen.first);
      const beforeLast = lastSeen && indexOf(lastSeen.last);
      const previous: Span | null = typeof before === 'number' && typeof beforeLast === 'number' ? { first: before, last: beforeLast } : null;
      update(nextFlight(state, previous, current));
      lastSeen = firstItem && lastItem ? { first: String(firstItem.key), last: String(lastItem.key) } : null;
      clearTimeout(settle);
      settle = setTimeout(() => update(STILL), FLYING_SETTLE_MS);
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= 32;
      const far = element.scrollHeight - element.scrollTop - element.clientHeight > element.clientHeight / 2;
      if (atEnd.current) setAway(null);
      else if (far) setAway((current) => current ?? { lastId: lastIdRef.current });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined')
      return () => {
        element.removeEventListener('scroll', onScroll);
        clearTimeout(settle);
      };
    const observer = new ResizeObserver(() => {
      const settling = target.current !== null && performance.now() < target.current.until;
      if (atEnd.current && !settling) virtualizer.scrollToEnd();
    });
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
      observer.disconnect();
    };
  }, [virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToTurn: (index, partId) => {
        if (index < 0 || index >= turns.length) return;
        target.current = { turnId: turns[index].id, until: performance.now() + 2500 };
        atEnd.current = false;
        virtualizer.scrollToIndex(index, { align: 'start' });
        if (partId) {
          pendingPart.current = { partId, frames: 90, lastDelta: null };
          // Let the virtualizer land on the turn first, then bring the part into view.
          setTimeout(() => requestAnimationFrame(settlePart), 120);
        }
      },
      visible: () => {
        const offset = virtualizer.scrollOffset ?? scrollRef.current?.scrollTop ?? 0;
        const item = virtualizer.getVirtualItemForOffset(offset);
        const height = scrollRef.current?.clientHeight ?? 0;
        const last = virtualizer.getVirtualItemForOffset(offset + Math.max(0, height - 1));
        return item ? { start: item.index, end: last?.index ?? item.index, cut: item.start < offset - 4 } : null;
      },
      focus: () => scrollRef.current?.focus(),
    }),
    [turns, virtualizer, settlePart],
  );

  useTextHighlight(scrollRef, searchQuery);

  const items = virtualizer.getVirtualItems();
  const lastVisible = range?.endIndex ?? 0;
  const leftAt = away ? turns.findIndex((t) => t.id === away.lastId) : -1;
  const newTurns = away && leftAt >= 0 ? turns.length - 1 - leftAt : 0;
  const jumpToLatest = () => {
    target.current = null;
    atEnd.current = true;
    setAway(null);
    virtualizer.scrollToEnd();
  };
  return (
    <div className="relative min-h-64 flex-1">
      {hasOlder && firstVisible < NEAR_TOP_ROWS && (
        <p role="status" className="absolute inset-x-0 top-0 z-10 mx-auto w-fit rounded-b-md bg-bg-muted px-3 py-1 text-xs text-fg-muted">
          {loadingOlder ? 'Loading older turns…' : 'Older turns load as you scroll up'}
        </p>
      )}
      {hydrated && placed && away && (
        <button
          type="button"
          onClick={jumpToLatest}
          data-testid="jump-to-latest"
          className="absolute bottom-3 left-1/2 z-10 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full border border-border bg-bg px-3 py-1.5 text-sm font-medium shadow-md hover:bg-bg-muted"
        >
          <ArrowDown aria-hidden className="size-4" />
          Jump to latest
          {newTurns > 0 && (
            <span className="rounded-full bg-accent px-1.5 text-xs text-accent-fg">
              {newTurns} new {newTurns === 1 ? 'turn' : 'turns'}
            </span>
          )}
        </button>
      )}
      <div
        ref={scrollRef}
        role="feed"
        aria-label="Turns"
        // Busy until the turns are placed: an empty feed (no article yet) is loading, not malformed.
        aria-busy={loadingOlder || !(hydrated && placed) || undefined}
        tabIndex={0}
        data-testid="timeline-scroll"
        data-ready={hydrated && placed ? 'true' : undefined}
        className="h-full overflow-y-auto overscroll-contain rounded-lg border border-border focus-visible:outline-2"
        style={{ overflowAnchor: 'none', contain: 'strict' }}
      >
        <div style={{ height: hydrated ? virtualizer.getTotalSize() : 0, position: 'relative', width: '100%', visibility: placed ? undefined : 'hidden' }}>
          <div style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {(hydrated ? items : []).map((item) => {
              const turn = turns[item.index];
              // The newest turn is always rich: a streaming answer must not show raw first and then flip to formatted.
              // Rows in view are rich at once, also while scrolling: a row that turned rich when the scroll stopped
              // changed height under the reader (and could move the turn being read out of view).
              const rich = (item.index >= firstVisible - RICH_MARGIN && item.index <= lastVisible + RICH_MARGIN) || item.index === turns.length - 1;
              // Not measured while skimmed: the row keeps the height the list knows (measured before, or estimated).
              if (skimming)
                return (
                  <div key={item.key} data-index={item.index} style={{ height: item.size }} className="border-b border-border/60">
                    <SkimRow turn={turn} number={numbers[item.index] ?? null} />
                  </div>
                );
              return (
                <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="border-b border-border/60">
                  <Suspense fallback={<div style={{ height: estimateTurnHeight(turn) }} />}>
                  <RenderBoundary what="turn" raw={turn}>
                  <TurnView
                    turn={turn}
                    number={numbers[item.index] ?? null}
                    rich={rich}
                    highlighted={highlightTurnId === turn.id}
                    highlightPartId={highlightTurnId === turn.id ? highlightPartId : null}
                  />
                  </RenderBoundary>
                  </Suspense>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
});
