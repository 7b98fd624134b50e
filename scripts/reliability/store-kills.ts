// The store's crash proof: an embedded platform on a data folder is killed with SIGKILL at random moments while
// several writers stream acknowledged writes at it; after each restart every acknowledged write is there, and no
// state is torn (each saved secret has the audit event its request wrote with it, in the same journal frame, and no
// event is there without its secret). `npm run reliability` runs it at full size; the unit suite a small one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = 'proj_storefront';
const ACCOUNT = 'acc_demo';

export interface StoreKillOptions {
  kills: number;
  port: number;
  /** Concurrent writers (their writes share journal frames: group commit). */
  writers?: number;
  /** The kill comes this long after the writers start, uniformly at random (ms). */
  killWithinMs?: [number, number];
  /** A seeded generator, for a run that can be repeated. */
  seed?: number;
  log?: (line: string) => void;
}

export interface StoreKillResult {
  kills: number;
  acknowledged: number;
  /** Writes sent but not answered when the server died: each may or may not be saved. */
  inDoubt: number;
  /** Of those, how many were found saved. */
  inDoubtSaved: number;
  lost: number;
  torn: number;
  /** Starts that set the store aside instead of reading it (must be 0). */
  refusedStarts: number;
  truncatedTails: number;
  medianStartMs: number;
  seconds: number;
}

/** The server as one bundled file: a restart then costs Node's start and the seed, not a TypeScript compile. */
async function bundleServer(outDir: string): Promise<string> {
  const outfile = join(outDir, 'store-server.mjs');
  await build({
    entryPoints: [join(ROOT, 'scripts/reliability/store-server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    tsconfig: join(ROOT, 'tsconfig.json'),
    alias: { 'server-only': join(ROOT, 'node_modules/server-only/empty.js') },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return outfile;
}

function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

interface Started {
  child: ChildProcess;
  outcome: { kind: string; truncatedBytes?: number } | null;
}

function start(bundle: string, dir: string, port: number): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], { env: { ...process.env, STORE_DIR: dir, STORE_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('ready '));
      if (line) resolve({ child, outcome: JSON.parse(line.slice(6)) as Started['outcome'] });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready: ${err.slice(-2000)}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/sign-in/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const body = (await res.json()) as { session: { access_token: string } };
  return body.session.access_token;
}

/** What the restarted platform holds: the stream's secrets, and the secrets its audit events say were created. */
async function readBack(base: string, token: string): Promise<{ secrets: Set<string>; audited: Set<string> }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/projects/${PROJECT}/secrets`, { headers })).json()) as Array<{ name: string }>;
  const secrets = new Set(list.map((s) => s.name).filter((n) => n.startsWith('KILL_')));
  const text = await (await fetch(`${base}/accounts/${ACCOUNT}/audit/export?format=jsonl&action=project.secret.create`, { headers })).text();
  const audited = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const event = JSON.parse(line) as { action?: string; resource?: { id?: string } };
    const id = event.resource?.id;
    if (event.action === 'project.secret.create' && id?.startsWith('KILL_')) audited.add(id);
  }
  return { secrets, audited };
}

export async function runStoreKills(options: StoreKillOptions): Promise<StoreKillResult> {
  const began = performance.now();
  const log = options.log ?? (() => undefined);
  const rand = random(options.seed ?? 20261128);
  const [minKill, maxKill] = options.killWithinMs ?? [20, 400];
  const work = mkdtempSync(join(tmpdir(), 'store-kills-'));
  const dir = join(work, 'data');
  const base = `http://127.0.0.1:${options.port}/v1`;
  const acknowledged = new Set<string>();
  const inDoubt = new Set<string>();
  const result: StoreKillResult = { kills: 0, acknowledged: 0, inDoubt: 0, inDoubtSaved: 0, lost: 0, torn: 0, refusedStarts: 0, truncatedTails: 0, medianStartMs: 0, seconds: 0 };
  const starts: number[] = [];
  let next = 0;
  try {
    const bundle = await bundleServer(work);
    for (let round = 0; round <= options.kills; round++) {
      const t0 = performance.now();
      const { child, outcome } = await start(bundle, dir, options.port);
      starts.push(performance.now() - t0);
      try {
        if (outcome?.kind === 'ignored') result.refusedStarts += 1;
        if (outcome?.kind === 'loaded' && (outcome.truncatedBytes ?? 0) > 0) result.truncatedTails += 1;
        const token = await signIn(base);
        const { secrets, audited } = await readBack(base, token);
        for (const name of acknowledged) if (!secrets.has(name)) result.lost += 1;
        for (const name of secrets) if (!audited.has(name)) result.torn += 1;
        for (const name of audited) if (!secrets.has(name)) result.torn += 1;
        for (const name of inDoubt) {
          if (secrets.has(name)) {
            result.inDoubtSaved += 1;
            acknowledged.add(name);
          }
        }
        inDoubt.clear();
        if (round === options.kills) break;
        // The stream: each writer sends one write after another; an answer is an acknowledgement.
        let stopped = false;
        const writer = async () => {
          while (!stopped) {
            const name = `KILL_${String(next++).padStart(6, '0')}`;
            inDoubt.add(name);
            try {
              const res = await fetch(`${base}/projects/${PROJECT}/secrets`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ name, value: `value of ${name}` }),
              });
              if (res.ok) {
                await res.body?.cancel();
                inDoubt.delete(name);
                acknowledged.add(name);
              } else throw new Error(`answered ${res.status}: ${await res.text()}`);
            } catch (error) {
              if (!stopped) throw error;
            }
          }
        };
        const writers = Array.from({ length: options.writers ?? 4 }, writer);
        await new Promise((resolve) => setTimeout(resolve, minKill + rand() * (maxKill - minKill)));
        stopped = true;
        await kill(child);
        result.kills += 1;
        await Promise.all(writers);
        result.inDoubt += inDoubt.size;
        log(`kill ${result.kills}: ${acknowledged.size} acknowledged, ${inDoubt.size} in doubt; so far lost ${result.lost}, torn ${result.torn}, refused starts ${result.refusedStarts}`);
      } finally {
        await kill(child);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  result.acknowledged = acknowledged.size;
  starts.sort((a, b) => a - b);
  result.medianStartMs = Math.round(starts[Math.floor(starts.length / 2)] ?? 0);
  result.seconds = Math.round((performance.now() - began) / 100) / 10;
  return result;
}
