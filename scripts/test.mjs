#!/usr/bin/env node
// `npm test`: every check, in three lanes side by side (each step is mostly one process on one core; CI has two):
//   1. production build → pre-compressed static files → e2e (Playwright starts as soon as the build is done)
//   2. unit tests (vitest, all but the SDK packaging test)
//   3. generated files current → lint → SDK packaging test → typecheck (after the build: it writes .next/types,
//      which tsconfig.json includes, and a typecheck beside it could read a half-written file)
// A collected step's output is printed whole when it ends, so parallel steps never interleave; the e2e run's lines are
// passed on as they come. The first failure stops every other step. Finds (or installs) Chromium and redis-server
// first. `npm test -- unit lint` runs only the named steps (docs, typecheck, lint, unit, sdk, e2e).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

function runInherited(label, cmd, args) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const at = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${label} (${seconds(at)} s)`);
}

const running = new Set();
let stopped = false;

/** After a failure: every other running step is stopped (Playwright closes its servers on SIGINT). */
function stopAll() {
  stopped = true;
  built();
  for (const child of running) child.kill('SIGINT');
}

/**
 * Runs one step; resolves with the outcome. Its output is collected and printed whole at the end, or with `live`
 * passed on line by line (whole lines only, so another step's block never lands inside one).
 */
function runStep({ label, cmd, args, live = false }) {
  return new Promise((resolve) => {
    const at = Date.now();
    const chunks = [Buffer.from(`$ ${cmd} ${args.join(' ')}\n`)];
    if (live) process.stdout.write(`\n▶ ${label} (${seconds(started)} s after the start)\n${chunks.pop()}`);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    running.add(child);
    let partial = '';
    const take = (c) => {
      if (!live) return void chunks.push(c);
      const lines = (partial + c.toString()).split('\n');
      partial = lines.pop();
      if (lines.length) process.stdout.write(lines.map((l) => `${l}\n`).join(''));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      running.delete(child);
      if (partial) process.stdout.write(`${partial}\n`);
      resolve({ label, ok: code === 0, exit: code ?? signal, output: Buffer.concat(chunks).toString(), secs: seconds(at) });
    });
  });
}

/** The steps of one lane, one after another; a step may first wait for another lane's step (`after`). */
async function runLane(steps) {
  const results = [];
  for (const step of steps) {
    if (step.after) await step.after;
    if (stopped) break;
    const r = await runStep(step);
    console.log(`\n${r.ok ? '✔' : '✖'} ${r.label} (${r.secs} s, ended ${seconds(started)} s after the start)`);
    process.stdout.write(r.output);
    results.push(r);
    step.done?.();
    if (!r.ok) {
      if (!stopped) stopAll();
      break;
    }
  }
  return results;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it, then run npm test again:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium with apt…`);
  runInherited('install chromium', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`]);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt finished but ${CHROMIUM} is still missing. Set CHROMIUM_PATH to the browser binary.`);
    process.exit(1);
  }
}

// The unit tests of the replicas' shared store run a real redis-server (tests/replicas/redis-server.ts).
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const REDIS_INSTALL = 'apt-get update && apt-get install -y --no-install-recommends redis-server';

function ensureRedisServer() {
  if (existsSync(REDIS_SERVER)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`redis-server is missing at ${REDIS_SERVER}. Install it, then run npm test again:\n  sudo sh -c '${REDIS_INSTALL}'`);
    process.exit(1);
  }
  console.log(`redis-server is missing at ${REDIS_SERVER}; installing Debian's redis-server with apt…`);
  runInherited('install redis-server', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${REDIS_INSTALL}`]);
  if (!existsSync(REDIS_SERVER)) {
    console.error(`apt finished but ${REDIS_SERVER} is still missing. Set REDIS_SERVER_PATH to the binary.`);
    process.exit(1);
  }
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const bin = (name) => `node_modules/.bin/${name}`;

if (want('e2e')) ensureChromium();
if (want('unit')) ensureRedisServer();

// The SDK packaging test builds, packs and type-checks the SDK: it runs in the lint lane, while that lane waits for the
// build before its typecheck, rather than at the end of the unit lane.
const SDK_PACKAGE_TEST = 'tests/sdk-package/package.test.ts';
let built = () => {};
const buildDone = want('e2e') ? new Promise((resolve) => (built = resolve)) : undefined;
const lanes = [
  [
    want('e2e') && { label: 'production build', cmd: bin('next'), args: ['build'], done: () => built() },
    want('e2e') && { label: 'pre-compressed static files', cmd: process.execPath, args: ['scripts/precompress-static.mjs'] },
    want('e2e') && { label: 'e2e (Chromium)', cmd: bin('playwright'), args: ['test'], live: true },
  ],
  [want('unit') && { label: 'unit tests', cmd: bin('vitest'), args: ['run', '--exclude', SDK_PACKAGE_TEST] }],
  [
    want('docs') && { label: 'generated contract files are current', cmd: bin('tsx'), args: ['--import', './scripts/server-only-node.mjs', 'scripts/generate-from-contract.ts', '--check'] },
    want('lint') && { label: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
    (want('unit') || want('sdk')) && { label: 'SDK packaging test', cmd: bin('vitest'), args: ['run', SDK_PACKAGE_TEST] },
    want('typecheck') && { label: 'typecheck', cmd: bin('tsc'), args: ['--noEmit'], after: buildDone },
  ],
].map((lane) => lane.filter(Boolean)).filter((lane) => lane.length);

console.log(`▶ side by side: ${lanes.map((lane) => lane.map(({ label }) => label).join(' → ')).join('; ')}`);
const failed = (await Promise.all(lanes.map(runLane))).flat().filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n✖ failed: ${failed.map((r) => `${r.label} (exit ${r.exit})`).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll checks passed (${seconds(started)} s).`);
