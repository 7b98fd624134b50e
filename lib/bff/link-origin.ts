// The origin of every link the platform emails (sign-up confirmation, magic link, password reset).
import 'server-only';
import type { RequestView } from './request-view';
import { appOriginOf } from './csrf';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * APP_ORIGIN when configured. Without it, the request's own origin only when it names this machine (localhost,
 * 127.0.0.1, [::1]): a Host header is whatever the client sent, and a link built from `Host: evil.example` would mail
 * the victim's code to evil.example. Null when there is no trusted origin (the console answers 500
 * `app_origin_required` and sends nothing).
 */
export function trustedLinkOrigin(req: RequestView, configured: string | null, trustProxy = 0): string | null {
  if (configured) return configured;
  const origin = appOriginOf(req, null, trustProxy);
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname) ? origin : null;
  } catch {
    return null;
  }
}
