'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage, SessionSummary } from '@/lib/contract/types';
import type { MessageWithParts, SessionStatus } from '@/lib/contract/wire';
import type { Platform } from '@/lib/sdk';
import { applyPage, newestId, newestPageHasGap, olderCursorOf, readPage, type MessageWindow } from '../message-window';
import { usePlatform } from './context';
import { isSessionStreamConnected } from './session-live';
import { sessionKeys } from './keys';

/** First page: the newest messages. */
export const NEWEST_PAGE_LIMIT = 200;
/** What a live poll re-reads: enough for the messages that change while a session runs. */
export const TAIL_PAGE_LIMIT = 50;
/** Older pages read when the reader scrolls to the top. */
export const OLDER_PAGE_LIMIT = 200;
/** Older pages read in the background for search, export and deep links (the API's maximum). */
export const BULK_PAGE_LIMIT = 500;

export const STATUS_POLL_MS = 1000;
export const IDLE_STATUS_POLL_MS = 10_000;
/** After a run ends, keep the fast status poll this long: a live session often starts its next turn soon. */
export const RECENTLY_LIVE_MS = 60_000;
export const MESSAGES_POLL_MS = 1500;
/** While the event stream is open the status is still read this rarely, in case the stream silently stalls. */
export const STREAM_BACKSTOP_POLL_MS = 60_000;

export function isLiveStatus(status: SessionStatus | undefined): boolean {
  return status?.type === 'busy' || status?.type === 'retry';
}

/** Data read on the server for the first render (see components/timeline/prefetch.ts); `at` is when. */
export interface Initial<T> {
  data: T;
  at: number;
}

/**
 * The session's summary (the list's object: status, cost, tokens, turn count…). The event stream replaces it while it
 * is open; while the session runs without the stream it is polled with the status, so the header never lags the list.
 */
export function useSessionInfo(projectId: string, sessionId: string, initial?: Initial<SessionSummary>, live = false) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionKeys.detail(projectId, sessionId),
    queryFn: ({ signal }) => platform.session(projectId, sessionId).get(undefined, { signal }),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.at,
    refetchInterval: () => (live && !isSessionStreamConnected(projectId, sessionId) ? STATUS_POLL_MS : false),
  });
}

/**
 * The session's status: polled every second while it runs and for a minute after its last activity (the next
 * turn of a live session often starts soon: opening it in the idle gap between two turns must not slow the
 * poll to 10 s), every 10 s otherwise (to notice a new run). `lastActivityAt` is the session's `time.updated`.
 */
export function useSessionStatus(projectId: string, sessionId: string, enabled = true, initial?: Initial<SessionStatus>, lastActivityAt?: number) {
  const platform = usePlatform();
  const lastLiveAt = useRef<number | null>(null);
  return useQuery({
    queryKey: sessionKeys.status(projectId, sessionId),
    queryFn: async ({ signal }) => {
      const status = await platform.session(projectId, sessionId).status(undefined, { signal });
      if (isLiveStatus(status)) lastLiveAt.current = Date.now();
      return status;
    },
    enabled,
    staleTime: 0,
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.at,
    refetchInterval: (query) => {
      if (isSessionStreamConnected(projectId, sessionId)) return STREAM_BACKSTOP_POLL_MS;
      const lastLive = Math.max(lastLiveAt.current ?? 0, lastActivityAt ?? 0);
      const recently = Date.now() - lastLive < RECENTLY_LIVE_MS;
      return isLiveStatus(query.state.data) || recently ? STATUS_POLL_MS : IDLE_STATUS_POLL_MS;
    },
  });
}

export function useSessionChildren(projectId: string, sessionId: string, live = false) {
  const platform = usePlatform();
  return useQuery({
    queryKey: sessionKeys.children(projectId, sessionId),
    queryFn: ({ signal }) => platform.session(projectId, sessionId).children(undefined, { signal }),
    refetchInterval: () => (live && !isSessionStreamConnected(projectId, sessionId) ? 5000 : false),
  });
}

/**
 * Reads the newest page and merges it into whatever is cached by then (older pages loaded
 * meanwhile survive). When more messages arrived since the last read than one page holds, the
 * gap is filled with `after` pages.
 */
async function fetchNewest(platform: Platform, client: QueryClient, projectId: string, sessionId: string, signal?: AbortSignal): Promise<MessageWindow> {
  const key = sessionKeys.messages(projectId, sessionId);
  const handle = platform.session(projectId, sessionId);
  const before = client.getQueryData<MessageWindow>(key);
  const first = !before || before.items.length === 0;
  const page = await handle.messages({ limit: first ? NEWEST_PAGE_LIMIT : TAIL_PAGE_LIMIT }, { signal });
  let window = client.getQueryData<MessageWindow>(key);
  if (newestPageHasGap(window, page)) {
    let after = newestId(window);
    while (after) {
      const newer = readPage(await handle.messages({ after, limit: BULK_PAGE_LIMIT }, { signal }));
      window = applyPage(client.getQueryData<MessageWindow>(key), newer, 'newer');
      client.setQueryData(key, window);
      after = newer.next_cursor ?? undefined;
    }
    return client.getQueryData<MessageWindow>(key) ?? window ?? applyPage(undefined, page, 'newest');
  }
  return applyPage(window, page, 'newest');
}

