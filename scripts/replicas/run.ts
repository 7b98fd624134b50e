// `npm run replicas`: three console replicas (scripts/serve.mjs on the built .next, one SESSION_SECRET, REDIS_URL)
// behind Debian's haproxy, in front of the standalone platform, with Debian's redis-server as their shared store; all
// on loopback, started and stopped here. Prints the figures docs/RELIABILITY.md records. Needs `npm run build` first.
// Ports: REPLICAS_BASE_PORT (3170) and the six after it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config';
import { ensureBinaries, start, stopAll, waitFor, type Started } from './processes';
import { attemptsFrom, loadUntil, signIn, type LoadFigures } from './traffic';

const root = new URL('../..', import.meta.url).pathname;
const base = Number(process.env.REPLICAS_BASE_PORT ?? 3170);
const ports = { front: base, replicas: [base + 1, base + 2, base + 3], platform: base + 4, redis: base + 5, stats: base + 6 };
const LB = `http://127.0.0.1:${ports.front}`;
const AUTH_LIMIT = 10;
const GRACE_SECONDS = 2;
const logDir = mkdtempSync(join(os.tmpdir(), 'console-replicas-'));
const secret = randomBytes(36).toString('base64url');

function consoleEnv(port: number, shared: boolean): Record<string, string> {
  return {
    ...(shared ? { REDIS_URL: `redis://127.0.0.1:${ports.redis}` } : {}),
    PORT: String(port),
    NODE_ENV: 'production',
    PLATFORM_API_URL: `http://127.0.0.1:${ports.platform}`,
    SESSION_SECRET: secret,
    APP_ORIGIN: LB,
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    SHUTDOWN_DRAIN_MS: '2500',
    LOG_FORMAT: 'json',
  };
}

const replicas: Started[] = [];
function startReplica(i: number, shared = true): Started {
  return (replicas[i] = start(`replica${i + 1}`, process.execPath, ['scripts/serve.mjs'], { cwd: root, logDir, env: consoleEnv(ports.replicas[i], shared) }));
}
const replicaUrl = (i: number) => `http://127.0.0.1:${ports.replicas[i]}`;
const ready = (i: number) => waitFor(`${replicaUrl(i)}/readyz`, (res) => res.status === 200, 180_000, replicas[i]);

/** haproxy's view of each replica: UP, DOWN, … (its CSV status page). */
async function lbStatus(): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`)).text();
  const rows = csv.split('\n').map((line) => line.split(','));
  const header = rows[0].map((h) => h.replace(/^# /, ''));
  const col = (name: string) => header.indexOf(name);
  return Object.fromEntries(rows.filter((r) => r[col('pxname')] === 'replicas' && r[col('svname')]?.startsWith('replica')).map((r) => [r[col('svname')], r[col('status')]]));
}
async function lbCounters(): Promise<{ retries: number; redispatches: number }> {
  const csv = await (await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`)).text();
  const rows = csv.split('\n').map((line) => line.split(','));
  const header = rows[0].map((h) => h.replace(/^# /, ''));
  const backend = rows.find((r) => r[header.indexOf('pxname')] === 'replicas' && r[header.indexOf('svname')] === 'BACKEND');
  return { retries: Number(backend?.[header.indexOf('wretr')] ?? 0), redispatches: Number(backend?.[header.indexOf('wredis')] ?? 0) };
}
async function waitLb(name: string, status: string, ms: number): Promise<number> {
  const from = Date.now();
  for (;;) {
    if ((await lbStatus())[name] === status) return Date.now() - from;
    if (Date.now() - from > ms) throw new Error(`haproxy did not see ${name} ${status} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cookieOf = (res: Response) => res.headers.getSetCookie().map((l) => l.split(';')[0]).find((c) => c.startsWith('pc_session=') && c.length > 'pc_session='.length) ?? null;
const projects = (url: string, cookie: string) => fetch(`${url}/v1/projects`, { headers: { cookie } });

/** A user signed in through replica 1 is served by every replica, directly and through the balancer. */
async function proveSharedSessions() {
  let cookie = await signIn(replicaUrl(0), LB);
  const statuses: number[] = [];
  for (const url of [replicaUrl(1), replicaUrl(2), LB, LB, LB, replicaUrl(0)]) {
    const res = await projects(url, cookie);
    statuses.push(res.status);
    cookie = cookieOf(res) ?? cookie;
    await res.arrayBuffer();
  }
  return { requests: statuses.length, ok: statuses.filter((s) => s === 200).length, statuses };
}

/**
 * Refreshes racing on two replicas: every round sends one expiring cookie to two replicas at once (both refresh). Then
 * the case the platform's grace does not cover: a refresh's answer is lost, and the old cookie reaches another replica
 * after the grace; with REDIS_URL that replica finds the result instead of presenting a used refresh token.
 */
async function proveRefreshRaces(rounds: number, lostAnswers: number) {
  let cookie = await signIn(LB, LB);
  const statuses: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const pair = [i % 3, (i + 1) % 3];
    const answers = await Promise.all(pair.map((r) => projects(replicaUrl(r), cookie)));
    statuses.push(...answers.map((a) => a.status));
    cookie = answers.map(cookieOf).find(Boolean) ?? cookie;
    await Promise.all(answers.map((a) => a.arrayBuffer()));
  }
  const late: number[] = [];
  for (let i = 0; i < lostAnswers; i++) {
    const first = await projects(replicaUrl(i % 3), cookie); // its new cookie never reaches the "browser"
    late.push(first.status);
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, (GRACE_SECONDS + 1) * 1000));
    const again = await projects(replicaUrl((i + 1) % 3), cookie);
    late.push(again.status);
    cookie = cookieOf(again) ?? cookie;
    await again.arrayBuffer();
  }
  const after = await projects(LB, cookie);
  await after.arrayBuffer();
  return {
    racingRounds: rounds,
    racingRequests: statuses.length,
    racingOk: statuses.filter((s) => s === 200).length,
    lostAnswerCases: lostAnswers,
    lateRequestsOk: late.filter((s) => s === 200).length,
    lateRequests: late.length,
    signedOut: [...statuses, ...late, after.status].filter((s) => s === 401).length,
    stillSignedIn: after.status === 200,
  };
}

/** Every replica restarted in turn (SIGTERM, drain, exit, start, ready) while users browse and write through the balancer. */
async function proveRollingRestart(users: number): Promise<{ load: LoadFigures; restarts: unknown[]; lb: { retries: number; redispatches: number } }> {
  const cookies: string[] = [];
  for (let u = 0; u < users; u++) cookies.push(await signIn(LB, LB));
  const before = await lbCounters();
  let stop = false;
  const load = loadUntil(LB, cookies, () => stop);
  const restarts: unknown[] = [];
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (let i = 0; i < replicas.length; i++) {
    const name = `replica${i + 1}`;
    const from = Date.now();
    const old = replicas[i];
    old.child.kill('SIGTERM');
    const outOfRotationMs = await waitLb(name, 'DOWN', 10_000);
    const exitCode = await old.exited;
    const stoppedMs = Date.now() - from;
    startReplica(i);
    await ready(i);
    const readyMs = Date.now() - from;
    const backMs = (await waitLb(name, 'UP', 10_000)) + readyMs;
    restarts.push({ replica: name, exitCode, outOfRotationMs, stoppedMs, readyMs, backInRotationMs: backMs });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stop = true;
  const figures = await load;
  const after = await lbCounters();
  return { load: figures, restarts, lb: { retries: after.retries - before.retries, redispatches: after.redispatches - before.redispatches } };
}

/**
 * The auth limit across replicas: attempts from one address through the balancer (round robin over the three), then
 * from another address that forges X-Forwarded-For and X-Real-IP on every attempt.
 */
async function proveSharedLimit(attempts: number, addresses: [string, string]) {
  const plain = await attemptsFrom(LB, addresses[0], attempts, () => ({}));
  const forged = await attemptsFrom(LB, addresses[1], attempts, (i) => ({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` }));
  return { limitPerReplica: AUTH_LIMIT, replicas: replicas.length, attempts, oneAddress: plain, forgedHeaders: forged };
}

