// What the proxy lets through, and how long and how much one user may hold it.
import 'server-only';
import { jsonError } from './errors';

/** Time for the platform to answer with headers; a stream may then run as long as it likes. */
export const UPSTREAM_TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 30_000);
/** Requests one signed-in user may have in flight through the proxy (streams included) before 429. */
export const MAX_IN_FLIGHT_PER_USER = 32;

/** Upstream response headers passed to the browser; everything else (CORS, CSP, Location, cookies…) stays behind. */
export const PASSED_RESPONSE_HEADERS = new Set(['content-type', 'content-disposition', 'etag', 'last-modified', 'retry-after', 'content-language', 'vary', 'x-platform-version']);

const inFlight = new Map<string, number>();

/** Takes a slot for `user`, or answers 429 when they hold too many; `release` is safe to call more than once. */
export function takeSlot(user: string): { ok: true; release: () => void } | { ok: false; res: Response } {
  const held = inFlight.get(user) ?? 0;
  if (held >= MAX_IN_FLIGHT_PER_USER) {
    return {
      ok: false,
      res: jsonError(429, 'too_many_requests', `At most ${MAX_IN_FLIGHT_PER_USER} requests at once; wait for some to finish.`, { retry_after: 1 }, { 'retry-after': '1' }),
    };
  }
  inFlight.set(user, held + 1);
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(user) ?? 1) - 1;
      if (left <= 0) inFlight.delete(user);
      else inFlight.set(user, left);
    },
  };
}

export function inFlightFor(user: string): number {
  return inFlight.get(user) ?? 0;
}

/** A body that calls `done` once it has been read to the end, failed, or been cancelled by the browser. */
export function onBodyDone(body: ReadableStream<Uint8Array> | null, done: () => void): ReadableStream<Uint8Array> | null {
  if (!body) {
    done();
    return null;
  }
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  body.pipeTo(writable).then(done, done);
  return readable;
}
