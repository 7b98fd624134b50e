// The replicas proof's clients: sign-in, users browsing and writing through the balancer, and sign-in attempts from a
// chosen loopback address (Linux answers on all of 127/8, so each address is a different client to haproxy).
import { request } from 'node:http';

const EMAIL = 'demo@example.com';
const PASSWORD = 'demo-password';

const sessionCookie = (res: Response) => res.headers.getSetCookie().map((l) => l.split(';')[0]).find((c) => c.startsWith('pc_session=') && c.length > 'pc_session='.length) ?? null;

/** Signs in through `base` (the page's origin is `origin`) and answers the `pc_session=…` cookie. */
export async function signIn(base: string, origin: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = sessionCookie(res);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in through ${base} answered ${res.status}`);
  return cookie;
}

export interface LoadFigures {
  users: number;
  requests: number;
  failures: number;
  statuses: Record<string, number>;
  byMethod: Record<string, number>;
  failed: string[];
}

/** Each user, as a browser does one request after another: two reads, a page, and every fourth round a write. */
export async function loadUntil(base: string, cookies: string[], done: () => boolean): Promise<LoadFigures> {
  const figures: LoadFigures = { users: cookies.length, requests: 0, failures: 0, statuses: {}, byMethod: {}, failed: [] };
  await Promise.all(
    cookies.map(async (first, u) => {
      let cookie = first;
      for (let i = 0; !done(); i++) {
        const steps: Array<[string, RequestInit]> = [
          ['/v1/projects', {}],
          ['/v1/projects/proj_storefront/sessions?limit=20', {}],
          ['/projects', {}],
        ];
        if (i % 4 === 3) steps.push(['/v1/projects/proj_storefront/change-requests', { method: 'POST', body: JSON.stringify({ title: `Rolling ${u}.${i}`, files: [{ path: `notes/rolling-${u}-${i}.md`, content: 'rolling restart' }] }) }]);
        for (const [path, init] of steps) {
          const method = init.method ?? 'GET';
          figures.requests++;
          figures.byMethod[method] = (figures.byMethod[method] ?? 0) + 1;
          let status = 'network';
          try {
            const res = await fetch(base + path, { ...init, redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/json' }, signal: AbortSignal.timeout(30_000) });
            status = String(res.status);
            cookie = sessionCookie(res) ?? cookie;
            await res.arrayBuffer();
          } catch (error) {
            status = `network (${(error as Error).cause ?? (error as Error).message})`;
          }
          figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
          if (!/^[23]\d\d$/.test(status)) {
            figures.failures++;
            if (figures.failed.length < 20) figures.failed.push(`${method} ${path} → ${status}`);
          }
        }
      }
    }),
  );
  return figures;
}

function post(url: string, localAddress: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` sign-in attempts with a wrong password from `localAddress`; answers how many got each status. */
export async function attemptsFrom(base: string, localAddress: string, count: number, extra: (i: number) => Record<string, string>): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const status = await post(`${base}/api/auth/sign-in/password`, localAddress, { 'content-type': 'application/json', origin: base, ...extra(i) }, JSON.stringify({ email: EMAIL, password: 'not-the-password' }));
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}
