'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MessageWithParts } from '@/lib/contract/wire';
import type { Platform } from '@/lib/sdk';
import type { SessionEvent } from '../session-events';
import { applyPage, newestId, type MessageWindow } from '../message-window';
import { usePlatform } from './context';
import { sessionKeys } from './keys';

/** Reconnect delays after a broken stream: 1 s, 2 s, 4 s … up to 30 s. Polling covers the gap meanwhile. */
export const STREAM_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

export interface SessionStream {
  /** True while the event stream is open: the session's status and messages are pushed, so polling stops. */
  connected: boolean;
}

const hasTaskPart = (message: MessageWithParts) =>
  message.parts.some((p) => p.type === 'subtask' || (p.type === 'tool' && (p as { tool?: unknown }).tool === 'task'));

/** Applies pushed events to the query cache; messages arriving in one burst are merged in one update. */
function cacheWriter(client: QueryClient, projectId: string, sessionId: string) {
  let pending: MessageWithParts[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    const key = sessionKeys.messages(projectId, sessionId);
    if (!client.getQueryData<MessageWindow>(key)) return; // the first page is still loading; it will hold these
    client.setQueryData<MessageWindow>(key, (prev) => applyPage(prev, { items: batch, next_cursor: null }, 'newer'));
    if (batch.some(hasTaskPart)) void client.invalidateQueries({ queryKey: sessionKeys.children(projectId, sessionId), exact: true });
  };
  return (event: SessionEvent) => {
    if (event.type === 'status') client.setQueryData(sessionKeys.status(projectId, sessionId), event.status);
    else if (event.type === 'session') client.setQueryData(sessionKeys.detail(projectId, sessionId), event.session);
    else if (event.type === 'message') {
      pending.push(event.message);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    }
  };
}

async function streamOnce(
  platform: Platform,
  projectId: string,
  sessionId: string,
  client: QueryClient,
  signal: AbortSignal,
  onEvent: (event: SessionEvent) => void,
  onOpen: () => void,
) {
  const after = newestId(client.getQueryData<MessageWindow>(sessionKeys.messages(projectId, sessionId)));
  // The stream reader (and its SSE parser) loads with the first stream, not with every session page.
  const [response, { readSessionEvents }] = await Promise.all([
    platform.session(projectId, sessionId).events(after ? { after } : {}, { signal }) as Promise<Response>,
    import('../session-events'),
  ]);
  if (signal.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  onOpen();
  await readSessionEvents(response.body, onEvent, signal);
}

const connectedStreams = new Set<string>();

/** Whether a session's event stream is open in this page (the polling hooks stand down while it is). */
export function isSessionStreamConnected(projectId: string, sessionId: string): boolean {
  return connectedStreams.has(`${projectId}/${sessionId}`);
}

/** How long an idle session keeps its stream: a live session often starts its next turn soon. */
export const STREAM_IDLE_CLOSE_MS = 60_000;

export interface SessionStreamOptions {
  /** The session runs now (from the status query): opens the stream if it is not open. */
  live: boolean;
  /** The session's `time.updated`: a session active in the last minute opens the stream at once. */
  lastActivityAt?: number;
}

/**
 * Keeps the session's status, summary and messages current through its event stream (server-sent events through the
 * BFF) while it runs and for a minute after; an idle session's status is polled slowly instead (to notice a new run,
 * which opens the stream again). When the stream ends it reconnects at once; when it breaks, `connected` turns false
 * (the hooks fall back to polling) and it retries with backoff.
 */
export function useSessionEventStream(projectId: string, sessionId: string, { live, lastActivityAt }: SessionStreamOptions): SessionStream {
  const platform = usePlatform();
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  const running = useRef<AbortController | null>(null);
  const key = `${projectId}/${sessionId}`;

  const start = useEffectEvent(() => {
    if (running.current || typeof ReadableStream === 'undefined') return;
    const abort = new AbortController();
    running.current = abort;
    let lastLiveAt = Date.now();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    const write = cacheWriter(client, projectId, sessionId);
    const onEvent = (event: SessionEvent) => {
      if (event.type === 'status') {
        if (event.status.type !== 'idle') lastLiveAt = Date.now();
        clearTimeout(timer);
        // Close after a minute of idle; a new run is noticed by the slow status poll, which opens it again.
        if (event.status.type === 'idle') timer = setTimeout(() => abort.abort(), STREAM_IDLE_CLOSE_MS - (Date.now() - lastLiveAt));
      }
      write(event);
    };
    const setOpen = (open: boolean) => {
      if (open) connectedStreams.add(key);
      else connectedStreams.delete(key);
      setConnected(open);
    };
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          await streamOnce(platform, projectId, sessionId, client, abort.signal, onEvent, () => {
            failures = 0;
            setOpen(true);
          });
        } catch {
          if (abort.signal.aborted) break;
          setOpen(false);
          const delay = STREAM_BACKOFF_MS[Math.min(failures, STREAM_BACKOFF_MS.length - 1)];
          failures += 1;
          await new Promise<void>((resolve) => {
            const retry = setTimeout(resolve, delay);
            abort.signal.addEventListener('abort', () => (clearTimeout(retry), resolve()), { once: true });
          });
        }
      }
      if (running.current === abort) running.current = null;
      setOpen(false);
      // The last word on an ended run: whatever changed while the stream closed.
      void client.invalidateQueries({ queryKey: sessionKeys.status(projectId, sessionId), exact: true });
    };
    void run();
  });

  useEffect(() => {
    if (live) start();
  }, [live]);

  useEffect(() => {
    if (lastActivityAt !== undefined && Date.now() - lastActivityAt < STREAM_IDLE_CLOSE_MS) start();
    return () => {
      running.current?.abort();
      running.current = null;
    };
    // Once per session: later activity arrives through the stream or the status poll (`live`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, sessionId]);

  return { connected };
}
