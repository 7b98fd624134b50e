// Streamed exports (gateway logs, audit): one chunk per event-loop turn, produced only when the reader wants one.
// A plain pull() runs again in a microtask as soon as its chunk is read, so a fast reader drained a 22 MB export
// without ever letting another request's I/O in; waiting for setImmediate before each chunk does.
import 'server-only';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A byte stream of `chunks`: at most one chunk is queued ahead of the reader (backpressure: the next is produced only
 * when the queue is empty), and the event loop turns before each chunk. Cancelling stops the generator.
 */
export function chunkStream(chunks: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await nextTurn();
        const next = chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      cancel() {
        chunks.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
