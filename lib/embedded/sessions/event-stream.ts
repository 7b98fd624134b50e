// The session event stream (`GET …/sessions/{id}/events`): server-sent `status` and `message` events, read from the
// session's source on a short tick. Only the tail of the session can change, so only the tail is compared.
import 'server-only';
import type { MessageWithParts } from '@/lib/contract/wire';
import type { MessageList, SessionSource } from './types';

/** How often the source is read; a new part reaches the client within about one tick. */
export const EVENT_TICK_MS = 100;
export const KEEP_ALIVE_MS = 15_000;
/** A stream ends after this long; the client reconnects with `after` (and so gets anything it missed). */
export const MAX_STREAM_MS = 10 * 60_000;
/** Messages compared on each tick: new messages and changes happen at the end of a session. */
const TAIL = 20;
/** At most this many messages are replayed on connect. */
const REPLAY_LIMIT = 500;

/** `session` events (the list/header summary) are sent at most this often, and at once when the status changes. */
const SUMMARY_MIN_MS = 1_000;

export interface EventStreamOptions {
  source: SessionSource;
  /** The session's summary as the list shows it (cost, tokens, status…), sent as `session` events when it changes. */
  summary?: () => unknown;
  now: () => number;
  after?: string;
  signal?: AbortSignal;
}

const encoder = new TextEncoder();

function frame(event: string, data: string, id?: string): Uint8Array {
  return encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${data}\n\n`);
}

function replayStart(messages: readonly MessageWithParts[], after: string | undefined): number {
  return replayStartAt(messages.length, after ? messages.findIndex((m) => m.info?.id === after) : -1);
}

/** Where the replay starts in `length` messages when `after` is at `at` (-1: not given or not found). */
function replayStartAt(length: number, at: number): number {
  if (at >= 0) return Math.max(at, length - REPLAY_LIMIT);
  return Math.max(0, length - TAIL);
}

/**
 * A generated session not built yet never changes: the messages the first read replays, read by position (the
 * stream does not make the platform build the whole session).
 */
function replayByPosition(list: MessageList, after: string | undefined): readonly MessageWithParts[] {
  const start = replayStartAt(list.length, after ? list.indexOf(after) : -1);
  return list.slice(start, list.length);
}

export function sessionEventStream({ source, summary, now, after, signal }: EventStreamOptions): ReadableStream<Uint8Array> {
  let tick: ReturnType<typeof setInterval> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearInterval(tick);
    clearInterval(keepAlive);
    clearTimeout(lifetime);
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        stop();
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      };
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };

      let lastMessages: readonly MessageWithParts[] | undefined;
      let lastStatus = '';
      let lastSummary = '';
      let summaryAt = Number.NEGATIVE_INFINITY;
      const sent = new Map<string, string>();

      const emitSummary = (force: boolean) => {
        if (!summary) return;
        const at = Date.now();
        if (!force && at - summaryAt < SUMMARY_MIN_MS) return;
        const json = JSON.stringify(summary());
        if (json === lastSummary) return;
        lastSummary = json;
        summaryAt = at;
        send(frame('session', json));
      };

      const emitFrom = (messages: readonly MessageWithParts[], from: number) => {
        const live = new Set<string>();
        for (let i = from; i < messages.length; i++) {
          const message = messages[i];
          const id = message?.info?.id;
          if (typeof id !== 'string') continue;
          live.add(id);
          const json = JSON.stringify(message);
          if (sent.get(id) === json) continue;
          sent.set(id, json);
          send(frame('message', json, id));
        }
        for (const id of sent.keys()) if (!live.has(id)) sent.delete(id);
      };

      const read = (first: boolean) => {
        if (closed) return;
        try {
          const at = now();
          const status = JSON.stringify(source.status(at));
          const statusChanged = status !== lastStatus;
          if (statusChanged) {
            lastStatus = status;
            send(frame('status', status));
          }
          const list = source.ready?.() === false ? source.messageList?.() : undefined;
          const messages = list ? (lastMessages ?? replayByPosition(list, after)) : source.messages(at);
          const messagesChanged = messages !== lastMessages;
          if (messagesChanged) {
            lastMessages = messages;
            emitFrom(messages, list ? 0 : first ? replayStart(messages, after) : Math.max(0, messages.length - TAIL));
          }
          if (first) emitSummary(true);
          else if (statusChanged || messagesChanged) emitSummary(statusChanged);
        } catch (error) {
          send(frame('error', JSON.stringify({ error: 'The session could not be read', code: 'stream_failed' })));
          console.error('[embedded platform] session event stream failed', error);
          close();
        }
      };

      send(encoder.encode(`retry: 2000\n\n`));
      read(true);
      tick = setInterval(() => read(false), EVENT_TICK_MS);
      keepAlive = setInterval(() => send(encoder.encode(': keep-alive\n\n')), KEEP_ALIVE_MS);
      lifetime = setTimeout(close, MAX_STREAM_MS);
      signal?.addEventListener('abort', close, { once: true });
    },
    cancel() {
      stop();
    },
  });
}
