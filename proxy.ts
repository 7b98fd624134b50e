import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/bff/session';
import { signInUrl } from '@/lib/auth-client/next-path';
import { API_CSP, baseSecurityHeaders, pageCsp } from '@/lib/security-headers';

const CONSOLE_PAGES = /^\/(projects|accounts|settings|account)(\/|$)/;

function problem(status: number, code: string, error: string, requestId: string): NextResponse {
  return NextResponse.json({ error, code, request_id: requestId }, { status, headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
}

function hasMalformedEscape(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

/**
 * Every request: refuses malformed paths in the platform's error shape, sends signed-out visits to console
 * pages to sign-in (with the page they asked for; the layout unseals the cookie, and the BFF answers 401 when the
 * session is over), and sets the security headers, with a fresh CSP nonce for pages.
 */
export function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const https = request.nextUrl.protocol === 'https:';
  const rawPath = new URL(request.url).pathname;
  let response: NextResponse;
  if (hasMalformedEscape(rawPath)) {
    response = problem(400, 'invalid_path', 'The request path is not valid.', requestId);
  } else if (rawPath.startsWith('/v1/') || rawPath.startsWith('/api/')) {
    response = NextResponse.next();
    response.headers.set('content-security-policy', API_CSP);
  } else if (CONSOLE_PAGES.test(rawPath) && !request.cookies.has(SESSION_COOKIE)) {
    const { pathname, search } = request.nextUrl;
    response = NextResponse.redirect(new URL(signInUrl(pathname + search), request.url));
  } else {
    const nonce = btoa(crypto.randomUUID());
    const csp = pageCsp(nonce, process.env.NODE_ENV === 'development');
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('content-security-policy', csp);
    response = NextResponse.next({ request: { headers } });
    response.headers.set('content-security-policy', csp);
  }
  for (const [name, value] of Object.entries(baseSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's static files (hashed, immutable, not HTML).
  matcher: ['/((?!_next/static|_next/image).*)'],
};
