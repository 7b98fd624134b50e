import type { SessionAndUser, User } from '@/lib/contract/types';
import { createAuthSession, type AuthSessionHelper, type AuthStorage } from '../auth-session';
import { createPlatform } from '../client';
import { isApiError } from '../errors';
import type { ClientSource, Platform } from '../platform-types';
import { createScopedPlatform, type ScopedPlatform } from './scoped';

export interface PlatformAuthOptions {
  /** Base address including `/v1`. */
  backendUrl: string;
  /**
   * Where sessions live, one entry per user key. Defaults to this process's memory: give a shared store
   * (a database, Redis) when several server instances answer the same users.
   */
  storage?: AuthStorage;
  fetch?: typeof fetch;
  clientSource?: ClientSource;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

/**
 * The auth lifecycle of a server that signs users in: sign in, keep each user's session, refresh it when due
 * (one refresh at a time per user), sign out. `key` is whatever the server identifies its user by (its own
 * session id, say); the platform's tokens never leave the server.
 */
export interface PlatformAuth {
  signInWithPassword(key: string, input: { email: string; password: string }): Promise<User>;
  verifyOtp(key: string, input: { email: string; token: string; type: 'magiclink' | 'recovery' }): Promise<User>;
  exchangeCode(key: string, input: { code: string; code_verifier: string }): Promise<User>;
  /** A valid access token for the user (refreshed when due), or null when signed out or the refresh is refused. */
  getToken(key: string): Promise<string | null>;
  user(key: string): Promise<User | null>;
  /** Revokes the session at the platform (every session of the user with `everywhere`) and forgets it here. */
  signOut(key: string, options?: { everywhere?: boolean }): Promise<void>;
  /** A scoped client acting as the user; pair it with `runWithPlatform`. */
  platformFor(key: string): ScopedPlatform;
  /** The unauthenticated client, for the auth routes that keep no session (sign-up, magic link, provider start). */
  readonly api: Platform;
}

function memoryStorage(): AuthStorage {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

function checkKey(key: string): string {
  if (typeof key !== 'string' || key === '') throw new TypeError('A user key is required');
  return key;
}

export function createPlatformAuth(options: PlatformAuthOptions): PlatformAuth {
  const storage = options.storage ?? memoryStorage();
  const base = { backendUrl: options.backendUrl, fetch: options.fetch, clientSource: options.clientSource };
  const api = createPlatform({ ...base, getToken: () => null });
  // One helper per signed-in key keeps refreshes single-flight per user; dropped on sign-out.
  const helpers = new Map<string, AuthSessionHelper>();

  function helper(key: string): AuthSessionHelper {
    checkKey(key);
    let found = helpers.get(key);
    if (!found) {
      const scopedStorage: AuthStorage = {
        get: (k) => storage.get(`${k}:${key}`),
        set: (k, v) => storage.set(`${k}:${key}`, v),
        remove: (k) => storage.remove(`${k}:${key}`),
      };
      found = createAuthSession(api, { storage: scopedStorage, now: options.now });
      helpers.set(key, found);
    }
    return found;
  }

  async function keep(key: string, signed: Promise<SessionAndUser>): Promise<User> {
    const { session, user } = await signed;
    await helper(key).set(session, user);
    return user;
  }

  async function getToken(key: string): Promise<string | null> {
    const token = await helper(key).getToken();
    if (token === null) helpers.delete(key);
    return token;
  }

  return {
    api,
    signInWithPassword: async (key, input) => keep(checkKey(key), api.auth.signInWithPassword(input)),
    verifyOtp: async (key, input) => keep(checkKey(key), api.auth.verifyOtp(input)),
    exchangeCode: async (key, input) => keep(checkKey(key), api.auth.exchangeCode(input)),
    getToken,
    user: async (key) => helper(key).user(),
    async signOut(key, { everywhere = false } = {}) {
      const session = helper(key);
      try {
        const token = await session.getToken();
        if (token !== null) await (everywhere ? api.auth.signOutEverywhere(token) : api.auth.signOut(token));
      } catch (error) {
        // 401: the platform had already ended the session, which is what was asked.
        if (!(isApiError(error) && error.status === 401)) throw error;
      } finally {
        await session.clear();
        helpers.delete(key);
      }
    },
    platformFor(key) {
      checkKey(key);
      return createScopedPlatform({ ...base, getToken: () => getToken(key) });
    },
  };
}
