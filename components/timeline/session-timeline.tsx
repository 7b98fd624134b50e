'use client';

import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { ApiError, type MessageWithParts } from '@/lib/sdk';
import { useSessionEventStream } from '@/lib/sdk/react/session-live';
import { isLiveStatus, useSessionChildren, useSessionInfo, useSessionMessages, useSessionStatus } from '@/lib/sdk/react/session-timeline';
import { createExpansionStore, ExpansionContext } from '@/components/code-view/expansion-store';
import type { SessionPrefetch } from '@/lib/timeline/session-prefetch';
import { SearchBar } from './search-bar';
import { SessionHeader } from './session-header';
import { ShortcutsHelp } from './shortcuts-help';
import { TimelineContext, type OutputRequest, type TimelineContextValue } from './timeline-context';
import { TimelinePreview } from './timeline-preview';
import type { SearchView, TimelineReaderHandle } from './timeline-reader';

// The turns and what reads them (grouping, search, deep links, shortcuts, highlight, the virtualized list, its rows'
// loader) are a lazy chunk, not named in the page's HTML: the server renders its preview of the newest turns, which
// stays on screen until the chunk has loaded and the list hydrates beneath it. Requested as soon as this module runs,
// so it downloads while the shell and the header hydrate. What the reader types or clicks meanwhile is kept here (the
// query, the help dialog, the tools' expansion, Export) and the reader reads it once it is there.
const loadTimelineReader = () => import('./timeline-reader');
if (typeof window !== 'undefined') void loadTimelineReader().catch(() => {});
const TimelineReader = lazy(() => loadTimelineReader().then((m) => ({ default: m.TimelineReader })));
const OutputSheet = lazy(() => import('./output-sheet'));
const ExportDialog = lazy(() => import('./export-dialog'));
const TurnRankingDialog = lazy(() => import('./turn-ranking-dialog'));
// Shown in the browser only when a read is refused after the page loaded (the server answers 404/403 itself).
const SessionRefused = lazy(() => import('./session-refused').then((m) => ({ default: m.SessionRefused })));

const NO_MESSAGES: MessageWithParts[] = [];
const NO_HITS: SearchView = { query: '', active: -1, total: 0, shown: 0 };

function refusedStatus(error: unknown): 404 | 403 | null {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? error.status : null;
}

const turnsSkeleton = (
  <div aria-busy="true" aria-label="Loading turns" className="space-y-3">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-16 w-2/3" />
  </div>
);

