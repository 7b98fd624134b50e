#!/usr/bin/env node
// The production server: Next's request handler behind a plain node:http server, so that the console knows the
// socket's address (route handlers only see headers, and a client can send any X-Forwarded-For) and can refuse
// TRACE-like methods in its own error shape before Next sees them. `npm start` and the e2e suite run it.
//
// Plain `/v1/*` requests skip Next's router, middleware and route-handler machinery: the `/v1` route's module hands
// this server its handler (lib/bff/node-v1.ts, the same BFF modules the pages use) on globalThis when it loads, and
// that handler adds what proxy.ts adds to them on Next's path (CSP, security headers) and gzips them as Next's own
// compression middleware does (with that middleware's filter of compressible types).
// CONSOLE_V1_VIA_NEXT=1 sends them through Next as before (the tests and the proxy bench compare both paths).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';
import compression from 'next/dist/compiled/compression/index.js';
import { SESSION_SECRET_NOTICE } from './session-secret-notice.mjs';
import { createStaticGz } from './static-gz.mjs';
import { createRequestLog } from './request-log.mjs';
import { watchParent } from './watch-parent.mjs';
import { listenHost } from './listen-host.mjs';

export const PEER_HEADER = 'x-console-peer';
const NODE_V1_KEY = Symbol.for('platform-console.v1-node');
const UPSTREAM_STATUS_KEY = Symbol.for('platform-console.upstream-status');
/** How long a graceful shutdown may take before the remaining connections are cut. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
/**
 * Behind a load balancer that checks /readyz: how long the server keeps serving after SIGTERM, with /readyz answering
 * 503, before it stops accepting, so the balancer takes it out of rotation first and no request meets a closed port
 * (docs/DEPLOY.md, "Replicas"). 0 (the default, one server alone) stops accepting at once.
 */
const SHUTDOWN_DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS) > 0 ? Number(process.env.SHUTDOWN_DRAIN_MS) : 0;

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// Printed here at start (or by `npm start`'s banner), not by the config on the first request.
const secretNotice = !process.env.PLATFORM_API_URL?.trim() && !process.env.SESSION_SECRET?.trim();
const bannerPrintsNotice = process.env.CONSOLE_START_BANNER === '1';
process.env.CONSOLE_SESSION_SECRET_NOTICE = 'shown';
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
// As in proxy.ts: these send a visit without a session cookie to sign-in before anything renders.
const CONSOLE_PAGES = /^\/(projects|accounts|settings|account)(\/|$)/;
const v1Direct = process.env.CONSOLE_V1_VIA_NEXT !== '1';

const port = Number(process.env.PORT ?? 3000);
// Loopback by default on the embedded platform: its dev tools (the mail outbox, the demo consent) and demo accounts
// are for this machine. CONSOLE_HOST opens it deliberately (0.0.0.0 for every interface). Not HOSTNAME: Docker sets
// that to the container's name, which would open it without anyone asking.
const hostname = listenHost(process.env);
// The peer header below is set from the socket by this server alone: the dev tools may trust it (lib/bff/dev-tools.ts).
process.env.CONSOLE_PEER_FROM_SOCKET = '1';
const startedAt = performance.now();
const app = next({ dev: false, dir: new URL('..', import.meta.url).pathname, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();
// Scripts and stylesheets pre-compressed at build time (scripts/precompress-static.mjs); CONSOLE_STATIC_GZ=0 leaves
// them to Next's on-the-fly gzip (the benches compare both).
const staticGz = process.env.CONSOLE_STATIC_GZ === '0' ? null : createStaticGz(new URL(`../${process.env.NEXT_DIST_DIR ?? '.next'}/static`, import.meta.url).pathname);
// Which answers the handler of /v1 may gzip: the types Next's compression middleware compresses (from mime-db).
const compressibleTypes = new Map();
const v1Options = {
  compressible(type) {
    let known = compressibleTypes.get(type);
    if (known === undefined) {
      known = compression.filter(undefined, { getHeader: () => type });
      if (compressibleTypes.size >= 256) compressibleTypes.clear();
      compressibleTypes.set(type, known);
    }
    return known;
  },
};

let routeOf = () => '(unmatched)';
const requestLog = createRequestLog({ format: process.env.LOG_FORMAT, routeOf: (path) => routeOf(path), upstreamStatusKey: UPSTREAM_STATUS_KEY });
/** 'warming' until the port opens, 'ready' while serving, 'stopping' once a shutdown began. */
let phase = 'warming';

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: warm-up done, not shutting down, and the
 * platform answers). No authentication; they say nothing else.
 */
async function health(req, res) {
  const path = req.url.split('?')[0];
  let ok = true;
  let status = 'ok';
  if (path === '/readyz') {
    if (phase !== 'ready') [ok, status] = [false, phase];
    else if (!(await globalThis[NODE_V1_KEY]?.platformAnswers?.())) [ok, status] = [false, 'platform_unavailable'];
  }
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status }));
}

