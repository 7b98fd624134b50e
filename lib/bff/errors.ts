// Error answers in the platform's shape: `{ error: <message>, code: <machine code>, ...details }`.
import 'server-only';

export interface ErrorBody {
  error: string;
  code: string;
  [detail: string]: unknown;
}

export function jsonError(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
  headers?: HeadersInit,
): Response {
  const body: ErrorBody = { ...details, error: message, code };
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}
