// Shared set-up for the BFF tests: a real embedded platform as upstream, real Requests, the real handlers.
import { createEmbeddedPlatform, type EmbeddedPlatformOptions } from '@/lib/embedded';
import { createBff, embeddedUpstream, type Bff, type Upstream } from '@/lib/bff';
import { SESSION_COOKIE, unsealSession, type SessionData } from '@/lib/bff/session';
import { signInWithPassword } from '@/lib/bff/auth-handlers';

export const APP = 'http://app.test';
export const SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const DEMO = { email: 'demo@example.com', password: 'demo-password' };
export const MEMBER = { email: 'member@example.com', password: 'demo-password' };

export interface Harness {
  platform: ReturnType<typeof createEmbeddedPlatform>;
  bff: Bff;
  /** Every path the BFF sent upstream, with the headers it sent. */
  calls: { path: string; method: string; headers: Headers }[];
}

export function harness(
  options: { platform?: EmbeddedPlatformOptions; now?: () => number; wrap?: (next: Upstream) => Upstream; appOrigin?: string | null } = {},
): Harness {
  const platform = createEmbeddedPlatform(options.platform);
  const calls: Harness['calls'] = [];
  const real = embeddedUpstream(platform);
  const recording: Upstream = (path, init) => {
    calls.push({ path, method: init.method ?? 'GET', headers: new Headers(init.headers) });
    return real(path, init);
  };
  const bff = createBff({
    config: { sessionSecret: SECRET, appOrigin: options.appOrigin ?? null, nodeEnv: 'test', platformApiUrl: null },
    upstream: options.wrap ? options.wrap(recording) : recording,
    now: options.now,
    embeddedStore: async () => platform.store,
  });
  return { platform, bff, calls };
}

/** A same-origin browser request to the app. */
export function appRequest(
  path: string,
  init: { method?: string; cookie?: string | null; body?: BodyInit | null; headers?: Record<string, string>; duplex?: 'half' } = {},
): Request {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin') && !headers.has('sec-fetch-site')) {
    headers.set('origin', APP);
  }
  return new Request(APP + path, { method, headers, body: init.body, duplex: init.duplex } as RequestInit);
}

export function jsonRequest(path: string, body: unknown, init: { cookie?: string | null; headers?: Record<string, string> } = {}): Request {
  return appRequest(path, {
    method: 'POST',
    cookie: init.cookie,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** `pc_session=<seal>` from a response's Set-Cookie, or null when it sets none (an empty value when cleared). */
export function sessionCookieFrom(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const first = line.split(';')[0];
    if (first.startsWith(`${SESSION_COOKIE}=`)) return first;
  }
  return null;
}

export function setCookieLine(res: Response): string | null {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? null;
}

export async function tokensIn(cookie: string): Promise<SessionData> {
  const seal = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  const data = await unsealSession(seal, SECRET);
  if (!data) throw new Error('cookie does not unseal');
  return data;
}

export async function signIn(h: Harness, who = DEMO, headers: Record<string, string> = {}): Promise<string> {
  const res = await signInWithPassword(jsonRequest('/api/auth/sign-in/password', who, { headers }), h.bff);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}
