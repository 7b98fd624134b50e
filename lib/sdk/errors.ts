import { ApiError, type ApiErrorInit } from './api-error';

export { ApiError, errorKindOfStatus, featureDisabledKey, isApiError, isFeatureDisabledError, type ApiErrorKind } from './api-error';

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

/** The platform could not be reached: DNS, refused connection, reset, offline (status 0, code `network_error`). */
export class ConnectionError extends ApiError {
  constructor(message: string, cause?: unknown) {
    super({ status: 0, code: 'network_error', kind: 'connection', message, body: null, cause });
    this.name = 'ConnectionError';
  }
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

/** Errors of the `/auth/*` routes (headless sign-in). `code` is always set. */
export class HeadlessAuthError extends ApiError {
  declare readonly code: string;

  constructor(init: ApiErrorInit & { code: string }) {
    super(init);
    this.name = 'HeadlessAuthError';
  }
}

/** Reads `{ error, code }` from any JSON body; tolerant of other shapes. */
export function parseErrorBody(body: unknown, status: number): { message: string; code?: string } {
  if (typeof body === 'object' && body !== null) {
    const { error, code, message } = body as { error?: unknown; code?: unknown; message?: unknown };
    const text = typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
    return { message: text ?? `Request failed with status ${status}`, code: typeof code === 'string' ? code : undefined };
  }
  if (typeof body === 'string' && body.trim()) return { message: body.trim().slice(0, 500) };
  return { message: `Request failed with status ${status}` };
}
