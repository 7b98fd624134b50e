// The SDK's base error and how to read one, on their own: every console page tests `instanceof ApiError` and reads
// codes, while the subclasses the transport throws (errors.ts, which re-exports this) come with the SDK's client.

/**
 * What went wrong, as one word a caller can switch on. `connection`, `timeout` and `aborted` mean no answer arrived
 * (status 0); the others name the answer's HTTP status (`http` for any status without a word of its own).
 */
export type ApiErrorKind =
  | 'connection'
  | 'timeout'
  | 'aborted'
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unprocessable'
  | 'rate_limited'
  | 'not_implemented'
  | 'unavailable'
  | 'server'
  | 'http';

const KIND_BY_STATUS: Readonly<Record<number, ApiErrorKind>> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  422: 'unprocessable',
  429: 'rate_limited',
  501: 'not_implemented',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The kind of an HTTP answer's status; total on any number. */
export function errorKindOfStatus(status: number): ApiErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 && status <= 599 ? 'server' : 'http');
}

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  body?: unknown;
  requestId?: string;
  /** Defaults to the status's kind. */
  kind?: ApiErrorKind;
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * Every failed call: a non-2xx answer (the body is the platform's `{ error, code, ...details }`), or no answer at all
 * (status 0: `ConnectionError`, `TimeoutError`, `RequestAbortedError`). Switch on `kind`, or on `instanceof`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body: unknown;
  readonly requestId?: string;
  readonly kind: ApiErrorKind;
  /** From the answer's `Retry-After` (429, 503), in milliseconds. */
  readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.requestId = init.requestId;
    this.kind = init.kind ?? (init.status === 0 ? 'connection' : errorKindOfStatus(init.status));
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const body = (error as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

/** True for a 403 `feature_disabled` answer. Reads the code, never the message. */
export function isFeatureDisabledError(error: unknown): boolean {
  return codeOf(error) === 'feature_disabled';
}

/** The flag key of a `feature_disabled` error (`body.feature`), or undefined. */
export function featureDisabledKey(error: unknown): string | undefined {
  if (!isFeatureDisabledError(error)) return undefined;
  const feature = bodyOf(error)?.feature;
  return typeof feature === 'string' ? feature : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
