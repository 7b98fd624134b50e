// The sealed session cookie (iron-session 8). It holds the platform tokens; the browser cannot read or forge it.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import type { RequestView } from './request-view';

export const SESSION_COOKIE = 'pc_session';
/** Lifetime of the sealed cookie; the upstream refresh token decides how long the session really lasts. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
const MAX_COOKIE_BYTES = 4096;

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, unix SECONDS (as the platform's `expires_at`). */
  expiresAt: number;
  userId: string;
}

const sessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number().finite(),
  userId: z.string().min(1),
});

export interface CookieSettings {
  secure: boolean;
}

/** A read session: the data and the seal it came from (the cache key and what concurrent refreshes compare). */
export interface ReadSession {
  data: SessionData;
  seal: string;
}

export async function sealSession(data: SessionData, secret: string): Promise<string> {
  const seal = await sealData(data, { password: secret, ttl: SESSION_TTL_SECONDS });
  if (seal.length + SESSION_COOKIE.length + 100 > MAX_COOKIE_BYTES) {
    throw new Error(`session cookie would be ${seal.length} bytes; browsers refuse cookies over ${MAX_COOKIE_BYTES}`);
  }
  rememberUnsealed(seal, secret, data);
  return seal;
}

// Unsealing derives a key per call (~0.7 ms of CPU). The proxy reads the cookie on every request, so verified
// seals are remembered by their exact text (an authenticated ciphertext) until the seal's own expiry, bounded.
const UNSEAL_CACHE_MAX = 2000;
const UNSEAL_CACHE_MS = 5 * 60_000;
const unsealCache = new Map<string, { data: SessionData; until: number; secret: string }>();

function sealExpiryMs(seal: string): number {
  // iron seal: Fe26.2*id*salt*iv*ciphertext*expiration*hmacSalt*hmac[~version]
  const expiration = Number(seal.split('*')[5]);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : 0;
}

function rememberUnsealed(seal: string, secret: string, data: SessionData): void {
  const until = Math.min(Date.now() + UNSEAL_CACHE_MS, sealExpiryMs(seal));
  if (until <= Date.now()) return;
  if (unsealCache.size >= UNSEAL_CACHE_MAX) {
    const oldest = unsealCache.keys().next().value;
    if (oldest !== undefined) unsealCache.delete(oldest);
  }
  unsealCache.set(seal, { data, until, secret });
}

/** The session inside a seal, or null when the seal is forged, expired, from another secret or malformed. */
export async function unsealSession(seal: string, secret: string): Promise<SessionData | null> {
  const hit = unsealCache.get(seal);
  if (hit) {
    if (hit.secret === secret && hit.until > Date.now()) return hit.data;
    unsealCache.delete(seal);
  }
  let raw: unknown;
  try {
    raw = await unsealData(seal, { password: secret, ttl: SESSION_TTL_SECONDS });
  } catch {
    return null;
  }
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success) return null;
  rememberUnsealed(seal, secret, parsed.data);
  return parsed.data;
}

/** The session of a seal verified before (no await: the proxy's hot path), or undefined when it must be unsealed. */
export function cachedUnseal(seal: string, secret: string): SessionData | undefined {
  const hit = unsealCache.get(seal);
  return hit && hit.secret === secret && hit.until > Date.now() ? hit.data : undefined;
}

/** The raw `pc_session` value from a Cookie header, or null. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!value) return null;
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return null;
    }
  }
  return null;
}

export function hasSessionCookie(req: Pick<RequestView, 'headers'>): boolean {
  return sessionCookieValue(req.headers.get('cookie')) !== null;
}

export async function readSession(req: Pick<RequestView, 'headers'>, secret: string): Promise<ReadSession | null> {
  const seal = sessionCookieValue(req.headers.get('cookie'));
  if (!seal) return null;
  const data = await unsealSession(seal, secret);
  return data ? { data, seal } : null;
}

/** readSession's answer when the cookie's seal is in the unseal cache, else undefined (then call readSession). */
export function readCachedSession(req: Pick<RequestView, 'headers'>, secret: string): ReadSession | undefined {
  const seal = sessionCookieValue(req.headers.get('cookie'));
  const data = seal ? cachedUnseal(seal, secret) : undefined;
  return data && seal ? { data, seal } : undefined;
}

/** For `cookies()` from next/headers (server components, layouts): no upstream call. */
export async function readSessionFromCookieStore(
  store: { get(name: string): { value: string } | undefined },
  secret: string,
): Promise<SessionData | null> {
  const value = store.get(SESSION_COOKIE)?.value;
  if (!value) return null;
  return unsealSession(value, secret);
}

function attributes({ secure }: CookieSettings, maxAge: number): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionSetCookie(seal: string, settings: CookieSettings): string {
  // The cookie ends a minute before the seal does.
  return `${SESSION_COOKIE}=${encodeURIComponent(seal)}; ${attributes(settings, SESSION_TTL_SECONDS - 60)}`;
}

export function clearedSessionSetCookie(settings: CookieSettings): string {
  return `${SESSION_COOKIE}=; ${attributes(settings, 0)}`;
}

export function setSessionCookie(headers: Headers, seal: string, settings: CookieSettings): void {
  headers.append('set-cookie', sessionSetCookie(seal, settings));
}

export function clearSessionCookie(headers: Headers, settings: CookieSettings): void {
  headers.append('set-cookie', clearedSessionSetCookie(settings));
}

/** `secure` when the app runs in production and is served over https. */
export function cookieSettingsFor(appOrigin: string, nodeEnv: string): CookieSettings {
  return { secure: nodeEnv === 'production' && appOrigin.startsWith('https:') };
}
