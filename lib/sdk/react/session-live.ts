'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageWithParts } from '@/lib/contract/wire';
import type { Platform } from '@/lib/sdk';
import { readSessionEvents, type SessionEvent } from '@/lib/sdk/session-events';
import { applyPage, newestId, type MessageWindow } from '@/lib/timeline/merge';
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

async function streamOnce(platform: Platform, client: QueryClient, projectId: string, sessionId: string, signal: AbortSignal, onOpen: () => void) {
  const after = newestId(client.getQueryData<MessageWindow>(sessionKeys.messages(projectId, sessionId)));
  const response = (await platform.session(projectId, sessionId).events(after ? { after } : {})) as Response;
  if (signal.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  onOpen();
  await readSessionEvents(response.body, cacheWriter(client, projectId, sessionId), signal);
}

/**
 * Keeps the session's status, summary and messages current through its event stream (server-sent events through the
 * BFF). When the stream ends it reconnects at once; when it breaks, `connected` turns false (the hooks fall back to
 * polling) and it retries with backoff.
 */
export function useSessionEventStream(projectId: string, sessionId: string, enabled = true): SessionStream {
  const platform = usePlatform();
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof ReadableStream === 'undefined') return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          await streamOnce(platform, client, projectId, sessionId, abort.signal, () => {
            failures = 0;
            setConnected(true);
          });
          if (abort.signal.aborted) return;
          // A clean end (the platform's stream lifetime): reconnect at once, staying connected meanwhile.
        } catch {
          if (abort.signal.aborted) return;
          setConnected(false);
          const delay = STREAM_BACKOFF_MS[Math.min(failures, STREAM_BACKOFF_MS.length - 1)];
          failures += 1;
          await new Promise<void>((resolve) => {
            timer = setTimeout(resolve, delay);
            abort.signal.addEventListener('abort', () => resolve(), { once: true });
          });
        }
      }
    };
    void run();
    return () => {
      abort.abort();
      clearTimeout(timer);
      setConnected(false);
    };
  }, [enabled, platform, client, projectId, sessionId]);

  return { connected };
}