const toolbarButton = 'h-8 shrink-0 whitespace-nowrap rounded-md border border-border px-2.5 text-sm hover:bg-bg-muted';

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
  const complete = messages.window !== undefined && !messages.hasOlder;
  const { hasOlder, loadingOlder, loadOlder, loadOlderUntil } = messages;

  const [expansion] = useState(createExpansionStore);
  const readerRef = useRef<TimelineReaderHandle | null>(null);
  // The server's preview of the newest turns shows until the list is placed (both change in one commit).
  const [placed, setPlaced] = useState(false);
  const onPlaced = useCallback(() => setPlaced(true), []);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [output, setOutput] = useState<OutputRequest | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [rankingOpen, setRankingOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const [linkMissing, setLinkMissing] = useState(false);

  // Search: the query lives here (typed before the reader's chunk is there, it is searched once it is); the reader
  // searches the turns and reports the count. Searching reads the older pages in the background.
  const [query, setQuery] = useState('');
  const [queryAt, setQueryAt] = useState(0);
  const [searchView, setSearchView] = useState<SearchView>(NO_HITS);
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  // Until the reader has counted this query (its chunk may still be loading), the bar says it is searching.
  const counted = searching && searchView.query === deferredQuery;
  useEffect(() => {
    if (searching && hasOlder) loadOlderUntil(() => false).catch(() => {});
  }, [searching, hasOlder, loadOlderUntil]);
  const onQuery = (value: string) => {
    setQuery(value);
    setQueryAt(performance.now());
  };

  const setAllTools = useCallback((open: boolean) => expansion.getState().setAll(open), [expansion]);
  const onNearTop = useCallback(() => {
    loadOlder().catch(() => {});
  }, [loadOlder]);

  const context = useMemo<TimelineContextValue>(() => ({ projectId, sessionId, openOutput: setOutput, highlightTurnId: null, highlightPartId: null }), [projectId, sessionId]);

  // Memoized: until its chunk has loaded, the list is server HTML that React hydrates later. A new element meanwhile
  // (any re-render of this page) would make React give up hydrating it and show the skeleton instead of the preview.
  const shortcutsEnabled = output === null && !exportOpen && !rankingOpen;
  const turnCount = info.data?.turnCount;
  const reader = useMemo(
    () => (
      <Suspense fallback={turnsSkeleton}>
        <TimelineReader
          ref={readerRef}
          items={items}
          complete={complete}
          turnCount={turnCount}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          loadOlder={loadOlder}
          loadOlderUntil={loadOlderUntil}
          query={deferredQuery}
          queryAt={queryAt}
          rootRef={rootRef}
          searchRef={searchRef}
          shortcutsEnabled={shortcutsEnabled}
          onToggleHelp={toggleHelp}
          onCloseHelp={closeHelp}
          onSearchView={setSearchView}
          onLinkMissing={setLinkMissing}
          onPlaced={onPlaced}
        />
      </Suspense>
    ),
    [items, complete, turnCount, hasOlder, loadingOlder, loadOlder, loadOlderUntil, deferredQuery, queryAt, shortcutsEnabled, toggleHelp, closeHelp, onPlaced],
  );

  const refused = refusedStatus(info.error);
  const fatal = info.error ?? messages.error;
  const title = info.data?.title || 'session';
  let body;
  if (fatal) body = <ErrorState error={fatal} onRetry={() => (info.error ? info.refetch() : messages.refetch())} />;
  else if (messages.isPending) body = turnsSkeleton;
  else if (items.length === 0)
    body = <EmptyState title={live ? 'The session is starting' : 'No messages yet'}>{live ? 'Turns appear here as they arrive.' : 'This session has no turns.'}</EmptyState>;
  else
    body = (
      <div className="relative flex min-h-64 flex-1 flex-col">
        {!placed && <TimelinePreview items={items} turnCount={turnCount} complete={complete} />}
        {reader}
      </div>
    );

  // Missing or forbidden: one state, not a toolbar over an empty timeline (the server page answers 404/403 already).
  if (refused)
    return (
      <Suspense fallback={turnsSkeleton}>
        <SessionRefused kind={refused} projectId={projectId} />
      </Suspense>
    );

  return (
    <ExpansionContext.Provider value={expansion}>
      <TimelineContext.Provider value={context}>
        <div ref={rootRef} data-fill-viewport className="flex min-h-0 flex-1 flex-col gap-3">
          <SessionHeader projectId={projectId} summary={info.data} status={status.data} messages={items} childSessions={children.data ?? []} />
          <div className="flex flex-wrap items-center gap-2">
            <SearchBar
              ref={searchRef}
              query={query}
              resultFor={deferredQuery}
              onQuery={onQuery}
              active={counted ? searchView.active : -1}
              total={counted ? searchView.total : 0}
              shown={counted ? searchView.shown : 0}
              loading={searching && (hasOlder || !counted)}
              onStep={(direction) => readerRef.current?.stepSearch(direction)}
            />
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <button type="button" className={toolbarButton} onClick={() => setAllTools(true)} title="Expand all tools (e)">
                Expand all
              </button>
              <button type="button" className={toolbarButton} onClick={() => setAllTools(false)} title="Collapse all tools (E)">
                Collapse all
              </button>
              <button type="button" className={toolbarButton} onClick={() => setRankingOpen(true)} disabled={items.length === 0} aria-haspopup="dialog">
                Turns by cost
              </button>
              <button type="button" className={toolbarButton} onClick={() => setExportOpen(true)} disabled={items.length === 0}>
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
        {rankingOpen && (
          <Suspense fallback={null}>
            <TurnRankingDialog open={rankingOpen} onOpenChange={setRankingOpen} loadAll={messages.loadAll} />
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
