// `npm run bench:proxy`: GET /v1/projects straight to the embedded platform (bearer) versus through the BFF
// proxy (cookie). The platform and the BFF each run in their own child process (bench/proxy-roles.ts) on an
// ephemeral port; autocannon runs here. Runs alternate (direct, BFF) for several rounds because the machine
// is shared and noisy; medians are the result. CPU time per request of each server process is printed too:
// it moves far less with the neighbours' load than req/s does.
// Options: BENCH_DURATION (s per run, default 10), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (default 3),
// BENCH_UPSTREAM=fetch (the BFF calls the platform with fetch instead of node:http), BENCH_PEER_REF=<git ref> (a
// second BFF, lib/bff as it is at that commit (bench/git-ref.ts), runs in each round too, so before and after are
// measured in one run), BENCH_NEXT=1 (also the
// production server, scripts/serve.mjs with Next, on BENCH_NEXT_PORT (default 3917) against the same platform: run
// `npx next build` first; its CPU time is read from /proc, so Linux only). With BENCH_NEXT=1 a second production
// server on BENCH_NEXT_PORT + 1 runs with CONSOLE_V1_VIA_NEXT=1 (/v1 through Next's route handler, as before the fifth
// round); BENCH_NEXT_VIA_NEXT=0 leaves it out. BENCH_NEXT_BASELINE=<checkout> runs that checkout's production server
// (built there first) on BENCH_NEXT_PORT + 2 in the same turns: before and after measured in one run. BENCH_FLOOR=1
// adds a bare pass-through proxy (node:http in and out with the platform's bearer token, nothing else): the floor any
// proxy in Node pays on this machine, against which the BFF's figures can be read.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

const ROLES = fileURLToPath(new URL('./proxy-roles.ts', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 3;
const PEER_REF = process.env.BENCH_UPSTREAM === 'fetch' ? undefined : process.env.BENCH_PEER_REF;
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

interface Role {
  child: ChildProcess;
  url: string;
  /** Reads CPU time from /proc instead of asking over IPC (the Next server has no IPC channel). */
  procCpu?: boolean;
}

const NEXT = process.env.BENCH_NEXT === '1';
const SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

/**
 * The production server (scripts/serve.mjs: node:http in front of Next) with PLATFORM_API_URL = the bench's platform;
 * `checkout` runs another checkout's server and build instead (BENCH_NEXT_BASELINE).
 */
function startNext(platformUrl: string, viaNext = false, checkout?: string): Promise<Role> {
  const port = Number(process.env.BENCH_NEXT_PORT ?? 3917) + (viaNext ? 1 : checkout ? 2 : 0);
  const server = checkout ? `${checkout.replace(/\/+$/, '')}/scripts/serve.mjs` : fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));
  const env = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PLATFORM_API_URL: platformUrl,
    SESSION_SECRET,
    NODE_ENV: 'production' as const,
    CONSOLE_WARM_UP: '0',
    CONSOLE_V1_VIA_NEXT: viaNext ? '1' : '0',
  };
  const child = spawn(process.execPath, [server], { stdio: ['ignore', 'pipe', 'inherit'], env });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/Ready/.test(chunk.toString())) resolve({ child, url: `http://127.0.0.1:${port}`, procCpu: true });
    });
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code} before it was ready (run \`npx next build\` first)`)));
  });
}