function onRequest(req, res) {
  if (req.url === '/healthz' || req.url === '/readyz' || req.url?.startsWith('/healthz?') || req.url?.startsWith('/readyz?')) {
    void health(req, res).catch(() => res.destroy());
    return;
  }
  if (phase !== 'warming') requestLog.watch(req, res);
  if (REFUSED.has((req.method ?? '').toUpperCase())) {
    const requestId = crypto.randomUUID();
    res.writeHead(405, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' });
    res.end(JSON.stringify({ error: `${req.method} is not allowed`, code: 'method_not_allowed', request_id: requestId }));
    return;
  }
  // Only this server sets the peer header: whatever a client sent under that name is replaced.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  if (staticGz && req.url?.startsWith('/_next/static/')) {
    staticGz(req, res).then(
      (answered) => answered || void handle(req, res),
      () => res.headersSent || void handle(req, res),
    );
    return;
  }
  const v1 = v1Direct ? globalThis[NODE_V1_KEY] : undefined;
  if (v1?.accepts(req.method, req.url)) {
    void v1.serve(req, res, port, v1Options);
    return;
  }
  void handle(req, res);
}

/**
 * The first request to a route after start pays for its first render (Next loads and runs its server and SSR code
 * lazily): about 1 s for the session page against 0.2 s later on. Before the real port opens, the routes of a first
 * visit (sign-in, the projects, a project, its sessions, a session) get one request each through the whole server on a
 * private loopback port: signed out but with a session cookie that does not unseal, so each console route runs its
 * layout up to the redirect to sign-in. No session is made and nothing is written. Every page route would take
 * 0.2–0.4 s more each under load (about 10 s in all), so the others keep their lazy first render.
 * The `/v1` request loads the proxy route, which hands this server its handler above; with it, the embedded platform
 * lays out its generated long sessions and counts their summaries (the 10,000-turn session's first read paid ~0.2 s
 * for that), without building them.
 * CONSOLE_WARM_UP=0 skips the pages and the sessions (the benches compare both).
 */
const WARM_ROUTES = ['/projects/warm-up/sessions/warm-up', '/projects/warm-up/sessions', '/projects/warm-up', '/projects', '/sign-in'];

async function warmUp() {
  const server = createServer(onRequest);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const get = async (path, headers = {}) => {
    try {
      const res = await fetch(base + path, { headers: { 'x-request-id': 'console-warm-up', ...headers }, redirect: 'manual' });
      await res.arrayBuffer();
    } catch (error) {
      console.error(`Warm-up of ${path} failed:`, error);
    }
  };
  try {
    await get('/v1/projects');
    if (process.env.CONSOLE_WARM_UP !== '0') {
      await globalThis[NODE_V1_KEY]?.warm?.();
      for (const path of WARM_ROUTES) await get(path, CONSOLE_PAGES.test(path) ? { cookie: 'pc_session=warm-up' } : {});
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

await warmUp();

try {
  const pages = JSON.parse(readFileSync(new URL(`../${process.env.NEXT_DIST_DIR ?? '.next'}/app-path-routes-manifest.json`, import.meta.url), 'utf8'));
  routeOf = globalThis[NODE_V1_KEY]?.routeMatcher?.(Object.values(pages)) ?? routeOf;
} catch (error) {
  console.error('The request log names no routes (the build has no app-path-routes-manifest.json):', error);
}

const server = createServer(onRequest);
// Idle keep-alive connections stay open longer than clients keep theirs (Node's agent drops an idle socket after 5 s,
// browsers after minutes and retry then): with Node's default of 5 s on both sides, a client could send on a socket
// the server was closing at that moment and read ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  phase = 'ready';
  const v1 = v1Direct && globalThis[NODE_V1_KEY] ? '/v1 served directly' : '/v1 through Next';
  console.log(`Ready: http://localhost:${port} (started in ${Math.round(performance.now() - startedAt)} ms; ${v1}; listening on ${hostname})`);
  if (secretNotice && !bannerPrintsNotice) console.log(`Notice: ${SESSION_SECRET_NOTICE}`);
});

/**
 * SIGTERM or SIGINT: readiness answers 503 (for SHUTDOWN_DRAIN_MS while still serving), the port stops accepting, live event streams end with a reconnect hint,
 * requests in flight finish, the embedded platform's pending writes are saved, and the process exits; connections
 * still open after SHUTDOWN_TIMEOUT_MS are cut (exit code 1).
 */
async function shutdown(signal) {
  if (phase === 'stopping') return;
  phase = 'stopping';
  if (SHUTDOWN_DRAIN_MS > 0) {
    console.log(`${signal}: draining (/readyz answers 503; still serving for ${SHUTDOWN_DRAIN_MS} ms)`);
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
  }
  console.log(`${signal}: shutting down (in-flight requests finish, at most ${SHUTDOWN_TIMEOUT_MS} ms)`);
  const closed = new Promise((resolve) => server.close(resolve));
  // A kept-alive connection whose last answer ends during the shutdown becomes idle then: close those too.
  const idle = setInterval(() => server.closeIdleConnections(), 200);
  server.closeIdleConnections();
  const v1 = globalThis[NODE_V1_KEY];
  v1?.closeStreams?.();
  const timer = setTimeout(() => {
    console.error(`Shutdown: connections still open after ${SHUTDOWN_TIMEOUT_MS} ms; closing them`);
    server.closeAllConnections();
    process.exitCode = 1;
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await closed;
  clearInterval(idle);
  clearTimeout(timer);
  try {
    await v1?.flush?.();
  } catch (error) {
    console.error('Shutdown: saving the embedded platform failed:', error);
    process.exitCode = 1;
  }
  console.log('Stopped.');
  process.exit();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
// Started by `npm start` (scripts/start.mjs): if that goes away without a signal reaching this process, stop too.
if (process.env.CONSOLE_START_BANNER === '1') watchParent(() => void shutdown('parent gone'));
