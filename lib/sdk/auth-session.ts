import type { SessionAndUser, User } from '@/lib/contract/types';
import type { Contract } from '@/lib/contract';
import type { Method } from './method-types';

export interface AuthStorage {
  get(key: string): string | null | Promise<string | null>;
  set(key: string, value: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
}

export interface AuthSessionHelper {
  /** A valid access token (refreshed through `auth.refresh` when due), or null when signed out. */
  getToken(): Promise<string | null>;
  set(session: SessionAndUser['session'], user: User): Promise<void>;
  user(): Promise<User | null>;
  clear(): Promise<void>;
}

const KEY = 'platform.auth';
const REFRESH_MARGIN_S = 60;

function memoryStorage(): AuthStorage {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

/** `auth.session({ storage })`: keeps a session in any storage and refreshes it, one refresh at a time. */
export interface AuthSessionOptions {
  storage?: AuthStorage;
  now?: () => number;
}

export function createAuthSession(platform: { auth: { refresh: Method<Contract['auth']['refresh'], 0> } }, options: AuthSessionOptions = {}): AuthSessionHelper {
  const storage = options.storage ?? memoryStorage();
  const now = options.now ?? (() => Date.now());
  let inFlight: Promise<string | null> | null = null;

  async function read(): Promise<SessionAndUser | null> {
    const raw = await storage.get(KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionAndUser;
    } catch {
      return null;
    }
  }

  async function refresh(current: SessionAndUser): Promise<string | null> {
    try {
      const next = await platform.auth.refresh({ refresh_token: current.session.refresh_token });
      await storage.set(KEY, JSON.stringify(next));
      return next.session.access_token;
    } catch {
      await storage.remove(KEY);
      return null;
    }
  }

  return {
    async getToken() {
      const current = await read();
      if (!current) return null;
      if (current.session.expires_at - REFRESH_MARGIN_S > now() / 1000) return current.session.access_token;
      inFlight ??= refresh(current).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async set(session, user) {
      await storage.set(KEY, JSON.stringify({ session, user }));
    },
    async user() {
      return (await read())?.user ?? null;
    },
    async clear() {
      await storage.remove(KEY);
    },
  };
}
