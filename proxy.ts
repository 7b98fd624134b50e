import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/bff/session';
import { signInUrl } from '@/lib/auth/next-path';

/**
 * Signed-out visits to console pages go to sign-in with the page they asked for. This only checks that the sealed
 * cookie is present; the console layout unseals it, and the BFF proxy answers 401 if the session is over.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(signInUrl(pathname + search), request.url));
}

export const config = {
  matcher: ['/projects/:path*', '/account/:path*'],
};
