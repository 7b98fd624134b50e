// The reliability proofs, each bounded in count and time and on loopback only. `npm run reliability` runs them full
// size; tests/reliability runs them CI-sized and asserts counts, statuses and shapes (never times).
import fc from 'fast-check';
import { addUsers, bffFor, handlerFor, quantile, signInOver, startConsole } from './console-under-test';
import type { Upstream } from '@/lib/bff';

export interface LoadFigures { users: number; requests: number; errors: number; statuses: Record<string, number>; p50: number; p99: number }

/** `users` signed-in users browse for `seconds`: the session list, timeline pages, manifest reads, flag and change-request writes. */
export async function runLoad({ users, seconds }: { users: number; seconds: number }): Promise<LoadFigures> {
  const c = await startConsole();
  const base = c.server.url;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  try {
    const cookies = await Promise.all(addUsers(c.platform, users).map((email) => signInOver(base, email)));
    const deadline = Date.now() + seconds * 1000;
    // Each write proposes a file of its own: the platform refuses a change request identical to an open one (409).
    const steps = (cookie: string, u: number, i: number): Array<[string, RequestInit]> => {
      const write = cookie && (i + u) % 10 === 0;
      return [
        ['/v1/projects/proj_storefront/sessions?limit=50', {}],
        ['/v1/projects/proj_storefront/sessions/ses_checkout_tax/messages?limit=60', {}],
        ['/v1/projects/proj_storefront/files/content?path=platform.yaml', {}],
        ...(write ? ([['/v1/projects/proj_storefront/change-requests', { method: 'POST', body: JSON.stringify({ title: `Load ${u}.${i}`, files: [{ path: `notes/load-${u}-${i}.md`, content: 'load' }] }) }]] as Array<[string, RequestInit]>) : []),
      ];
    };
    await Promise.all(
      cookies.map(async (cookie, u) => {
        for (let i = 0; Date.now() < deadline; i++) {
          for (const [path, init] of steps(cookie, u, i)) {
            const start = performance.now();
            const res = await fetch(base + path, { ...init, headers: { cookie, origin: base, 'content-type': 'application/json', 'x-console-peer': `10.0.${u >> 8}.${u & 255}` } }).catch(() => null);
            latencies.push(performance.now() - start);
            const key = res ? String(res.status) : 'network';
            statuses[key] = (statuses[key] ?? 0) + 1;
            if (!res || res.status >= 400) errors++;
            await res?.arrayBuffer().catch(() => undefined);
          }
        }
      }),
    );
  } finally {
    await c.close();
  }
  latencies.sort((a, b) => a - b);
  return { users, requests: latencies.length, errors, statuses, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

/** `sessions` users, each firing `concurrent` requests at once with an access token about to expire: one refresh each. */
export async function runRefreshStorm({ sessions, concurrent }: { sessions: number; concurrent: number }) {
  const c = await startConsole({ platform: { accessTokenTtlSeconds: 30 } });
  try {
    const cookies = await Promise.all(addUsers(c.platform, sessions).map((email) => signInOver(c.server.url, email)));
    const results = await Promise.all(cookies.flatMap((cookie) => Array.from({ length: concurrent }, () => fetch(`${c.server.url}/v1/projects`, { headers: { cookie } }).then((r) => r.status))));
    return { sessions, requests: results.length, ok: results.filter((s) => s === 200).length, refreshes: c.platform.counters.refresh };
  } finally {
    await c.close();
  }
}

/** Two console replicas share one platform and one SESSION_SECRET; requests alternate between them while tokens roll. */
export async function runReplicas({ rounds }: { rounds: number }) {
  const c = await startConsole({ platform: { accessTokenTtlSeconds: 30 } });
  const { serveFetchHandler } = await import('@/lib/bff/serve-node');
  const second = await serveFetchHandler(handlerFor(bffFor(c.platform)));
  try {
    let cookie = await signInOver(c.server.url);
    const statuses: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // Both replicas refresh the same expiring token at the same time; the platform's grace window gives both the same pair.
      const answers = await Promise.all([c.server.url, second.url].map((base) => fetch(`${base}/v1/projects`, { headers: { cookie } })));
      statuses.push(...answers.map((a) => a.status));
      const next = answers.map((a) => a.headers.getSetCookie().map((l) => l.split(';')[0]).find((x) => x.startsWith('pc_session='))).find(Boolean);
      if (next) cookie = next;
    }
    const sessionsRevoked = [...c.platform.store.authSessions.values()].filter((s) => s.revoked).length;
    return { rounds, requests: statuses.length, ok: statuses.filter((s) => s === 200).length, sessionsRevoked, refreshes: c.platform.counters.refresh };
  } finally {
    await second.close();
    await c.close();
  }
}

type Fault = 'delay' | 'reset' | '5xx' | 'malformed' | 'html';
const faultyUpstream = (fault: Fault) => (next: Upstream): Upstream => async (path, init) => {
  if (!path.startsWith('/v1/projects')) return next(path, init);
  switch (fault) {
    case 'delay':
      // A slow network: it honours the BFF's abort, as a real HTTP upstream does.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, 2_000);
        init.signal?.addEventListener('abort', () => { clearTimeout(timer); reject(init.signal?.reason ?? new Error('aborted')); }, { once: true });
      });
      return next(path, init);
    case 'reset': throw new Error('ECONNRESET');
    case '5xx': return new Response('upstream exploded', { status: 503 });
    case 'malformed': return new Response('{"items": [', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'html': return new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } });
  }
};

