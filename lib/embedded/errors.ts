import 'server-only';

/** A platform error: becomes `{ error: message, code, ...details }` with its status. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const noAccess = () => new PlatformError(403, 'forbidden', 'You do not have access to this project');
export const notFound = (what: string) => new PlatformError(404, 'not_found', `${what} was not found`);
export const forbidden = (message: string, details?: Record<string, unknown>) => new PlatformError(403, 'forbidden', message, details);
export const badRequest = (code: string, message: string, details?: Record<string, unknown>) => new PlatformError(400, code, message, details);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) => new PlatformError(409, code, message, details);

export function errorBody(error: PlatformError): Record<string, unknown> {
  return { error: error.message, code: error.code, ...error.details };
}
