// Reading a session's event stream (`session(pid, sid).events({ after })`, `text/event-stream`): `status` and
// `message` events, and `session` (the session's summary). Unknown events and malformed data are passed on as `unknown`, never thrown, so an older SDK keeps
// working against a newer platform.
import { createParser } from 'eventsource-parser';
import type { SessionSummary } from '@/lib/contract/types';
import type { MessageWithParts, SessionStatus } from '@/lib/contract/wire';
import { isRecord } from './util';

export type SessionEvent =
  | { type: 'status'; status: SessionStatus }
  | { type: 'message'; message: MessageWithParts }
  | { type: 'session'; session: SessionSummary }
  | { type: 'error'; error: string; code?: string }
  | { type: 'unknown'; event: string; data: string };

/** One server-sent event as a typed session event. */
export function toSessionEvent(event: string | undefined, data: string): SessionEvent {
  const name = event ?? 'message';
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { type: 'unknown', event: name, data };
  }
  if (name === 'status' && isRecord(parsed) && typeof parsed.type === 'string') return { type: 'status', status: parsed as unknown as SessionStatus };
  if (name === 'message' && isRecord(parsed) && isRecord(parsed.info) && typeof parsed.info.id === 'string' && Array.isArray(parsed.parts)) {
    return { type: 'message', message: parsed as unknown as MessageWithParts };
  }
  if (name === 'session' && isRecord(parsed) && typeof parsed.id === 'string') return { type: 'session', session: parsed as unknown as SessionSummary };
  if (name === 'error' && isRecord(parsed)) {
    return { type: 'error', error: typeof parsed.error === 'string' ? parsed.error : 'The stream failed', ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}) };
  }
  return { type: 'unknown', event: name, data };
}

/**
 * Reads an event-stream body to its end, calling `onEvent` for each event. Resolves when the server ends the stream;
 * rejects when the connection breaks or `signal` aborts.
 */
export async function readSessionEvents(body: ReadableStream<Uint8Array> | null, onEvent: (event: SessionEvent) => void, signal?: AbortSignal): Promise<void> {
  if (!body) return;
  const parser = createParser({ onEvent: (e) => onEvent(toSessionEvent(e.event, e.data)) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const abort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
  } finally {
    signal?.removeEventListener('abort', abort);
    reader.releaseLock();
  }
}
