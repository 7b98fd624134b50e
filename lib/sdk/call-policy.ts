import { ApiError, RequestAbortedError, TimeoutError } from './errors';

/**
 * Opt-in retries of idempotent calls (GET, PUT, DELETE): a number is the attempts after the first. A retry happens on
 * no answer (`connection`, `timeout`) and on 429, 502, 503 and 504; never on an abort or any other answer. The wait is
 * the answer's `Retry-After` when it gives one (no retry when that is longer than `maxDelayMs`), else exponential
 * backoff with full jitter: a random wait up to `baseDelayMs · 2^attempt`, at most `maxDelayMs`.
 */
export interface RetryPolicy {
  attempts: number;
  /** Default 250 ms. */
  baseDelayMs?: number;
  /** Default 10 s. */
  maxDelayMs?: number;
}

export type RetryOption = RetryPolicy | number | false;

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

/** A policy from what a caller passed; invalid values mean no retries. */
export function normalizeRetry(option: RetryOption | undefined): Required<RetryPolicy> | null {
  if (option === undefined || option === false) return null;
  const policy = typeof option === 'number' ? { attempts: option } : option;
  if (typeof policy !== 'object' || policy === null) return null;
  const attempts = Math.floor(Number(policy.attempts));
  if (!Number.isFinite(attempts) || attempts < 1) return null;
  const base = finiteOr(policy.baseDelayMs, 250);
  const max = finiteOr(policy.maxDelayMs, 10_000);
  return { attempts: Math.min(attempts, 10), baseDelayMs: Math.max(0, base), maxDelayMs: Math.max(0, max) };
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * How long to wait before retry number `attempt + 1` after `error` (attempt 0 is the first call), or null when the
 * call is not retried. `random` is in [0, 1).
 */
export function retryDelayMs(error: unknown, attempt: number, policy: Required<RetryPolicy> | null, random: () => number = Math.random): number | null {
  if (!policy || !(attempt >= 0) || attempt >= policy.attempts) return null;
  if (!(error instanceof ApiError)) return null;
  const retriable = error.kind === 'connection' || error.kind === 'timeout' || RETRIED_STATUSES.has(error.status);
  if (!retriable) return null;
  if (error.retryAfterMs !== undefined) return error.retryAfterMs <= policy.maxDelayMs ? error.retryAfterMs : null;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt, 30));
  const r = random();
  return Math.floor(ceiling * (Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0));
}

/**
 * The signal one attempt runs with: the caller's, plus a timer when `timeoutMs` is set. `failure(cause)` turns what
 * fetch threw into the SDK's error (an abort or a timeout), or null when it was neither. `clear()` when the attempt is over.
 */
export function attemptSignal(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const hasTimeout = typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0;
  if (!hasTimeout) {
    return { signal: callerSignal, clearTimer: () => {}, clear: () => {}, failure: () => (callerSignal?.aborted ? new RequestAbortedError(callerSignal.reason) : null) };
  }
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new TimeoutError(timeoutMs));
  }, timeoutMs);
  return {
    signal: controller.signal,
    /** Stops the timer but keeps the caller's abort linked (a streamed answer outlives its headers). */
    clearTimer: () => clearTimeout(timer),
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
    failure: (): ApiError | null => {
      if (callerSignal?.aborted) return new RequestAbortedError(callerSignal.reason);
      if (timedOut) return new TimeoutError(timeoutMs);
      return null;
    },
  };
}

/** Waits `ms`, or rejects with the SDK's abort error when `signal` aborts first. */
export function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RequestAbortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
