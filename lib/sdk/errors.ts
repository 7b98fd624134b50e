/** Every non-2xx answer from the platform. The body is the platform's `{ error, code, ...details }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body: unknown;
  readonly requestId?: string;

  constructor(init: { status: number; message: string; code?: string; body?: unknown; requestId?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.requestId = init.requestId;
  }
}

/** Errors of the `/auth/*` routes (headless sign-in). `code` is always set. */
export class HeadlessAuthError extends ApiError {
  declare readonly code: string;

  constructor(init: { status: number; message: string; code: string; body?: unknown; requestId?: string }) {
    super(init);
    this.name = 'HeadlessAuthError';
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
