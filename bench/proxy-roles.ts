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
import { nodeHttpUpstream } from '@/lib/bff/node-upstream';

const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

async function startPlatform(): Promise<string> {
  const platform = createEmbeddedPlatform();
  return (await serveFetchHandler(platform.handle)).url;
}

async function startBff(platformUrl: string, variant?: string): Promise<string> {
  const config = parseConfig({ PLATFORM_API_URL: platformUrl, SESSION_SECRET: BENCH_SESSION_SECRET, NODE_ENV: 'production' });
  // BENCH_UPSTREAM=fetch measures the fetch-based upstream instead of the default node:http one.
  // The `streamed` variant is the node:http upstream as it was before small answers were read whole (the bench's peer).
  const upstream =
    process.env.BENCH_UPSTREAM === 'fetch' ? httpUpstream(platformUrl) : variant === 'streamed' ? nodeHttpUpstream(platformUrl, { bufferSmallAnswers: false }) : undefined;
  const bff = createBff({ config, upstream });
  const server = await serveFetchHandler((req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/auth/sign-in/password') return signInWithPassword(req, bff);
    return proxyRequest(req, bff);
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