async function main() {
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) {
    console.error('No build: run `npm run build` first (the replicas serve the built console).');
    process.exit(1);
  }
  const bin = ensureBinaries();
  console.log(`machine: ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}; ${new Date().toISOString()}; logs in ${logDir}`);
  const redis = start('redis', bin.redis, ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', logDir], { cwd: logDir, logDir });
  const platform = start('platform', join(root, 'node_modules/.bin/tsx'), ['--import', './scripts/server-only-node.mjs', 'scripts/platform-server.ts'], {
    cwd: root,
    logDir,
    env: { PLATFORM_PORT: String(ports.platform), PLATFORM_TRUST_PROXY: '1', PLATFORM_ACCESS_TOKEN_TTL: '30', PLATFORM_REFRESH_GRACE_SECONDS: String(GRACE_SECONDS) },
  });
  await waitFor(`http://127.0.0.1:${ports.platform}/v1/auth/user`, (res) => res.status === 401, 60_000, platform);
  void redis;
  const started = Date.now();
  for (let i = 0; i < ports.replicas.length; i++) startReplica(i);
  await Promise.all(ports.replicas.map((_, i) => ready(i)));
  console.log(`replicas ready in ${Date.now() - started} ms`);
  const cfg = join(logDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ front: ports.front, stats: ports.stats, replicas: ports.replicas }));
  const lb = start('haproxy', bin.haproxy, ['-db', '-f', cfg], { cwd: logDir, logDir });
  await waitFor(`http://127.0.0.1:${ports.stats}/stats;csv`, () => true, 20_000, lb);
  for (let i = 0; i < ports.replicas.length; i++) await waitLb(`replica${i + 1}`, 'UP', 20_000);

  console.log('shared sessions', JSON.stringify(await proveSharedSessions()));
  console.log('refresh races', JSON.stringify(await proveRefreshRaces(30, 3)));
  console.log('rolling restart', JSON.stringify(await proveRollingRestart(6)));
  console.log('auth limit', JSON.stringify(await proveSharedLimit(AUTH_LIMIT + 5, ['127.0.0.2', '127.0.0.3'])));

  // The control: the same replicas without REDIS_URL. Each counts attempts alone, and a late old cookie on another
  // replica after the platform's grace signs the user out: what the shared store is for.
  await Promise.all(replicas.map((r) => (r.child.kill('SIGTERM'), r.exited)));
  for (let i = 0; i < ports.replicas.length; i++) startReplica(i, false);
  await Promise.all(ports.replicas.map((_, i) => ready(i)));
  for (let i = 0; i < ports.replicas.length; i++) await waitLb(`replica${i + 1}`, 'UP', 20_000);
  console.log('without REDIS_URL: refresh races', JSON.stringify(await proveRefreshRaces(10, 1)));
  console.log('without REDIS_URL: auth limit', JSON.stringify(await proveSharedLimit(AUTH_LIMIT + 5, ['127.0.0.4', '127.0.0.5'])));
}

// Bounded: whatever happens, everything started here is stopped within the time limit.
const limit = setTimeout(() => {
  console.error('The replicas proof ran out of time (10 min).');
  void stopAll().then(() => process.exit(1));
}, 600_000);
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
  await stopAll();
}
