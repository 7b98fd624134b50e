// Per-request facts the BFF forwards: the request id and the client's IP.

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const IP = /^[0-9A-Fa-f:.]{2,45}$/;

/** The caller's X-Request-Id when well-formed, else a new one. */
export function requestIdOf(req: Request): string {
  const incoming = req.headers.get('x-request-id')?.trim();
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The client IP: the first X-Forwarded-For entry (Next sets it from the socket when absent; a reverse proxy in
 * front must overwrite it), else X-Real-IP. Null when neither holds an IP.
 */
export function clientIpOf(req: Request): string | null {
  const candidates = [req.headers.get('x-forwarded-for')?.split(',')[0], req.headers.get('x-real-ip')];
  for (const candidate of candidates) {
    const ip = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (ip && IP.test(ip)) return ip;
  }
  return null;
}
