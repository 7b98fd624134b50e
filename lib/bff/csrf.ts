// CSRF guard for the cookie-authenticated routes (/api/* and /v1/*).
import 'server-only';
import { jsonError } from './errors';
import type { RequestView } from './request-view';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function firstValue(header: string | null): string | null {
  const first = header?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * The app's own origin: APP_ORIGIN when configured, else the request's Host and proto. X-Forwarded-Host and
 * X-Forwarded-Proto count only behind trusted proxies (`trustProxy` ≥ 1): otherwise any client could name the origin.
 */
export function appOriginOf(req: RequestView, configured: string | null, trustProxy = 0): string {
  if (configured) return configured;
  const url = new URL(req.url);
  const forwarded = (name: string) => (trustProxy > 0 ? firstValue(req.headers.get(name)) : null);
  const host = forwarded('x-forwarded-host') ?? firstValue(req.headers.get('host')) ?? url.host;
  const proto = forwarded('x-forwarded-proto')?.toLowerCase() ?? url.protocol.replace(/:$/, '');
  try {
    return new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

function normalizedOrigin(value: string): string | null {
  if (value === 'null') return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether a state-changing request comes from the app itself. GET and HEAD always pass. */
export function isSameOriginRequest(req: RequestView, appOrigin: string): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  const origin = req.headers.get('origin');
  if (origin !== null && normalizedOrigin(origin) === appOrigin) return true;
  return req.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'same-origin';
}

/** 403 `csrf_rejected` for a cross-site state-changing request, else null. */
export function csrfReject(req: RequestView, appOrigin: string): Response | null {
  if (isSameOriginRequest(req, appOrigin)) return null;
  return jsonError(
    403,
    'csrf_rejected',
    'Cross-site request refused: state-changing requests must come from this app (Origin or Sec-Fetch-Site).',
  );
}
