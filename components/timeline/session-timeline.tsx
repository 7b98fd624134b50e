'use client';

import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { ApiError, groupMessagesIntoTurns, type MessageWithParts } from '@/lib/sdk';
import { useSessionEventStream } from '@/lib/sdk/react/session-live';
import { isLiveStatus, useSessionChildren, useSessionInfo, useSessionMessages, useSessionStatus } from '@/lib/sdk/react/session-timeline';
import { deepLinkHash, locateTarget, parseDeepLink } from '@/lib/timeline/deep-link';
import { turnNumbers } from '@/lib/sessions/turn-numbers';
import { createIncrementalSearch, createSearchIndexCache, stepHit, type SearchEntry, type SearchHit } from '@/lib/timeline/search';
import { createExpansionStore, ExpansionContext } from './expansion-store';
import type { SessionPrefetch } from '@/lib/timeline/session-prefetch';
import { SearchBar } from './search-bar';
import { SessionHeader } from './session-header';
import { SessionRefused } from './session-refused';
import { ShortcutsHelp } from './shortcuts-help';
import { TimelineContext, type OutputRequest, type TimelineContextValue } from './timeline-context';
import type { TimelineListHandle } from './timeline-list';
import { TimelinePreview } from './timeline-preview';
import { SEARCH_HIGHLIGHT_CSS } from './use-text-highlight';
import { useTimelineShortcuts } from './use-timeline-shortcuts';

// The interactive list (virtualizer, rows, Markdown) is a lazy chunk, not named in the page's HTML: the server renders
// its preview of the newest turns, which stays on screen until the chunk has loaded and the list hydrates beneath it.
// Requested as soon as this module runs, so it downloads while the shell and the header hydrate.
const loadTimelineList = () => import('./timeline-list');
if (typeof window !== 'undefined') void loadTimelineList().catch(() => {});
const TimelineList = lazy(() => loadTimelineList().then((m) => ({ default: m.TimelineList })));
const OutputSheet = lazy(() => import('./output-sheet'));
const ExportDialog = lazy(() => import('./export-dialog'));

const NO_MESSAGES: MessageWithParts[] = [];
const NO_ENTRIES: SearchEntry[] = [];

