// The console's server side as one fetch handler (sign-in and the /v1 proxy), on the real BFF and the embedded
// platform, served over loopback HTTP. Every proof talks to this and nothing else.
import { createBff, embeddedUpstream, type Bff, type Upstream } from '@/lib/bff';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { createAuthLimiter } from '@/lib/bff/auth-rate-limit';
import { proxyRequest } from '@/lib/bff/proxy';
import { createEmbeddedPlatform, type EmbeddedPlatformOptions } from '@/lib/embedded';
import { serveFetchHandler, type NodeServer } from '@/lib/bff/serve-node';
import { hashPassword } from '@/lib/embedded/crypto';

export const SECRET = 'reliability-secret-that-is-at-least-32-characters';

export interface ConsoleUnderTest {
  platform: ReturnType<typeof createEmbeddedPlatform>;
  bff: Bff;
  server: NodeServer;
  close(): Promise<void>;
}

export function bffFor(platform: ReturnType<typeof createEmbeddedPlatform>, options: { wrap?: (u: Upstream) => Upstream; upstreamTimeoutMs?: number } = {}): Bff {
  const upstream = embeddedUpstream(platform);
  return createBff({
    config: { sessionSecret: SECRET, appOrigin: null, nodeEnv: 'test', platformApiUrl: null },
    upstream: options.wrap ? options.wrap(upstream) : upstream,
    embeddedStore: async () => platform.store,
    // As the platform's below: the proofs sign many users in from one address.
    authLimiter: createAuthLimiter({ perMinute: 0 }),
    ...(options.upstreamTimeoutMs ? { upstreamTimeoutMs: options.upstreamTimeoutMs } : {}),
  });
}

export function handlerFor(bff: Bff) {
  return (req: Request) => (new URL(req.url).pathname === '/api/auth/sign-in/password' ? signInWithPassword(req, bff) : proxyRequest(req, bff));
}

export async function startConsole(options: { platform?: EmbeddedPlatformOptions; wrap?: (u: Upstream) => Upstream; upstreamTimeoutMs?: number } = {}): Promise<ConsoleUnderTest> {
  // The proofs sign in many users from one address: lift the per-address sign-in limit for them.
  const platform = createEmbeddedPlatform({ authRateLimit: 100_000, ...options.platform });
  const bff = bffFor(platform, options);
  const server = await serveFetchHandler(handlerFor(bff));
  return { platform, bff, server, close: () => server.close() };
}

/** `count` distinct users, members of Storefront, who sign in with `demo-password` (so per-user limits hold per user). */
export function addUsers(platform: ConsoleUnderTest['platform'], count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `usr_load_${i}`;
    const email = `load-${i}@example.com`;
    platform.store.users.set(id, { id, email, name: `Load ${i}`, passwordHash: hashPassword('demo-password', id), confirmed: true, created_at: '2026-01-01T00:00:00.000Z' });
    platform.store.memberships.push({ account_id: 'acc_demo', user_id: id, role: 'member', joined_at: '2026-01-01T00:00:00.000Z' });
    platform.store.assignments.set(`asg_${id}`, { id: `asg_${id}`, account_id: 'acc_demo', principal: { type: 'user', id }, role: 'member', scope: { type: 'project', project_id: 'proj_storefront' }, created_at: '2026-01-01T00:00:00.000Z' });
    return email;
  });
}

/** Signs in over HTTP and answers the `pc_session=…` cookie. */
export async function signInOver(base: string, email = 'demo@example.com'): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers.getSetCookie().map((l) => l.split(';')[0]).find((c) => c.startsWith('pc_session='));
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

export function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : 0;
}
