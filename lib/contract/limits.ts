// Request-body limits the console's BFF and the embedded platform both enforce (docs/SECURITY.md).

/** Every request body but a session import. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
/** `POST /v1/projects/{projectId}/sessions/import`: real exports of long sessions run to tens of MB. */
export const SESSION_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

const IMPORT_PATH = /^\/v1\/projects\/[^/]+\/sessions\/import$/;

/** The body limit of one request, by method and `/v1/...` path (query string ignored). */
export function bodyLimitFor(method: string, path: string): number {
  const pathname = path.split('?')[0];
  return method.toUpperCase() === 'POST' && IMPORT_PATH.test(pathname) ? SESSION_IMPORT_MAX_BYTES : MAX_REQUEST_BODY_BYTES;
}

/**
 * How many diagnostics (manifest problems, request issues, import issues) one answer lists. A file of 20,000
 * duplicate keys has 19,999 problems; listing them all made a 3.2 MB answer. The rest are counted, not listed.
 */
export const MAX_DIAGNOSTICS = 100;

/** The first `max` items and how many more there were; never throws on a non-array. */
export function capDiagnostics<T>(list: readonly T[], max = MAX_DIAGNOSTICS): { shown: T[]; omitted: number } {
  if (!Array.isArray(list)) return { shown: [], omitted: 0 };
  return { shown: list.slice(0, Math.max(0, max)), omitted: Math.max(0, list.length - Math.max(0, max)) };
}