function startRole(args: string[]): Promise<Role> {
  const child = spawn(process.execPath, [...process.execArgv, ROLES, ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve({ child, url: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code} before it was ready`)));
  });
}

async function cpuMicros(child: ChildProcess, procCpu = false): Promise<number> {
  if (procCpu) {
    // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms.
    const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  return new Promise((resolve) => {
    child.once('message', (usage) => {
      const { user, system } = usage as NodeJS.CpuUsage;
      resolve(user + system);
    });
    child.send('cpu');
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU µs per request of the platform process, and of the BFF process (0 for direct runs). */
  platformCpu: number;
  bffCpu: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>, duration: number, platform: Role, bff: Role | null): Promise<Figures> {
  const cpu = (role: Role | null) => (role ? cpuMicros(role.child, role.procCpu) : Promise.resolve(0));
  const [p0, b0] = await Promise.all([cpuMicros(platform.child), cpu(bff)]);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const [p1, b1] = await Promise.all([cpuMicros(platform.child), cpu(bff)]);
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    platformCpu: (p1 - p0) / total,
    bffCpu: (b1 - b0) / total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function signInDirect(platformUrl: string): Promise<string> {
  const res = await fetch(`${platformUrl}/v1/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`direct sign-in: ${res.status}`);
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}

async function signInThroughBff(bffUrl: string): Promise<string> {
  const res = await fetch(`${bffUrl}/api/auth/sign-in/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bffUrl },
    body: JSON.stringify(DEMO),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pc_session='));
  if (!res.ok || !cookie) throw new Error(`BFF sign-in: ${res.status}`);
  return cookie.split(';')[0];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medianFigures(runs: Figures[]): Figures {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    rps: m((f) => f.rps),
    p50: m((f) => f.p50),
    p99: m((f) => f.p99),
    platformCpu: m((f) => f.platformCpu),
    bffCpu: m((f) => f.bffCpu),
    failed: runs.reduce((sum, f) => sum + f.failed, 0),
  };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(5)} req/s p50 ${String(f.p50).padStart(2)} ms p99 ${String(f.p99).padStart(3)} ms ` +
  `cpu/req platform ${f.platformCpu.toFixed(0)} µs` +
  (f.bffCpu >= 1 ? ` bff ${f.bffCpu.toFixed(0)} µs` : '') +
  (f.failed ? ` (failed ${f.failed})` : '');

export default async function benchProxy(): Promise<void> {
  const platform = await startRole(['platform']);
  let bff: Role | null = null;
  let peer: Role | null = null;
  let floor: Role | null = null;
  const servers: Role[] = [];
  try {
    bff = await startRole(['bff', platform.url]);
    if (PEER_REF) peer = await startRole(['bff', platform.url, PEER_REF]);
    // The production servers, each with its label: this checkout's, through Next's route handler, the baseline's.
    type Kind = 'current' | 'via Next' | 'baseline';
    const productionServers: Array<[Kind, string, () => Promise<Role>]> = [];
    const baselineCheckout = process.env.BENCH_NEXT_BASELINE;
    if (NEXT) productionServers.push(['current', 'serve.mjs /v1 direct ', () => startNext(platform.url)]);
    if (NEXT && process.env.BENCH_NEXT_VIA_NEXT !== '0') productionServers.push(['via Next', 'serve.mjs /v1 via Next', () => startNext(platform.url, true)]);
    if (NEXT && baselineCheckout) productionServers.push(['baseline', `serve.mjs /v1 baseline (${baselineCheckout})`, () => startNext(platform.url, false, baselineCheckout)]);
    if (process.env.BENCH_FLOOR === '1') floor = await startRole(['floor', platform.url]);
    const token = await signInDirect(platform.url);
    type Target = { url: string; headers: Record<string, string>; server: Role | null };
    const signedIn = async (server: Role): Promise<Target> => ({ url: `${server.url}/v1/projects`, headers: { cookie: await signInThroughBff(server.url) }, server });
    const direct: Target = { url: `${platform.url}/v1/projects`, headers: { authorization: `Bearer ${token}` }, server: null };
    const proxied = await signedIn(bff);
    const beforeTarget = peer ? await signedIn(peer) : null;
    const production: Array<{ kind: Kind; label: string; target: Target; runs: Figures[]; ratios: number[] }> = [];
    for (const [kind, label, start] of productionServers) {
      const server = await start();
      servers.push(server);
      production.push({ kind, label, target: await signedIn(server), runs: [], ratios: [] });
    }
    const bare: Target | null = floor ? { url: `${floor.url}/v1/projects`, headers: {}, server: floor } : null;
    const run = (target: Target, seconds: number) => load(target.url, target.headers, seconds, platform, target.server);

    console.log(
      `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, load average ${os.loadavg()[0].toFixed(2)}, ` +
        `node ${process.version}; upstream ${process.env.BENCH_UPSTREAM === 'fetch' ? 'fetch' : 'node:http'}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per target ` +
        `(after ${WARMUP} s warm-up each)${beforeTarget ? `; peer: the BFF at ${PEER_REF}` : ''}`,
    );
    await run(direct, WARMUP);
    await run(proxied, WARMUP);
    if (beforeTarget) await run(beforeTarget, WARMUP);
    for (const { target } of production) await run(target, WARMUP);
    if (bare) await run(bare, WARMUP);
    const floorRuns: Figures[] = [];
    const floorRatios: number[] = [];
    const directRuns: Figures[] = [];
    const bffRuns: Figures[] = [];
    const peerRuns: Figures[] = [];
    const ratios: number[] = [];
    const peerRatios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const d = await run(direct, DURATION);
      directRuns.push(d);
      console.log(`round ${round}  direct  ${fmt(d)}`);
      // The BFF and its peer take turns going first, so neither always runs in the other's wake.
      const order = beforeTarget && round % 2 === 0 ? (['peer', 'bff'] as const) : (['bff', 'peer'] as const);
      for (const which of order) {
        if (which === 'bff') {
          const b = await run(proxied, DURATION);
          bffRuns.push(b);
          ratios.push(b.rps / d.rps);
          console.log(`round ${round}  via BFF ${fmt(b)}  ratio ${(b.rps / d.rps).toFixed(2)}`);
        } else if (beforeTarget) {
          const s = await run(beforeTarget, DURATION);
          peerRuns.push(s);
          peerRatios.push(s.rps / d.rps);
          console.log(`round ${round}  peer    ${fmt(s)}  ratio ${(s.rps / d.rps).toFixed(2)}`);
        }
      }
      if (bare) {
        const f = await run(bare, DURATION);
        floorRuns.push(f);
        floorRatios.push(f.rps / d.rps);
        console.log(`round ${round}  bare pass-through proxy ${fmt(f)}  ratio ${(f.rps / d.rps).toFixed(2)}`);
      }
      // The production servers in turns, the order reversed every other round.
      for (const { label, target, runs, ratios } of round % 2 === 0 ? [...production].reverse() : production) {
        const n = await run(target, DURATION);
        runs.push(n);
        ratios.push(n.rps / d.rps);
        console.log(`round ${round}  ${label} ${fmt(n)}  ratio ${(n.rps / d.rps).toFixed(2)}`);
      }
    }
    const d = medianFigures(directRuns);
    const b = medianFigures(bffRuns);
    console.log(`median   direct  ${fmt(d)}`);
    console.log(`median   via BFF ${fmt(b)}`);
    if (peerRuns.length) console.log(`median   peer    ${fmt(medianFigures(peerRuns))}`);
    for (const { label, runs, ratios } of production) {
      const n = medianFigures(runs);
      console.log(`median   ${label} ${fmt(n)}; ratio to direct, median of rounds ${median(ratios).toFixed(2)}; p99 +${(n.p99 - d.p99).toFixed(0)} ms`);
    }
    const current = production.find((p) => p.kind === 'current');
    const baseline = production.find((p) => p.kind === 'baseline');
    if (current && baseline) {
      const cpu = current.runs.map((run, i) => run.bffCpu / baseline.runs[i].bffCpu);
      const p99 = current.runs.map((run, i) => run.p99 - baseline.runs[i].p99);
      console.log(`serve.mjs /v1 direct against the baseline, per round: CPU per request ${cpu.map((r) => r.toFixed(2)).join(' ')} (median ${median(cpu).toFixed(2)}); p99 ${p99.map((ms) => `${ms >= 0 ? '+' : ''}${ms}`).join(' ')} ms`);
    }
    if (floorRuns.length) {
      const f = medianFigures(floorRuns);
      console.log(`median   bare pass-through proxy ${fmt(f)}; ratio to direct, median of rounds ${median(floorRatios).toFixed(2)}; p99 +${(f.p99 - d.p99).toFixed(0)} ms`);
    }
    console.log(`ratio BFF/direct req/s: median of rounds ${median(ratios).toFixed(2)}; p99 +${(b.p99 - d.p99).toFixed(0)} ms (goal ≥ 0.85, p99 +≤ 3 ms)`);
    if (peerRatios.length) {
      const cpu = bffRuns.map((run, i) => run.bffCpu / peerRuns[i].bffCpu);
      const rps = bffRuns.map((run, i) => run.rps / peerRuns[i].rps);
      console.log(`ratio peer/direct req/s: median of rounds ${median(peerRatios).toFixed(2)}`);
      console.log(`BFF against its peer, per round: CPU per request ${cpu.map((r) => r.toFixed(2)).join(' ')} (median ${median(cpu).toFixed(2)}); req/s ${rps.map((r) => r.toFixed(2)).join(' ')} (median ${median(rps).toFixed(2)})`);
    }
    console.log(`BFF CPU per proxied request relative to the platform's: ${(b.bffCpu / b.platformCpu).toFixed(2)}`);
    if (d.failed || b.failed) console.log('warning: some requests failed; the figures are not comparable');
    console.log(`load average after: ${os.loadavg()[0].toFixed(2)}`);
  } finally {
    for (const server of servers) server.child.kill();
    floor?.child.kill();
    peer?.child.kill();
    bff?.child.kill();
    platform.child.kill();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchProxy();
