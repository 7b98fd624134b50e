// Child processes of `npm run bench:proxy`: `platform` serves the embedded platform the way `npm run platform`
// does; `bff <platformUrl>` serves the BFF's auth and proxy handlers with PLATFORM_API_URL = that URL.
// Each prints `READY <url>` once listening, and answers the IPC message 'cpu' with its process.cpuUsage().
import { createEmbeddedPlatform } from '@/lib/mock';
import { parseConfig } from '@/lib/config';
import { createBff } from '@/lib/bff/context';
import { signInWithPassword } from '@/lib/bff/auth-handlers';
import { proxyRequest } from '@/lib/bff/proxy';
import { serveFetchHandler } from '@/lib/server/serve-node';
import { httpUpstream } from '@/lib/bff/upstream';
import { proxyRequest as proxyRequestBefore } from './proxy-peer/proxy';
import { nodeHttpUpstream as nodeHttpUpstreamBefore } from './proxy-peer/node-upstream';

const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

async function startPlatform(): Promise<string> {
  const platform = createEmbeddedPlatform();
  return (await serveFetchHandler(platform.handle)).url;
}

async function startBff(platformUrl: string, variant?: string): Promise<string> {
  const config = parseConfig({ PLATFORM_API_URL: platformUrl, SESSION_SECRET: BENCH_SESSION_SECRET, NODE_ENV: 'production' });
  // BENCH_UPSTREAM=fetch measures the fetch-based upstream instead of the default node:http one.
  // The `before` variant is the proxy route and node:http upstream as they were before the fourth round (frozen
  // copies in bench/proxy-peer/), the bench's peer; everything else (session, CSRF, refresh) is today's code.
  const before = variant === 'before';
  const upstream = process.env.BENCH_UPSTREAM === 'fetch' ? httpUpstream(platformUrl) : before ? nodeHttpUpstreamBefore(platformUrl) : undefined;
  const bff = createBff({ config, upstream });
  const proxy = before ? proxyRequestBefore : proxyRequest;
  const server = await serveFetchHandler((req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/auth/sign-in/password') return signInWithPassword(req, bff);
    return proxy(req, bff);
  });
  return server.url;
}

// The parent asks for CPU time over IPC to compute CPU per request, a figure less noisy than req/s.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});

const [role, arg] = process.argv.slice(2);
if (role === 'platform') console.log(`READY ${await startPlatform()}`);
else if (role === 'bff' && arg) console.log(`READY ${await startBff(arg, process.argv[4])}`);
else {
  console.error('usage: proxy-roles.ts platform | bff <platformUrl>');
  process.exit(2);
}
