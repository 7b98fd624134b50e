// A member may start many sessions, but not without limit: each one costs a sandbox. A fixed window per user, shared
// by every way a session is started: create, trigger fire and import.
import 'server-only';
import { PlatformError } from '../errors';
import type { PlatformRuntime } from '../runtime';

export const SESSION_CREATE_LIMIT = 30;
export const SESSION_CREATE_WINDOW_MS = 60_000;

/** Throws 429 `session_rate_limited` (with `retry_after` seconds, sent as `Retry-After`) past the limit. */
export function checkCreationRate(rt: PlatformRuntime, userId: string, now: number): void {
  const key = `session-create|${userId}`;
  const recent = (rt.store.rateLimits.get(key) ?? []).filter((t) => t > now - SESSION_CREATE_WINDOW_MS);
  if (recent.length >= SESSION_CREATE_LIMIT) {
    rt.store.rateLimits.set(key, recent);
    const retryAfter = Math.max(1, Math.ceil((recent[0] + SESSION_CREATE_WINDOW_MS - now) / 1000));
    throw new PlatformError(429, 'session_rate_limited', `You can start ${SESSION_CREATE_LIMIT} sessions a minute; try again in ${retryAfter} s`, {
      retry_after: retryAfter,
    });
  }
  recent.push(now);
  rt.store.rateLimits.set(key, recent);
}