/** Each fault injected between the BFF and the platform: a clear answer in the error shape, never a hang or a leak. */
export async function runFaults() {
  const cases = [];
  for (const fault of ['delay', 'reset', '5xx', 'malformed', 'html'] as const) {
    const c = await startConsole({ wrap: faultyUpstream(fault), upstreamTimeoutMs: 500 });
    try {
      const cookie = await signInOver(c.server.url);
      const started = performance.now();
      const res = await fetch(`${c.server.url}/v1/projects`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      let code: unknown = null;
      try { code = (JSON.parse(text) as { code?: unknown }).code ?? null; } catch { code = null; }
      cases.push({ fault, status: res.status, code, ms: Math.round(performance.now() - started), leaksToken: /eyJ[\w-]+\.[\w-]+/.test(text) });
    } finally {
      await c.close();
    }
  }
  return cases;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SEGMENTS = ['projects', 'proj_storefront', 'sessions', 'accounts', 'acc_demo', 'iam', 'assignments', 'secrets', 'triggers', 'files', 'content', '%FF', '..', '__proto__', 'constructor', 'audit', 'tokens', 'x'.repeat(300)];

/** Generated requests straight at the platform router and through the BFF: never a 500, always `{ error, code }` on errors. */
export async function runFuzz({ runs }: { runs: number }) {
  const c = await startConsole();
  const cookie = await signInOver(c.server.url);
  let requests = 0;
  const problems: string[] = [];
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.constant(undefined), fc.json(), fc.string()),
        fc.boolean(),
        async (method, segments, body, viaBff) => {
          requests++;
          const path = `/v1/${segments.join('/')}`;
          const init: RequestInit = { method, headers: { 'content-type': 'application/json', origin: c.server.url, ...(viaBff ? { cookie } : {}) }, ...(method === 'GET' || body === undefined ? {} : { body: String(body) }) };
          const res = viaBff ? await fetch(c.server.url + path, init) : await c.platform.handle(new Request(`http://embedded.invalid${path}`, init));
          const text = await res.text();
          // 501 (an operation the embedded platform does not serve) is an answer; 500 is a failure.
          if (res.status === 500) problems.push(`${res.status} ${method} ${path}`);
          if (res.status >= 400) {
            let shape: { error?: unknown; code?: unknown } = {};
            try { shape = JSON.parse(text); } catch { /* not JSON */ }
            if (typeof shape.error !== 'string' || typeof shape.code !== 'string') problems.push(`shape ${res.status} ${method} ${path}`);
          }
          return true;
        },
      ),
      { numRuns: runs },
    );
  } finally {
    await c.close();
  }
  return { requests, problems };
}