function sessionMessagesQuery(platform: Platform, client: QueryClient, projectId: string, sessionId: string) {
  return {
    queryKey: sessionKeys.messages(projectId, sessionId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchNewest(platform, client, projectId, sessionId, signal),
    // The merge keeps unchanged messages' identity itself; no second deep walk over thousands of messages.
    structuralSharing: false,
  };
}

export interface SessionMessages {
  window: MessageWindow | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: unknown;
  /** Reads one older page (on scroll to the top). Concurrent calls share the request. */
  loadOlder: (limit?: number) => Promise<void>;
  /** Reads older pages until `done(window)` holds or the first message is loaded. */
  loadOlderUntil: (done: (window: MessageWindow) => boolean) => Promise<void>;
  /** Reads every older page still missing; resolves with all the session's messages. */
  loadAll: () => Promise<MessageWithParts[]>;
}

/**
 * A session's messages: the newest page first, older pages on demand; while `live`, the newest
 * page is re-read every 1.5 s and merged by message id (replace, not append), and once the run
 * ends one last read picks up the final state. While `pushed` (the event stream is open) nothing is polled.
 */
export function useSessionMessages(projectId: string, sessionId: string, live = false, initial?: Initial<ListPage<MessageWithParts>>): SessionMessages {
  const platform = usePlatform();
  const client = useQueryClient();
  const query = useQuery({
    ...sessionMessagesQuery(platform, client, projectId, sessionId),
    refetchInterval: () => (live && !isSessionStreamConnected(projectId, sessionId) ? MESSAGES_POLL_MS : false),
    staleTime: live ? 0 : 30_000,
    initialData: initial ? () => applyPage(undefined, initial.data, 'newest') : undefined,
    initialDataUpdatedAt: initial?.at,
  });

  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live && !isSessionStreamConnected(projectId, sessionId)) {
      void client.invalidateQueries({ queryKey: sessionKeys.messages(projectId, sessionId), exact: true });
      void client.invalidateQueries({ queryKey: sessionKeys.detail(projectId, sessionId), exact: true });
    }
    wasLive.current = live;
  }, [live, client, projectId, sessionId]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const inflight = useRef<Promise<void> | null>(null);
  const alive = useRef(true);
  // Older pages read for scrolling, search, export and deep links stop when the page goes away.
  const paging = useRef<AbortController | null>(null);
  useEffect(() => {
    alive.current = true;
    paging.current = new AbortController();
    return () => {
      alive.current = false;
      paging.current?.abort();
    };
  }, [projectId, sessionId]);

  const loadOlder = useCallback(
    (limit = OLDER_PAGE_LIMIT): Promise<void> => {
      if (inflight.current) return inflight.current;
      const key = sessionKeys.messages(projectId, sessionId);
      const cursor = olderCursorOf(client.getQueryData<MessageWindow>(key));
      if (!cursor) return Promise.resolve();
      setLoadingOlder(true);
      setOlderError(null);
      const run = platform
        .session(projectId, sessionId)
        .messages({ before: cursor, limit }, { signal: paging.current?.signal })
        .then((page) => {
          client.setQueryData<MessageWindow>(key, (prev) => applyPage(prev, page, 'older'));
        })
        .catch((error: unknown) => {
          if (alive.current) setOlderError(error);
          throw error;
        })
        .finally(() => {
          inflight.current = null;
          if (alive.current) setLoadingOlder(false);
        });
      inflight.current = run;
      return run;
    },
    [client, platform, projectId, sessionId],
  );

  const loadOlderUntil = useCallback(
    async (done: (window: MessageWindow) => boolean) => {
      for (;;) {
        const window = client.getQueryData<MessageWindow>(sessionKeys.messages(projectId, sessionId));
        if (!window || !alive.current || done(window) || olderCursorOf(window) === null) return;
        await loadOlder(BULK_PAGE_LIMIT);
      }
    },
    [client, loadOlder, projectId, sessionId],
  );

  const loadAll = useCallback(async () => {
    await loadOlderUntil(() => false);
    return client.getQueryData<MessageWindow>(sessionKeys.messages(projectId, sessionId))?.items ?? [];
  }, [client, loadOlderUntil, projectId, sessionId]);

  const window = query.data;
  return {
    window,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
    hasOlder: olderCursorOf(window) !== null,
    loadingOlder,
    olderError,
    loadOlder,
    loadOlderUntil,
    loadAll,
  };
}

/** The newest page of another session (a task's child), for its status and error; polled while it runs. */
export function useChildSessionMessages(projectId: string, childId: string | undefined, running: boolean) {
  const platform = usePlatform();
  const client = useQueryClient();
  return useQuery({
    ...sessionMessagesQuery(platform, client, projectId, childId ?? ''),
    enabled: Boolean(childId),
    refetchInterval: running ? MESSAGES_POLL_MS * 2 : false,
  });
}
