// Reads an upstream error answer into the platform's `{ error, code }` pair, whatever the body holds.
import 'server-only';

export interface UpstreamError {
  code: string;
  message: string;
}

const CODE = /^[a-z][a-z0-9_.-]{0,63}$/i;

export async function readUpstreamError(res: Response): Promise<UpstreamError> {
  const fallback: UpstreamError = { code: `http_${res.status}`, message: res.statusText || `Platform answered ${res.status}` };
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return fallback;
  const { error, code } = body as { error?: unknown; code?: unknown };
  return {
    code: typeof code === 'string' && CODE.test(code) ? code : fallback.code,
    message: typeof error === 'string' && error.length > 0 ? error.slice(0, 500) : fallback.message,
  };
}
