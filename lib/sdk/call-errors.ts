// What a call's own policy raises (its time limit, its caller's abort) and reads (`Retry-After`), apart from the errors
// every answer can carry (errors.ts re-exports these): the sign-in forms' client needs only those.
import { ApiError } from './api-error';

/**
 * `Retry-After` in milliseconds: delay-seconds or an HTTP date (relative to `now`); undefined when absent or
 * unreadable, never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : undefined;
  }
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** No answer within the call's `timeout` (status 0, code `timeout`). */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super({ status: 0, code: 'timeout', kind: 'timeout', message: `The platform did not answer within ${timeoutMs} ms`, body: null });
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's `signal` aborted the call. Its name is `AbortError`, as a DOM abort's; `cause` is the signal's reason. */
export class RequestAbortedError extends ApiError {
  constructor(reason: unknown) {
    super({ status: 0, code: 'aborted', kind: 'aborted', message: 'The request was aborted', body: null, cause: reason });
    this.name = 'AbortError';
  }
}
