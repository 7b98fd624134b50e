import { ApiError, type ApiErrorInit } from './api-error';

export { ApiError, errorKindOfStatus, featureDisabledKey, isApiError, isFeatureDisabledError, type ApiErrorKind } from './api-error';
export { parseRetryAfter, RequestAbortedError, TimeoutError } from './call-errors';

/** The platform could not be reached: DNS, refused connection, reset, offline (status 0, code `network_error`). */
export class ConnectionError extends ApiError {
  constructor(message: string, cause?: unknown) {
    super({ status: 0, code: 'network_error', kind: 'connection', message, body: null, cause });
    this.name = 'ConnectionError';
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
