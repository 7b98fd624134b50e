// Child processes of `npm run bench:proxy`: `platform` serves the embedded platform the way `npm run platform`
// does; `bff <platformUrl>` serves the BFF's auth and proxy handlers with PLATFORM_API_URL = that URL; `floor
// <platformUrl>` is a bare pass-through proxy (BENCH_FLOOR=1).
// Each prints `READY <url>` once listening, and answers the IPC message 'cpu' with its process.cpuUsage().
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { parseConfig } from '@/lib/config';
import { createBff } from '@/lib/bff/context';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { proxyRequest } from '@/lib/bff/proxy';
import { serveFetchHandler } from '@/lib/bff/serve-node';
import { httpUpstream } from '@/lib/bff/upstream';
import { importAtRef } from './git-ref';

const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

async function startPlatform(): Promise<string> {
  const platform = createEmbeddedPlatform();
  return (await serveFetchHandler(platform.handle)).url;
}

type BffModule = Pick<typeof import('@/lib/bff'), 'createBff' | 'proxyRequest' | 'signInWithPassword'>;

/** Today's BFF, or with `ref` (BENCH_PEER_REF) the BFF as it is at that commit: the bench's peer. */
async function startBff(platformUrl: string, ref?: string): Promise<string> {
  const config = parseConfig({ PLATFORM_API_URL: platformUrl, SESSION_SECRET: BENCH_SESSION_SECRET, NODE_ENV: 'production' });
  const bffAt: BffModule = ref ? await importAtRef<BffModule>(ref, 'lib/bff', 'lib/bff/index.ts') : { createBff, proxyRequest, signInWithPassword };
  // BENCH_UPSTREAM=fetch measures the fetch-based upstream instead of the default node:http one.
  const upstream = process.env.BENCH_UPSTREAM === 'fetch' ? httpUpstream(platformUrl) : undefined;
  const bff = bffAt.createBff({ config, upstream });
  const server = await serveFetchHandler((req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/auth/sign-in/password') return bffAt.signInWithPassword(req, bff);
    return bffAt.proxyRequest(req, bff);
  });
  return server.url;
}

/**
 * The floor for any proxy in Node on this machine: node:http in, one keep-alive node:http request out with the
 * platform's bearer token, the answer piped back as it comes. No session, CSRF, path rules, limits or header filtering.
 */
async function startFloor(platformUrl: string): Promise<string> {
  const sign = await fetch(`${platformUrl}/v1/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  const token = ((await sign.json()) as { session: { access_token: string } }).session.access_token;
  const target = new URL(platformUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

// The parent asks for CPU time over IPC to compute CPU per request, a figure less noisy than req/s.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});

const [role, arg] = process.argv.slice(2);
if (role === 'platform') console.log(`READY ${await startPlatform()}`);
else if (role === 'bff' && arg) console.log(`READY ${await startBff(arg, process.argv[4])}`);
else if (role === 'floor' && arg) console.log(`READY ${await startFloor(arg)}`);
else {
  console.error('usage: proxy-roles.ts platform | bff <platformUrl> | floor <platformUrl>');
  process.exit(2);
}
