// For server components and layouts: who is signed in, read from the sealed cookie only (no upstream call).
import 'server-only';
import { cookies } from 'next/headers';
import { getConfig } from '@/lib/config';
import { readSessionFromCookieStore } from './session';

/**
 * The signed-in user's id, or null. The access token may have expired: the proxy refreshes it on the next
 * platform call, and answers 401 if the session turns out to be over.
 */
export async function getSignedInUserId(): Promise<string | null> {
  const session = await readSessionFromCookieStore(await cookies(), getConfig().sessionSecret);
  return session?.userId ?? null;
}
