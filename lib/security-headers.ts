// The console's response headers: a nonce-based Content-Security-Policy for pages, and the headers every answer carries.

/** Content-Security-Policy of a page. Next puts the nonce on its own scripts when it sees this header on the request. */
export function pageCsp(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    // strict-dynamic: scripts the nonced ones load (Next's chunks, Monaco, Shiki) are trusted; dev needs eval for React.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes: the virtualized lists position rows with them, and Monaco injects its styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For JSON answers: nothing may load, nothing may frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Headers every answer carries; HSTS only over https (it would pin a plain-http dev origin). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
