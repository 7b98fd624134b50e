import 'server-only';
import { randomToken } from './crypto';
import { DEMO_USERS } from './seed';
import type { Store } from './store';

const CODE_TTL_MS = 10 * 60_000;

/** Who the demo provider would sign in, for the consent page; null when the request is unknown or stale. */
export function describeConsent(store: Store, requestId: string, now: number): { user: { name: string; email: string } } | null {
  const pending = store.consents.get(requestId);
  if (!pending || pending.expiresAt < now) return null;
  return { user: { name: DEMO_USERS.owner.name, email: DEMO_USERS.owner.email } };
}

/** Allow: the redirect carries a one-time code. Deny: it carries `error=access_denied`. The request is used up either way. */
export function decideConsent(store: Store, requestId: string, allow: boolean, now: number): string | null {
  const pending = store.consents.get(requestId);
  store.consents.delete(requestId);
  if (!pending || pending.expiresAt < now) return null;
  const url = new URL(pending.redirectTo);
  if (allow) {
    const code = randomToken(16);
    store.oauthCodes.set(code, { userId: DEMO_USERS.owner.id, challenge: pending.challenge, expiresAt: now + CODE_TTL_MS });
    url.searchParams.set('code', code);
  } else {
    url.searchParams.set('error', 'access_denied');
  }
  return url.toString();
}