function refusedStatus(error: unknown): 404 | 403 | null {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? error.status : null;
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

const turnsSkeleton = (
  <div aria-busy="true" aria-label="Loading turns" className="space-y-3">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-16 w-2/3" />
  </div>
);

const toolbarButton = 'h-8 rounded-md border border-border px-2.5 text-sm hover:bg-bg-muted';

/** The session page: header, search and tools, the virtualized turns, and the live status line. */
export function SessionTimeline({ projectId, sessionId, initial = null }: { projectId: string; sessionId: string; initial?: SessionPrefetch | null }) {
  const status = useSessionStatus(projectId, sessionId, true, initial ? { data: initial.status, at: initial.at } : undefined, initial?.info.time.updated);
  const live = isLiveStatus(status.data);
  const info = useSessionInfo(projectId, sessionId, initial ? { data: initial.info, at: initial.at } : undefined, live);
  // While it runs (and a minute after), status, summary and new messages are pushed; polling is the fallback.
  useSessionEventStream(projectId, sessionId, { live, lastActivityAt: info.data?.time?.updated });
  const messages = useSessionMessages(projectId, sessionId, live, initial ? { data: initial.page, at: initial.at } : undefined);
  const children = useSessionChildren(projectId, sessionId, live);
  const items = messages.window?.items ?? NO_MESSAGES;
  const turns = useMemo(() => groupMessagesIntoTurns(items), [items]);
  const complete = messages.window !== undefined && !messages.hasOlder;
  const numbers = useMemo(() => turnNumbers(turns, { total: info.data?.turnCount, complete }), [turns, info.data?.turnCount, complete]);
  const { hasOlder, loadingOlder, loadOlder, loadOlderUntil } = messages;

  const [expansion] = useState(createExpansionStore);
  const listRef = useRef<TimelineListHandle | null>(null);
  // The list is a lazy chunk: a deep link located before it mounted is scrolled to once it has.
  const [listMounted, setListMounted] = useState(false);
  const setList = useCallback((handle: TimelineListHandle | null) => {
    listRef.current = handle;
    // Only the first mount matters (the handle is replaced whenever the list's turns change).
    if (handle !== null) setListMounted(true);
  }, []);
  // The server's preview of the newest turns shows until the list is placed (both change in one commit).
  const [placed, setPlaced] = useState(false);
  const onPlaced = useCallback(() => setPlaced(true), []);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [output, setOutput] = useState<OutputRequest | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

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
  const link = { target: linkTarget, at: linkAt };
  const located = useMemo(() => locateTarget(turns, link.target), [turns, link.target]);
  const linkMissing = link.target !== null && complete && located === null;
  useEffect(() => {
    if (link.target && !located && hasOlder) {
      const target = link.target;
      loadOlderUntil((w) => locateTarget(groupMessagesIntoTurns(w.items), target) !== null).catch(() => {});
    }
  }, [link.target, located, hasOlder, loadOlderUntil]);
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
  }, [locatedTurnId, locatedPartId, link.at, listMounted]);

  // Search: the classified text of every turn. Searching reads the older pages in the background.
  const [query, setQuery] = useState('');
  const [queryAt, setQueryAt] = useState(0);
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  useEffect(() => {
    if (searching && hasOlder) loadOlderUntil(() => false).catch(() => {});
  }, [searching, hasOlder, loadOlderUntil]);
  // The index is kept for the same turns when the query is cleared, and each keystroke that extends the query reads
  // only the entries the previous one matched.
  const [indexOf] = useState(createSearchIndexCache);
  const [search] = useState(createIncrementalSearch);
  const index = useMemo(() => (searching ? indexOf(turns) : NO_ENTRIES), [searching, turns, indexOf]);
  const result = useMemo(() => search(index, deferredQuery), [search, index, deferredQuery]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = activeKey === null ? -1 : result.hits.findIndex((hit) => hitKey(hit) === activeKey);
  // Until the reader steps, the first hit is the active one (it appears once the older pages are read).
  const active = found >= 0 ? found : result.hits.length > 0 ? 0 : -1;
  const activeHit = searching ? result.hits[active] : undefined;
  // The first hit is jumped to once every page is read (earlier hits may still arrive before that).
  const firstHitKey = searching && !hasOlder && activeKey === null && result.hits[0] ? hitKey(result.hits[0]) : null;
  const scrollToFirstHit = useEffectEvent(() => {
    const hit = result.hits[0];
    if (hit) listRef.current?.scrollToTurn(hit.turnIndex, hit.partId);
  });
  useEffect(() => {
    if (firstHitKey !== null) scrollToFirstHit();
  }, [firstHitKey]);
  const onQuery = (value: string) => {
    setQuery(value);
    setQueryAt(performance.now());
    setActiveKey(null);
  };
  const stepSearch = (direction: 1 | -1) => {
    const hit = result.hits[stepHit(active, result.hits.length, direction)];
    if (!hit) return;
    setActiveKey(hitKey(hit));
    setQueryAt(performance.now());
    listRef.current?.scrollToTurn(hit.turnIndex, hit.partId);
  };

  const candidates = [
    nav && { turnId: nav.turnId, partId: null, at: nav.at },
    activeHit && { turnId: activeHit.turnId, partId: activeHit.partId, at: queryAt },
    located && { turnId: located.turnId, partId: located.partId ?? null, at: link.at },
  ].filter((c): c is { turnId: string; partId: string | null; at: number } => Boolean(c));
  const highlight = candidates.reduce<(typeof candidates)[number] | null>((best, c) => (best === null || c.at >= best.at ? c : best), null);


  const setAllTools = useCallback((open: boolean) => expansion.getState().setAll(open), [expansion]);
  const stepTurn = useCallback(
    (direction: 1 | -1) => {
      const view = listRef.current?.visible();
      if (!view || turns.length === 0) return;
      const current = highlight ? turns.findIndex((t) => t.id === highlight.turnId) : -1;
      const inView = current >= view.start && current <= view.end;
      const target = inView ? current + direction : direction === 1 ? view.start + 1 : view.cut ? view.start : view.start - 1;
      const next = Math.min(Math.max(target, 0), turns.length - 1);
      listRef.current?.scrollToTurn(next);
      setNav({ turnId: turns[next].id, at: performance.now() });
      // The address follows the reader (replace, not push: j/k must not fill the history); no hashchange fires.
      window.history.replaceState(window.history.state, '', deepLinkHash({ kind: 'turn', id: turns[next].id }));
    },
    [turns, highlight],
  );
  useTimelineShortcuts({
    rootRef,
    enabled: output === null && !exportOpen,
    onNextTurn: () => stepTurn(1),
    onPreviousTurn: () => stepTurn(-1),
    onExpandAll: () => setAllTools(true),
    onCollapseAll: () => setAllTools(false),
    onFocusSearch: () => searchRef.current?.focus(),
    onToggleHelp: () => setHelpOpen((open) => !open),
    onClose: () => setHelpOpen(false),
  });

  const onNearTop = useCallback(() => {
    loadOlder().catch(() => {});
  }, [loadOlder]);

  const context = useMemo<TimelineContextValue>(
    () => ({ projectId, sessionId, openOutput: setOutput, highlightTurnId: highlight?.turnId ?? null, highlightPartId: highlight?.partId ?? null }),
    [projectId, sessionId, highlight],
  );

  // Memoized: until its chunk has loaded, the list is server HTML that React hydrates later. A new element meanwhile
  // (any re-render of this page) would make React give up hydrating it and show the skeleton instead of the preview.
  const startAtEnd = linkTarget === null;
  const highlightTurnId = highlight?.turnId ?? null;
  const highlightPartId = highlight?.partId ?? null;
  const listQuery = searching ? deferredQuery : '';
  const list = useMemo(
    () => (
      <Suspense fallback={turnsSkeleton}>
        <TimelineList
          ref={setList}
          turns={turns}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onNearTop={onNearTop}
          startAtEnd={startAtEnd}
          numbers={numbers}
          highlightTurnId={highlightTurnId}
          highlightPartId={highlightPartId}
          searchQuery={listQuery}
          onPlaced={onPlaced}
        />
      </Suspense>
    ),
    [setList, turns, hasOlder, loadingOlder, onNearTop, startAtEnd, numbers, highlightTurnId, highlightPartId, listQuery, onPlaced],
  );

  const refused = refusedStatus(info.error);
  const fatal = info.error ?? messages.error;
  const title = info.data?.title || 'session';
  let body;
  if (fatal) body = <ErrorState error={fatal} onRetry={() => (info.error ? info.refetch() : messages.refetch())} />;
  else if (messages.isPending) body = turnsSkeleton;
  else if (turns.length === 0)
    body = <EmptyState title={live ? 'The session is starting' : 'No messages yet'}>{live ? 'Turns appear here as they arrive.' : 'This session has no turns.'}</EmptyState>;
  else
    body = (
      <div className="relative flex min-h-64 flex-1 flex-col">
        {!placed && <TimelinePreview turns={turns} numbers={numbers} />}
        {list}
      </div>
    );

  // Missing or forbidden: one state, not a toolbar over an empty timeline (the server page answers 404/403 already).
  if (refused) return <SessionRefused kind={refused} projectId={projectId} />;

  return (
    <ExpansionContext.Provider value={expansion}>
      <TimelineContext.Provider value={context}>
        <style href="timeline-search-highlight" precedence="default">
          {SEARCH_HIGHLIGHT_CSS}
        </style>
        <div ref={rootRef} data-fill-viewport className="flex min-h-0 flex-1 flex-col gap-3">
          <SessionHeader projectId={projectId} summary={info.data} status={status.data} lastTurn={turns[turns.length - 1]} childSessions={children.data ?? []} />
          <div className="flex flex-wrap items-center gap-2">
            <SearchBar
              ref={searchRef}
              query={query}
              resultFor={deferredQuery}
              onQuery={onQuery}
              active={active}
              total={result.total}
              shown={result.hits.length}
              loading={searching && hasOlder}
              onStep={stepSearch}
            />
            <div className="ml-auto flex items-center gap-2">
              <button type="button" className={toolbarButton} onClick={() => setAllTools(true)} title="Expand all tools (e)">
                Expand all
              </button>
              <button type="button" className={toolbarButton} onClick={() => setAllTools(false)} title="Collapse all tools (E)">
                Collapse all
              </button>
              <button type="button" className={toolbarButton} onClick={() => setExportOpen(true)} disabled={turns.length === 0}>
                Export
              </button>
              <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
            </div>
          </div>
          {linkMissing && (
            <p role="alert" className="rounded-md border border-warning/40 bg-warning-bg px-3 py-2 text-sm">
              The linked turn or part is not in this session.
            </p>
          )}
          {messages.olderError != null && (
            <div className="flex items-center gap-2 rounded-md border border-danger/40 bg-danger-bg px-3 py-2 text-sm" role="alert">
              Older turns could not be loaded.
              <button type="button" className="font-medium text-accent hover:underline" onClick={onNearTop}>
                Try again
              </button>
            </div>
          )}
          {body}
        </div>
        {output && (
          <Suspense fallback={null}>
            <OutputSheet request={output} onClose={() => setOutput(null)} />
          </Suspense>
        )}
        {exportOpen && (
          <Suspense fallback={null}>
            <ExportDialog open={exportOpen} onOpenChange={setExportOpen} title={title} turnCount={info.data?.turnCount} loadAll={messages.loadAll} />
          </Suspense>
        )}
      </TimelineContext.Provider>
    </ExpansionContext.Provider>
  );
}
