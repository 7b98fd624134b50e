// Request-body limits: the declared Content-Length and the bytes actually streamed are both checked.
import 'server-only';

import { MAX_REQUEST_BODY_BYTES } from '@/lib/contract/limits';
import type { HeaderView } from './request-view';

export const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

/** True when Content-Length announces more than the limit (an unparsable length counts as too large). */
export function declaredTooLarge(headers: HeaderView, limit = MAX_BODY_BYTES): boolean {
  const declared = headers.get('content-length');
  if (declared === null) return false;
  const trimmed = declared.trim();
  if (!/^\d+$/.test(trimmed)) return true;
  return Number(trimmed) > limit;
}

/**
 * The whole body, null when there is none, 'too_large' as soon as more than `limit` bytes arrive, or
 * 'unreadable' when the stream fails (the client went away).
 */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer> | null | 'too_large' | 'unreadable'> {
  if (!body) return null;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      return 'unreadable';
    }
    const { done, value } = step;
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too_large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
